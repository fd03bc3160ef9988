/**
 * A flapping network (docs/decisions.md#d74, #d78): it comes back and drops again every `period` ms for `duration` ms,
 * back first. The network's own clock, not a wait of the test's: what is measured is what reached the service meanwhile.
 */
export const FLAPPING = { period: 2_000, duration: 40_000 };

/** Calls `set(true)` when the network comes back and `set(false)` when it drops, on the network's clock; resolves at its end. */
export async function flap(set: (up: boolean) => Promise<void>, { period, duration } = FLAPPING): Promise<void> {
  const start = Date.now();
  for (let phase = 0; phase * period < duration; phase += 1) {
    await set(phase % 2 === 0);
    const next = start + (phase + 1) * period;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
}

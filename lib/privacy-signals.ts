/**
 * The signals by which a browser asks sites not to track its user (docs/decisions.md#d93): with either, the site
 * counts nothing and loads no analytics code. The privacy policy of every language names them
 * (test/legal-facts.test.ts).
 */
export const HONOURED_SIGNALS = ["Global Privacy Control", "Do Not Track"] as const;

/** What a browser exposes of them; older browsers kept Do Not Track on `window`. */
interface SignalSources {
  navigator: { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  doNotTrack?: string | null;
}

/** True when the browser sends Global Privacy Control, or Do Not Track set to "1". */
export function asksNotToBeTracked({ navigator, doNotTrack }: SignalSources): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === "1" || doNotTrack === "1";
}

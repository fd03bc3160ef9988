/**
 * The one door a form sends through (docs/decisions.md#d48): with a network, the e-mail boundary now; without one, the
 * send queue, which sends it when the network returns. Either way the outcome goes out on the outcome stream
 * (outcomes.ts), where the form, its notice and the toaster hear it. Loaded when a form is first used.
 */
import { sendSubmission } from "@/lib/email";

// The e-mail client, fetched while the visitor is still typing (components/forms/use-site-form.ts).
export { loadEmailClient } from "@/lib/email";
import type { FormSubmission } from "@/lib/form-values";
import { publish, type SendOutcome } from "./outcomes";
import { keep } from "./store";

/**
 * Sends or keeps one submission and tells the stream what happened; resolves with that outcome. A filled honeypot is
 * a bot's: never sent or kept, and told what a person would be told.
 */
export async function submit(submission: FormSubmission, honeypot: string): Promise<SendOutcome> {
  const { form } = submission;
  if (honeypot.trim()) return tell({ kind: "sent", form });
  // The browser says there is no network: keep it on the device (the form's values stay, read-only).
  if (!navigator.onLine) return keepForLater(submission);

  const result = await sendSubmission(submission);
  if (result.ok) return tell({ kind: "sent", form });
  if (result.reason === "throttled") return tell({ kind: "throttled", form, until: result.retryAt ?? Date.now() });
  // A send that timed out may still arrive: then the visitor is told after all, and the form clears.
  void result.later?.then((late) => {
    if (late?.ok) tell({ kind: "sent", form, late: true });
  });
  return tell({ kind: "failed", form });
}

async function keepForLater(submission: FormSubmission): Promise<SendOutcome> {
  try {
    const entry = await keep(submission);
    // The network came back while the entry was being written, after the `online` event that would have sent it.
    if (navigator.onLine) void sendNow();
    else window.addEventListener("online", () => void sendNow(), { once: true });
    return { kind: "kept", form: submission.form, entry: entry.id };
  } catch {
    // No usable storage on this device (private modes, a blocked origin): nothing is sent, and the form says why.
    return tell({ kind: "unkept", form: submission.form });
  }
}

function sendNow() {
  return import("./sender").then(
    (sender) => sender.sendWaiting(),
    () => {},
  );
}

function tell(outcome: SendOutcome): SendOutcome {
  publish(outcome);
  return outcome;
}

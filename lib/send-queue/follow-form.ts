/**
 * One form's view of the send queue (docs/decisions.md#d48), loaded with the store once the form has a reason to look:
 * it was focused, something is kept on the device, or another tab keeps something. It follows the fate of the entry
 * the form kept on this visit (delivered: the form clears; refused: its words stay in the form, which unlocks; expired
 * or cancelled: the form unlocks, its values kept), and lists the form's entries kept earlier or in other tabs; a
 * refused one's words go straight back into the form when it holds nothing typed.
 */
import type { FormOutcome } from "@/content/types";
import type { FormId, FormSubmission } from "@/lib/form-values";
import { onOutcome } from "./outcomes";
import { followOtherTabs, formEntries, takeBack, type KeptEntry } from "./store";

export { cancel } from "./store";

/** What the form's notice shows of the queue. */
export interface QueueView {
  /** The entry this form kept on this visit, while it waits. */
  kept: string | null;
  note: string | null;
  earlier: KeptEntry[];
  refused: KeptEntry[];
}

export interface FormFollower {
  form: FormId;
  copy: FormOutcome["offline"];
  /** The entry the form kept on this visit, as the form knows it now. */
  kept: () => string | null;
  /** True while the form holds nothing the visitor typed. */
  isEmpty: () => boolean;
  onSent: () => void;
  onRestore: (submission: FormSubmission) => void;
  show: (view: Partial<QueueView>) => void;
}

/** Starts following the queue for one form; returns the stop. */
export function followForm(follower: FormFollower): () => void {
  let live = true;
  const { form, copy, show } = follower;

  const refresh = async () => {
    // With no usable IndexedDB nothing can be kept, and there is nothing to list.
    const entries = await formEntries(form, { except: follower.kept(), restoreInto: follower.kept() === null && follower.isEmpty() }).catch(() => null);
    if (!live || !entries) return;
    const { waiting, refused, restored } = entries;
    if (restored) {
      follower.onRestore(restored.submission);
      show({ note: copy.restored });
    }
    show({ earlier: waiting, refused });
  };

  const stop = onOutcome((outcome) => {
    if (outcome.form !== form || !("entry" in outcome) || outcome.kind === "kept") {
      if (outcome.form === form && outcome.kind === "kept") void refresh();
      return;
    }
    if (outcome.entry !== follower.kept()) {
      // An entry from an earlier visit that waited too long: say so here too, where no toast may be able to load.
      if (outcome.kind === "expired") show({ note: copy.expired });
      void refresh();
      return;
    }
    const unlock = (note: string | null) => show({ kept: null, note });
    switch (outcome.kind) {
      case "delivered":
        unlock(null);
        follower.onSent();
        return;
      case "refused":
        // Its words are still in the form: it only has to unlock, and the entry can go.
        unlock(copy.restored);
        void takeBack(outcome.entry);
        return;
      case "expired":
        unlock(copy.expired);
        return;
      case "cancelled":
        unlock(outcome.inFlight ? copy.cancelledInFlight : copy.cancelled);
        return;
    }
  });
  followOtherTabs();
  void refresh();
  return () => {
    live = false;
    stop();
  };
}

/** Puts a refused entry's words back into its form, in place of what it holds. */
export async function restoreEntry(id: string, follower: Pick<FormFollower, "copy" | "onRestore" | "show">): Promise<void> {
  const taken = await takeBack(id);
  if (!taken) return;
  follower.onRestore(taken.submission);
  follower.show({ note: follower.copy.restored });
}

"use client";

import { useEffect, useRef, useState } from "react";
import type { FormMessages, FormOutcomeCopy } from "@/content/types";
import type { FormSubmission } from "@/lib/form-values";
import type { FormFollower, QueueView } from "@/lib/send-queue/follow-form";
import { onFlagRaisedElsewhere, somethingWaits } from "@/lib/send-queue/flag";
import { onOutcome } from "@/lib/send-queue/outcomes";
import { TOASTER_LIMIT_MS } from "@/lib/time-limit";
import { toasterWithin } from "@/components/ui/lazy-sonner";

/** A form's sends as its notice shows them (docs/decisions.md#d48). */
export interface FormSends extends QueueView {
  /** While the rate limit holds the form back: when it may send again (ms since the epoch). */
  throttledUntil: number | null;
  /** Starts following the send queue, if the form is not already: when it is first used. */
  follow: () => void;
  /** The visitor does not want this entry sent. */
  cancel: (id: string) => void;
  /** Puts a refused entry's words back into the form, in place of what it holds. */
  restore: (id: string) => void;
}

type FollowModule = typeof import("@/lib/send-queue/follow-form");
let followModule: Promise<FollowModule> | null = null;

/** The form's view of the queue, with the store: loaded when a form is first used, or when something is kept. */
function loadFollow(): Promise<FollowModule> {
  followModule ??= import("@/lib/send-queue/follow-form").catch((error: unknown) => {
    followModule = null;
    throw error;
  });
  return followModule;
}

/**
 * How a send went: `now`, as the visitor waited; `late`, after they were told it failed (no answer in time); `kept`,
 * kept on the device while offline and sent when the connection came back.
 */
export type SentHow = "now" | "late" | "kept";

interface FormSendsOptions extends Pick<FormFollower, "form" | "copy" | "isEmpty" | "onRestore"> {
  onSent: (how: SentHow) => void;
  throttle: FormMessages["throttle"];
  /** The form's toasts: said in its notice instead when the toaster cannot load in time. */
  toasts: FormOutcomeCopy;
}

/**
 * One form's side of its sends. It hears, on the outcome stream (lib/send-queue/outcomes.ts), what happens to a send
 * made now (sent: the form clears; held back by the rate limit: the form says until when), that it kept one while
 * offline, or that the device could not keep it; the fate of what it kept, and what was kept earlier, it follows with
 * lib/send-queue/follow-form.ts, which loads with the store once the form is used or something is kept. What the page
 * toasts, the notice says too when the toaster is out of reach (docs/decisions.md#d75).
 */
export function useFormSends({ form, copy, throttle, toasts, isEmpty, onSent, onRestore }: FormSendsOptions): FormSends {
  const [view, setView] = useState<QueueView>({ kept: null, note: null, earlier: [], refused: [] });
  const [throttledUntil, setThrottledUntil] = useState<number | null>(null);
  // Something is kept on this device: follow the queue from the start (on the server nothing is, and nothing renders it).
  const [following, setFollowing] = useState(somethingWaits);
  // The entry kept on this visit, for the follower, which must compare without waiting for a render.
  const keptRef = useRef<string | null>(null);
  const latest = useRef({ copy, throttle, toasts, isEmpty, onSent, onRestore });
  useEffect(() => {
    latest.current = { copy, throttle, toasts, isEmpty, onSent, onRestore };
  });

  const show = (change: Partial<QueueView>) => {
    if (change.kept !== undefined) keptRef.current = change.kept;
    setView((current) => ({ ...current, ...change }));
  };
  const follower: FormFollower = {
    form,
    copy,
    kept: () => keptRef.current,
    isEmpty: () => latest.current.isEmpty(),
    onSent: () => latest.current.onSent("kept"),
    onRestore: (submission: FormSubmission) => latest.current.onRestore(submission),
    show,
  };

  useEffect(() => {
    /** The toast says it; if the toaster cannot load in time (a chunk this device does not have), the notice does. */
    const sayUnlessToasted = (text: string) =>
      void toasterWithin(TOASTER_LIMIT_MS).then((toasted) => {
        if (!toasted) show({ note: text });
      });
    return onOutcome((outcome, fromThisTab) => {
      if (outcome.form !== form) return;
      const { toasts } = latest.current;
      if (outcome.kind === "sent") {
        show({ note: null });
        latest.current.onSent(outcome.late ? "late" : "now");
        sayUnlessToasted(toasts.success);
      } else if (outcome.kind === "failed") {
        show({ note: null });
        sayUnlessToasted(toasts.failure);
      } else if (outcome.kind === "unkept") show({ note: latest.current.copy.unkept });
      else if (outcome.kind === "delivered" && outcome.entry === keptRef.current) sayUnlessToasted(toasts.success);
      else if (outcome.kind === "throttled") {
        // The notice says no number: the button counts down (docs/decisions.md#d71).
        setThrottledUntil(outcome.until);
        show({ note: latest.current.throttle.notice });
      } else if (outcome.kind === "kept" && fromThisTab) {
        show({ kept: outcome.entry, note: latest.current.copy.queued });
        setFollowing(true);
      }
    });
  }, [form]);

  // Another tab keeps something: follow the queue.
  useEffect(() => onFlagRaisedElsewhere(() => setFollowing(true)), []);

  useEffect(() => {
    if (!following) return;
    let stop: (() => void) | undefined;
    let live = true;
    loadFollow().then(
      (module) => {
        if (live) stop = module.followForm({ ...follower, copy: latest.current.copy });
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
    // The follower reads the form's latest words and values through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [following, form]);

  // The rate limit's window ends: the button says so until then, and the notice goes.
  useEffect(() => {
    if (throttledUntil === null) return;
    const timer = setTimeout(
      () => {
        setThrottledUntil(null);
        show({ note: null });
      },
      Math.max(0, throttledUntil - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [throttledUntil]);

  return {
    ...view,
    throttledUntil,
    follow: () => setFollowing(true),
    cancel: (id) =>
      void loadFollow().then(
        (module) => module.cancel(id),
        () => null,
      ),
    restore: (id) =>
      void loadFollow().then(
        (module) => module.restoreEntry(id, follower),
        () => {},
      ),
  };
}

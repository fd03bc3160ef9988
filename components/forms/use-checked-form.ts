"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { forms } from "@/content/forms";
import type { SendResult } from "@/lib/email";
import { notify } from "./notify";
import { reportOutcome } from "./report-outcome";
import type { Submission } from "./use-submission";

type ValidationIssue = keyof typeof forms.validation;

interface CheckedFormOptions<Values, Issue extends ValidationIssue> {
  values: Values;
  /** The first rule broken, in the form's order (docs/decisions.md#d15), or null. */
  validate: (values: Values) => Issue | null;
  fieldOfIssue: Record<Issue, keyof Values & string>;
  send: (values: Values, honeypot: string) => Promise<SendResult>;
  /** Clears the form and shows the success toast. */
  onSent: () => void;
  failureMessage: string;
  submission: Submission;
}

/**
 * The submit path of the two signup forms: check the rules in order, point at the field at fault
 * with its message, then send once. A failed send shows the failure toast and keeps every value; one
 * that timed out and arrives after all is reported then (see reportOutcome).
 */
export function useCheckedForm<Values, Issue extends ValidationIssue>(options: CheckedFormOptions<Values, Issue>) {
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  /** The field at fault and the form's message for it, shown under the field until it is edited. */
  const [invalid, setInvalid] = useState<{ field: keyof Values; message: string } | null>(null);
  const fieldId = (field: keyof Values & string) => `${id}-${field}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values, validate, fieldOfIssue, send, onSent, failureMessage, submission } = options;
    if (submission.sending) return;
    const issue = validate(values);
    if (issue) {
      const field = fieldOfIssue[issue];
      // Rendered before focus moves, so a screen reader meets the field already invalid and described.
      flushSync(() => setInvalid({ field, message: forms.validation[issue] }));
      // Centred rather than scrolled to the top edge, where the fixed navbar and the toast would cover it (WCAG 2.4.11).
      const element = document.getElementById(fieldId(field));
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: "center" });
      notify.error(forms.validation[issue]);
      return;
    }
    setInvalid(null);
    const trap = honeypot.current?.value ?? "";
    void submission.run(async () => {
      reportOutcome(await send(values, trap), { onSent, failureMessage });
    });
  }

  return { honeypotId: `${id}-trap`, honeypot, invalid, setInvalid, fieldId, handleSubmit };
}

"use client";

import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The browser's own validation, put into words under each field (WCAG 3.3.1). When a submit is
 * refused, the browser fires `invalid` on every field at fault and focuses the first; each gets the
 * browser's own validationMessage (the site adds no wording of its own for these rules). As the visitor
 * edits a flagged field, its message follows the value and goes once the value is valid.
 */
export function useNativeErrors<Name extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  const set = (name: Name, message: string | undefined) =>
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));

  return {
    errors,
    // flushSync: the message is in the page before the browser moves focus to the first field at fault.
    onInvalid: (name: Name) => (event: FormEvent<Control>) => {
      const message = event.currentTarget.validationMessage;
      flushSync(() => set(name, message));
    },
    /** Call from onChange with the edited control. */
    recheck(name: Name, control: Pick<Control, "validity" | "validationMessage">) {
      if (errors[name] === undefined) return;
      set(name, control.validity.valid ? undefined : control.validationMessage);
    },
  };
}

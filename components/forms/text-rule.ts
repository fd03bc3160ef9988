"use client";

import type { FormEvent } from "react";
import { isWhitespaceOnly } from "@/lib/validation";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * An `onInput` handler: a value of only spaces gets `message` as the control's own validity message, so
 * the browser refuses the submit and shows it, exactly as it shows `required`'s message for an empty one.
 */
export function textRule(message: string) {
  return (event: FormEvent<TextControl>) => {
    const control = event.currentTarget;
    control.setCustomValidity(isWhitespaceOnly(control.value) ? message : "");
  };
}

/** Shows `message` on the named control with the browser's bubble (for a value that reached submit anyway). */
export function reportOnControl(form: HTMLFormElement, name: string, message: string) {
  const control = form.elements.namedItem(name);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
  control.setCustomValidity(message);
  control.reportValidity();
}

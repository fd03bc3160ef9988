"use client";

import { toast } from "sonner";

/**
 * The toast text plus the remaining-time bar (its animation is styled in globals.css). sonner's region
 * is polite; an error's text is an alert of its own, so screen readers announce it at once.
 */
function ToastMessage({ text, urgent = false }: { text: string; urgent?: boolean }) {
  return (
    <>
      <span role={urgent ? "alert" : undefined}>{text}</span>
      <span aria-hidden="true" className="toast-progress" />
    </>
  );
}

/** Outcome toasts of the forms. Errors use sonner's error type, drawn in the site's red (globals.css). */
export const notify = {
  success(text: string) {
    toast.success(<ToastMessage text={text} />);
  },
  error(text: string) {
    toast.error(<ToastMessage text={text} urgent />);
  },
};

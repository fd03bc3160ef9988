"use client";

import { toast } from "sonner";

/** The toast text plus the remaining-time bar (its animation is styled in globals.css). */
function ToastMessage({ text }: { text: string }) {
  return (
    <>
      <span>{text}</span>
      <span aria-hidden="true" className="toast-progress" />
    </>
  );
}

/** Outcome toasts of the forms. Errors use sonner's error type, drawn red (richColors). */
export const notify = {
  success(text: string) {
    toast.success(<ToastMessage text={text} />);
  },
  error(text: string) {
    toast.error(<ToastMessage text={text} />);
  },
};

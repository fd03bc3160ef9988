"use client";

import { loadSonner } from "@/components/ui/lazy-sonner";

/**
 * The toast text plus the remaining-time bar (its animation is styled in components/ui/toasts.css). sonner's region
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

/** Error toasts still on screen: a success closes them, so no red lingers under the green (docs/decisions.md#d102). */
const errorToasts = new Set<string | number>();

/** Outcome toasts of the forms. Errors use sonner's error type, drawn in the site's red (components/ui/toasts.css). */
export const notify = {
  success(text: string) {
    show("success", text);
  },
  error(text: string) {
    show("error", text);
  },
};

function show(kind: "success" | "error", text: string) {
  loadSonner().then(
    ({ toast }) => {
      if (kind === "success") {
        for (const id of errorToasts) toast.dismiss(id);
        errorToasts.clear();
      }
      const id = toast[kind](<ToastMessage text={text} urgent={kind === "error"} />, {
        onDismiss: (closed) => errorToasts.delete(closed.id),
        onAutoClose: (closed) => errorToasts.delete(closed.id),
      });
      if (kind === "error") errorToasts.add(id);
    },
    () => console.error(`[toast] could not load the toaster to show a ${kind} toast`),
  );
}

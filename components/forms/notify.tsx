"use client";

import { loadSonner } from "@/components/ui/lazy-sonner";

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
    show("success", text);
  },
  error(text: string) {
    show("error", text);
  },
};

function show(kind: "success" | "error", text: string) {
  loadSonner().then(
    ({ toast }) => toast[kind](<ToastMessage text={text} />),
    () => console.error(`[toast] could not load the toaster to show a ${kind} toast`),
  );
}

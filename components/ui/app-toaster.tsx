"use client";

import { useEffect, type CSSProperties } from "react";
import { Toaster } from "sonner";
import { forms } from "@/content/forms";

/** Toasts close after this long unless hovered (DECISIONS 14); the remaining-time bar uses it too. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toaster (DECISIONS 14): top-right, 5000 ms, paused while hovered or pressed, a close button,
 * swipe to dismiss (sonner's own), click anywhere on a toast to close it, and a remaining-time bar.
 */
export function AppToaster() {
  useEffect(() => {
    // sonner has no close-on-click: a click on a toast presses its own close button.
    const closeOnClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toastElement = target?.closest<HTMLElement>("[data-sonner-toast]");
      if (!toastElement || target?.closest("button") || toastElement.dataset.removed === "true") return;
      toastElement.querySelector<HTMLButtonElement>("[data-close-button]")?.click();
    };
    document.addEventListener("click", closeOnClick);
    return () => document.removeEventListener("click", closeOnClick);
  }, []);

  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      offset={{ top: 88, right: 24 }}
      mobileOffset={{ top: 80, left: 16, right: 16 }}
      containerAriaLabel={forms.toasts.regionLabel}
      toastOptions={{ closeButtonAriaLabel: forms.toasts.closeLabel, className: "app-toast" }}
      style={{ "--toast-duration": `${TOAST_DURATION_MS}ms` } as CSSProperties}
    />
  );
}

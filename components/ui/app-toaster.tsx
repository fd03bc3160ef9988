"use client";

import { useEffect, useSyncExternalStore, type CSSProperties } from "react";
import type { FormsContent } from "@/content/types";
import { loadedSonner, subscribeToSonner } from "./lazy-sonner";

/** Toasts close after this long unless hovered (docs/decisions.md#d20); the remaining-time bar uses it too. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toaster (docs/decisions.md#d20): top-right, 5000 ms, paused while hovered or pressed, a close button,
 * swipe to dismiss (sonner's own), click anywhere on a toast to close it, and a remaining-time bar.
 * sonner is in no page's JavaScript until a visitor starts on a form: it loads at a form's first focus (or for
 * the first toast), so a page only read costs nothing, and the toaster's live region is in place well before
 * the send it announces (an error toast is also an alert of its own: components/forms/notify.tsx).
 */
export function AppToaster({ labels }: { labels: FormsContent["toasts"] }) {
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, () => null);
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

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-right"
      theme="system"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      offset={{ top: 88, right: 24 }}
      mobileOffset={{ top: 80, left: 16, right: 16 }}
      containerAriaLabel={labels.regionLabel}
      toastOptions={{ closeButtonAriaLabel: labels.closeLabel, className: "app-toast" }}
      style={{ "--toast-duration": `${TOAST_DURATION_MS}ms` } as CSSProperties}
    />
  );
}

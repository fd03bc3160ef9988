"use client";

import { useEffect, useSyncExternalStore, type CSSProperties } from "react";
import { forms } from "@/content/forms";
import { loadedSonner, loadSonner, subscribeToSonner } from "./lazy-sonner";

/** Toasts close after this long unless hovered (docs/decisions.md#d20); the remaining-time bar uses it too. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toaster (docs/decisions.md#d20): top-right, 5000 ms, paused while hovered or pressed, a close button,
 * swipe to dismiss (sonner's own), click anywhere on a toast to close it, and a remaining-time bar.
 * sonner is not in any page's first-load JavaScript: it loads once the page is idle (or at a form's first
 * focus, or the first toast), so its live region is in place before a toast is ever spoken.
 */
export function AppToaster() {
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, () => null);
  useEffect(() => {
    const load = () => void loadSonner().catch(() => {});
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 1000);
    return () => window.clearTimeout(timer);
  }, []);
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

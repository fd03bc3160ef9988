"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A form whose code loads when the visitor comes near it (docs/decisions.md#d120): a screen away, or on a focus or a
 * touch inside its area. Until then the module is null in the browser and the server's HTML stays in the area,
 * unhydrated (read-only, as any form before hydration); then the loaded form takes its place, and a field that had the
 * focus has it again. On the server the module is there from the start (`serverModule`); a page rendered in the
 * browser (a link followed inside the site) has no server HTML, so its form loads at once.
 */
export function useNearbyForm<Module>(serverModule: Module | null, load: () => Promise<Module>) {
  const area = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(serverModule);
  /** The name of the server's field that had the focus when it was replaced ("" for none named). */
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let loading = false;
    const start = () => {
      if (loading) return;
      loading = true;
      load().then(
        (module) => {
          const active = document.activeElement;
          refocus.current = element.contains(active) ? ((active as HTMLInputElement).name ?? "") : null;
          setLoaded(() => module);
        },
        // Offline before the service worker kept the chunk: a focus or a touch tries again.
        () => void (loading = false),
      );
    };
    // A page reached by a link inside the site has no server HTML to show: its form loads at once.
    if (!element.firstChild) start();
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && start(), { rootMargin: "0px 0px 100% 0px" });
    observer.observe(element);
    element.addEventListener("focusin", start);
    element.addEventListener("pointerdown", start);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", start);
      element.removeEventListener("pointerdown", start);
    };
  }, [load]);

  useEffect(() => {
    const name = refocus.current;
    if (loaded && name !== null) area.current?.querySelector<HTMLElement>(name ? `[name="${name}"]` : "input")?.focus();
  }, [loaded]);

  return [loaded, area] as const;
}

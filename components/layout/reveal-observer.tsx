"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * The page's scroll reveal (components/ui/reveal.tsx): one IntersectionObserver for every block, started when the page
 * is idle after hydration, rather than an observer and a React state per block (docs/decisions.md#d107). A block already
 * on screen, or scrolled to before the page was idle, stays as the server drew it.
 */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    if (!("IntersectionObserver" in window) || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute("data-reveal", "shown");
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.1 },
    );
    const arm = () => {
      const blocks = [...document.querySelectorAll('[data-reveal="static"]')];
      // Every position read before any block is hidden: one layout, not one per block.
      const below = blocks.filter((block) => block.getBoundingClientRect().top > innerHeight);
      for (const block of below) {
        block.setAttribute("data-reveal", "armed");
        observer.observe(block);
      }
    };
    const idle = self.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const cancel = self.cancelIdleCallback ?? clearTimeout;
    const handle = idle(arm);
    return () => {
      cancel(handle);
      observer.disconnect();
    };
  }, [pathname]);
  return null;
}

"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Where `snap-row` scrolls (app/globals.css): below 48 rem. */
const SCROLLS = "(width < 48rem)";

/**
 * A card row is a tab stop only where it scrolls (components/ui/card-row.tsx, docs/decisions.md#d119): from 768 px it
 * is a grid, and a stop there would lead nowhere. Without a script the server's stop stays, at every width.
 */
export function ScrollRowFocus() {
  const pathname = usePathname();
  useEffect(() => {
    const query = matchMedia(SCROLLS);
    const apply = () => {
      for (const row of document.querySelectorAll("[data-scroll-row]")) {
        if (query.matches) row.setAttribute("tabindex", "0");
        else row.removeAttribute("tabindex");
      }
    };
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [pathname]);
  return null;
}

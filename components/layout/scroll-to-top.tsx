"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Every path change starts at the top of the page, unless the link targets an anchor such as /#contact.
 * The first path is left alone: a visitor who scrolled before the page hydrated (or whose reload the
 * browser put back mid-page) stays where they are.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}

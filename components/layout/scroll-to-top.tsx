"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every path change starts at the top of the page, unless the link targets an anchor such as /#contact. */
export function ScrollToTop() {
  const pathname = usePathname();

  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}

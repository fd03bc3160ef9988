"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { clsx } from "clsx";
import { withoutLocale } from "@/lib/locale-path";
import { darkHeroPaths } from "@/lib/routes";

/** Vertical scroll, in px, after which the navbar turns solid. */
const SCROLL_THRESHOLD = 20;

const TOGGLE = "[data-menu-toggle] button[aria-controls]";

/**
 * The navbar's only script (issue 38): the header is server markup (navbar.tsx); this frame keeps what needs the
 * browser. It marks the header solid when scrolled or when the phone menu is open, and `data-hero` while the page
 * under it starts with a dark hero (the links' light look is CSS: `in-data-hero:`), following the pathname as the
 * layout is not rendered again on a link inside the site. It runs the phone menu on the server's DOM: open and close,
 * name swap, Escape, focus leaving, a link chosen.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const header = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The navbar is on every page, so its first effect marks the document as hydrated: the e2e suite waits for it.
    document.documentElement.dataset.hydrated = "true";
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useLayoutEffect(() => {
    const toggle = header.current?.querySelector<HTMLButtonElement>(TOGGLE);
    if (!toggle) return;
    if (!started.current) {
      started.current = true;
      // A tap before hydration was answered by the page's loader (scripts/build/paint-first.mjs): take its state over.
      if (toggle.getAttribute("aria-expanded") === "true") setMenuOpen(true);
      return;
    }
    toggle.setAttribute("aria-expanded", String(menuOpen));
    toggle.setAttribute("aria-label", (menuOpen ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? "");
    const [bars, cross] = toggle.querySelectorAll("path");
    bars?.setAttribute("display", menuOpen ? "none" : "inline");
    cross?.setAttribute("display", menuOpen ? "inline" : "none");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !menuOpen;
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes and hands focus back to the toggle, so keyboard users keep their place.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      header.current?.querySelector<HTMLButtonElement>(TOGGLE)?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  // The toggle opens and closes the menu; any link chosen in the header closes it.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(TOGGLE)) setMenuOpen((open) => !open);
    else if (target?.closest("a")) setMenuOpen(false);
  };

  // Tabbing past the menu's last link closes it, so it never covers the element that now has focus (WCAG 2.4.11).
  // Only a move to another element counts: a tap that focuses nothing leaves it open.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const menu = event.target instanceof Element ? event.target.closest("[data-menu-toggle]") : null;
    const next = event.relatedTarget;
    if (menuOpen && menu && next instanceof Node && !menu.contains(next)) setMenuOpen(false);
  };

  const solid = scrolled || menuOpen;
  const onDarkHero = darkHeroPaths.includes(withoutLocale(pathname)) && !solid;

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      data-hero={onDarkHero ? "" : undefined}
      onClick={onClick}
      onBlur={onBlur}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        solid ? "bg-raised shadow-md shadow-shade" : "bg-transparent",
      )}
    >
      {children}
    </header>
  );
}

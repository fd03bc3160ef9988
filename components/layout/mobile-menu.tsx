"use client";

import { SiteLink } from "@/components/ui/site-link";
import { useEffect, useId, useRef, type FocusEvent } from "react";
import type { AudienceDoor as Door, LinkContent } from "@/content/types";
import type { LanguageOption } from "@/lib/locale-path";
import { clsx } from "clsx";
import { buttonClasses } from "@/components/ui/button-classes";
import { AudienceDoor } from "./audience-door";
import { LanguageSwitch } from "./language-switch";
import { NavItems } from "./nav-items";

interface MobileMenuProps {
  items: LinkContent[];
  doors: Door[];
  cta: LinkContent;
  languages: LanguageOption[];
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDarkHero: boolean;
  openLabel: string;
  closeLabel: string;
}

export function MobileMenu({ items, doors, cta, languages, pathname, open, onOpenChange, onDarkHero, openLabel, closeLabel }: MobileMenuProps) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A tap before hydration was answered by the page's loader (scripts/build/paint-first.mjs): take its state over.
    if (toggle.current?.getAttribute("aria-expanded") === "true") onOpenChange(true);
  }, [onOpenChange]);

  useEffect(() => {
    if (!open) return;
    // Escape closes and hands focus back to the toggle, so keyboard users keep their place.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onOpenChange(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);

  // Tabbing past the last link closes the menu, so it never covers the element that now has focus
  // (WCAG 2.4.11). Only a move to another element counts: a tap that focuses nothing leaves it open.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return (
    <div data-menu-toggle className="lg:hidden" onBlur={closeWhenFocusLeaves}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        data-open-label={openLabel}
        data-close-label={closeLabel}
        onClick={() => onOpenChange(!open)}
        className={clsx(
          "inline-flex size-11 items-center justify-center rounded-full transition-colors",
          // Over the dark hero the focus ring turns white, as brand-700 would vanish there.
          onDarkHero ? "text-white hover:bg-white/10 focus-visible:outline-white" : "text-ink hover:bg-surface",
        )}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-6">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-raised shadow-lg shadow-shade"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {/* Each audience's door first, side by side: the whole tile is the link's target. */}
          <li className="grid grid-cols-2 gap-3 py-2">
            {doors.map((door, index) => (
              <AudienceDoor
                key={door.href}
                door={door}
                id={`menu-door-${index}`}
                onNavigate={close}
                className="relative flex flex-col rounded-2xl border border-line px-4 py-3 text-sm hover:bg-surface"
                audienceClassName="text-xs text-muted"
                linkClassName="font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl"
              />
            ))}
          </li>
          <NavItems
            items={items}
            pathname={pathname}
            onNavigate={close}
            linkClassName={(active) =>
              clsx("block rounded-xl px-4 py-3 text-base font-medium", active ? "bg-tint text-brand-strong" : "text-body hover:bg-surface")
            }
          />
          <li>
            <LanguageSwitch languages={languages} onNavigate={close} className="block rounded-xl px-4 py-3 text-base font-medium text-body hover:bg-surface" />
          </li>
          <li className="pt-2">
            <SiteLink href={cta.href} onClick={close} className={buttonClasses("primary", "lg", "w-full")}>
              {cta.label}
            </SiteLink>
          </li>
        </ul>
      </div>
    </div>
  );
}

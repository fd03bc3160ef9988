import { SiteLink } from "@/components/ui/site-link";
import type { AudienceDoor as Door, LinkContent } from "@/content/types";
import type { LanguageOption } from "@/lib/locale-path";
import { buttonClasses } from "@/components/ui/button-classes";
import { AudienceDoor } from "./audience-door";
import { LanguageSwitch } from "./language-switch";
import { NavItems } from "./nav-items";

interface MobileMenuProps {
  items: LinkContent[];
  doors: Door[];
  cta: LinkContent;
  languages: LanguageOption[];
  openLabel: string;
  closeLabel: string;
}

/** The panel's id: one header per page. */
const PANEL_ID = "site-menu";

/**
 * The phone menu's markup, closed. The header's frame (header-frame.tsx) opens and closes it on this DOM, and the
 * page's loader before hydration (scripts/build/paint-first.mjs): `aria-expanded`, the name, the panel's `hidden`.
 * Its icon shows bars, or a cross once the frame has opened it.
 */
export function MobileMenu({ items, doors, cta, languages, openLabel, closeLabel }: MobileMenuProps) {
  return (
    <div data-menu-toggle className="lg:hidden">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        aria-label={openLabel}
        data-open-label={openLabel}
        data-close-label={closeLabel}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface in-data-hero:text-white in-data-hero:hover:bg-white/10 in-data-hero:focus-visible:outline-white"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-6">
          <path d="M4 7h16M4 12h16M4 17h16" />
          <path d="M6 6l12 12M18 6 6 18" display="none" />
        </svg>
      </button>

      <div
        id={PANEL_ID}
        hidden
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
                className="relative flex flex-col rounded-2xl border border-line px-4 py-3 text-sm hover:bg-surface"
                audienceClassName="text-xs text-muted"
                linkClassName="font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl"
              />
            ))}
          </li>
          <NavItems
            items={items}
            className="block rounded-xl px-4 py-3 text-base font-medium"
            activeClassName="bg-tint text-brand-strong"
            inactiveClassName="text-body hover:bg-surface"
          />
          <li>
            <LanguageSwitch languages={languages} className="block rounded-xl px-4 py-3 text-base font-medium text-body hover:bg-surface" />
          </li>
          <li className="pt-2">
            <SiteLink href={cta.href} className={buttonClasses("primary", "lg", "w-full")}>
              {cta.label}
            </SiteLink>
          </li>
        </ul>
      </div>
    </div>
  );
}

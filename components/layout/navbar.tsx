import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";
import type { AudienceDoor as Door, LinkContent } from "@/content/types";
import type { LanguageOption } from "@/lib/locale-path";
import { buttonClasses } from "@/components/ui/button-classes";
import { AudienceDoor } from "./audience-door";
import { HeaderFrame } from "./header-frame";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavItems } from "./nav-items";
import { NavLink } from "./nav-link";

interface NavbarProps {
  logo: ReactNode;
  /** The home page of the page's language. */
  homeHref: string;
  items: LinkContent[];
  /** Each audience's door, after the pages (docs/decisions.md#d104). */
  doors: Door[];
  cta: LinkContent;
  /** The page in each other language (the language switch). */
  languages: LanguageOption[];
  homeLabel: string;
  /** The navigation landmark's name. */
  navLabel: string;
  menuOpenLabel: string;
  menuCloseLabel: string;
}

/**
 * The header's markup, rendered on the server: its states (scrolled, menu open, the dark hero's light look, the page on
 * screen) are attributes set by small islands (header-frame.tsx, nav-link.tsx), and CSS does the look. `in-data-hero:`
 * overrides the look over the dark hero, where the focus ring turns white as brand-700 would vanish there.
 */
export function Navbar({ logo, homeHref, items, doors, cta, languages, homeLabel, navLabel, menuOpenLabel, menuCloseLabel }: NavbarProps) {
  return (
    <HeaderFrame>
      <nav aria-label={navLabel} className="container-page flex h-16 items-center justify-between gap-6 lg:h-20">
        <SiteLink href={homeHref} aria-label={homeLabel} className="rounded-md text-ink in-data-hero:text-white in-data-hero:focus-visible:outline-white">
          {logo}
        </SiteLink>

        {/* Below 1024 px the pages and both doors do not fit one row, in French: the menu holds them. */}
        <ul className="hidden items-center gap-1 lg:flex">
          <NavItems
            items={items}
            className="rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-surface hover:text-ink in-data-hero:text-white in-data-hero:hover:bg-white/10 in-data-hero:hover:text-white in-data-hero:focus-visible:outline-white"
            activeClassName="text-brand in-data-hero:bg-white/15"
            inactiveClassName="text-body"
          />
          {doors.map((door, index) => (
            <li key={door.href}>
              <AudienceDoor
                door={door}
                id={`navbar-door-${index}`}
                className="flex flex-col px-3 text-sm"
                audienceClassName="text-xs text-muted in-data-hero:text-white/75"
                linkClassName="rounded-sm font-semibold text-brand underline-offset-4 hover:underline in-data-hero:text-white in-data-hero:focus-visible:outline-white"
              />
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch
            languages={languages}
            className="rounded-full px-3 py-2 text-sm font-medium text-body underline-offset-4 transition-colors hover:text-ink hover:underline in-data-hero:text-white in-data-hero:hover:text-white in-data-hero:focus-visible:outline-white"
          />
          {/* The primary button, and buttonClasses("light")'s look over the dark hero (components/ui/button-classes.ts). */}
          <NavLink
            href={cta.href}
            className={buttonClasses(
              "primary",
              "md",
              "in-data-hero:bg-white in-data-hero:text-ink-950 in-data-hero:hover:bg-brand-200 in-data-hero:focus-visible:outline-white",
            )}
          >
            {cta.label}
          </NavLink>
        </div>

        <MobileMenu items={items} doors={doors} cta={cta} languages={languages} openLabel={menuOpenLabel} closeLabel={menuCloseLabel} />
      </nav>
    </HeaderFrame>
  );
}

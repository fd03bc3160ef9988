"use client";

import { SiteLink } from "@/components/ui/site-link";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import type { AudienceDoor as Door, LinkContent } from "@/content/types";
import type { LanguageOption } from "@/lib/locale-path";
import { clsx } from "clsx";
import { withoutLocale } from "@/lib/locale-path";
import { darkHeroPaths, isActivePath } from "@/lib/routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { AudienceDoor } from "./audience-door";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavItems } from "./nav-items";

/** Vertical scroll, in px, after which the navbar turns solid. */
const SCROLL_THRESHOLD = 20;

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

export function Navbar({ logo, homeHref, items, doors, cta, languages, homeLabel, navLabel, menuOpenLabel, menuCloseLabel }: NavbarProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    // The navbar is on every page, so its first effect marks the document as hydrated: the e2e suite waits for it.
    document.documentElement.dataset.hydrated = "true";
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const solid = scrolled || menuOpen;
  const onDarkHero = darkHeroPaths.includes(withoutLocale(pathname)) && !solid;

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        solid ? "bg-raised shadow-md shadow-shade" : "bg-transparent",
      )}
    >
      <nav aria-label={navLabel} className="container-page flex h-16 items-center justify-between gap-6 lg:h-20">
        <SiteLink
          href={homeHref}
          aria-label={homeLabel}
          onClick={() => setMenuOpen(false)}
          // Over the dark hero the focus ring turns white, as brand-700 would vanish there.
          className={clsx("rounded-md", onDarkHero ? "text-white focus-visible:outline-white" : "text-ink")}
        >
          {logo}
        </SiteLink>

        {/* Below 1024 px the pages and both doors do not fit one row, in French: the menu holds them. */}
        <ul className="hidden items-center gap-1 lg:flex">
          <NavItems
            items={items}
            pathname={pathname}
            linkClassName={(active) =>
              clsx(
                "rounded-full px-4 py-2 text-sm font-medium transition-colors",
                onDarkHero
                  ? clsx("text-white hover:bg-white/10 focus-visible:outline-white", active && "bg-white/15")
                  : clsx("hover:bg-surface hover:text-ink", active ? "text-brand" : "text-body"),
              )
            }
          />
          {doors.map((door, index) => (
            <li key={door.href}>
              <AudienceDoor
                door={door}
                id={`navbar-door-${index}`}
                className="flex flex-col px-3 text-sm"
                audienceClassName={clsx("text-xs", onDarkHero ? "text-white/75" : "text-muted")}
                linkClassName={clsx(
                  "rounded-sm font-semibold underline-offset-4 hover:underline",
                  onDarkHero ? "text-white focus-visible:outline-white" : "text-brand",
                )}
              />
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch
            languages={languages}
            className={clsx(
              "rounded-full px-3 py-2 text-sm font-medium underline-offset-4 transition-colors hover:underline",
              onDarkHero ? "text-white focus-visible:outline-white" : "text-body hover:text-ink",
            )}
          />
          <SiteLink
            href={cta.href}
            aria-current={isActivePath(pathname, cta.href) ? "page" : undefined}
            className={buttonClasses(onDarkHero ? "light" : "primary")}
          >
            {cta.label}
          </SiteLink>
        </div>

        <MobileMenu
          items={items}
          doors={doors}
          cta={cta}
          languages={languages}
          pathname={pathname}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          onDarkHero={onDarkHero}
          openLabel={menuOpenLabel}
          closeLabel={menuCloseLabel}
        />
      </nav>
    </header>
  );
}

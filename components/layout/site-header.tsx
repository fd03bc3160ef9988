import { SiteLink } from "@/components/ui/site-link";
import type { Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import type { NavigationContent } from "@/content/types";
import { otherLanguages } from "@/lib/i18n";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { Navbar } from "./navbar";

export function SiteHeader({ locale, navigation }: { locale: Locale; navigation: NavigationContent }) {
  const languages = otherLanguages(locale);
  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-md bg-deep px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {navigation.skipLink}
      </a>
      <Navbar
        logo={<Logo />}
        homeHref={localePath(locale, routes.home)}
        items={navigation.main}
        doors={navigation.doors}
        cta={navigation.cta}
        languages={languages}
        homeLabel={navigation.homeLabel}
        navLabel={navigation.navLabel}
        menuOpenLabel={navigation.menuOpenLabel}
        menuCloseLabel={navigation.menuCloseLabel}
      />
      {/* Without JavaScript the menu toggle cannot open (the site's <head> hides it), so phones get the links as a
          plain row instead. */}
      <noscript>
        <nav aria-label={navigation.noScriptNavLabel} className="fixed inset-x-0 top-16 z-40 border-b border-line bg-raised lg:hidden">
          <ul className="container-page flex gap-4 overflow-x-auto py-2 text-sm font-medium whitespace-nowrap text-body">
            {[...navigation.main, ...navigation.doors, navigation.cta].map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="inline-block py-1">
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <LanguageSwitch languages={languages} className="inline-block py-1 text-brand" />
            </li>
          </ul>
        </nav>
      </noscript>
    </>
  );
}

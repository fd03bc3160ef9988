import Link from "next/link";
import { navigation } from "@/content/navigation";
import { Logo } from "./logo";
import { Navbar } from "./navbar";

export function SiteHeader() {
  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-md bg-ink-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {navigation.skipLink}
      </a>
      <Navbar
        logo={<Logo />}
        items={navigation.main}
        cta={navigation.cta}
        homeLabel={navigation.homeLabel}
        navLabel={navigation.navLabel}
        menuOpenLabel={navigation.menuOpenLabel}
        menuCloseLabel={navigation.menuCloseLabel}
      />
      {/* Without JavaScript the menu toggle cannot open, so phones get the links as a plain row instead. */}
      <noscript>
        <style>{"[data-menu-toggle]{display:none}"}</style>
        <nav aria-label={navigation.noScriptNavLabel} className="fixed inset-x-0 top-16 z-40 border-b border-line bg-white md:hidden">
          <ul className="container-page flex gap-4 overflow-x-auto py-2 text-sm font-medium whitespace-nowrap text-ink-800">
            {[...navigation.main, navigation.cta].map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="inline-block py-1">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </>
  );
}

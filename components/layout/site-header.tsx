import { navigation } from "@/content/navigation";
import { Logo } from "./logo";
import { Navbar } from "./navbar";

export function SiteHeader() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-ink-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {navigation.skipLink}
      </a>
      <Navbar
        logo={<Logo />}
        items={navigation.main}
        cta={navigation.cta}
        homeLabel={navigation.homeLabel}
        menuOpenLabel={navigation.menuOpenLabel}
        menuCloseLabel={navigation.menuCloseLabel}
      />
    </>
  );
}

import { SiteLink } from "@/components/ui/site-link";
import type { LinkContent } from "@/content/types";
import { isActivePath } from "@/lib/routes";

interface NavItemsProps {
  items: LinkContent[];
  pathname: string;
  /** Each link's classes, knowing whether it is the page on screen. */
  linkClassName: (active: boolean) => string;
  /** Choosing a link (the phone menu closes). */
  onNavigate?: () => void;
}

/** The navbar's links as list items, the page on screen marked `aria-current`: the same in the bar and in the phone menu. */
export function NavItems({ items, pathname, linkClassName, onNavigate }: NavItemsProps) {
  return items.map((item) => {
    const active = isActivePath(pathname, item.href);
    return (
      <li key={item.href}>
        <SiteLink href={item.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={linkClassName(active)}>
          {item.label}
        </SiteLink>
      </li>
    );
  });
}

import type { LinkContent } from "@/content/types";
import { NavLink } from "./nav-link";

interface NavItemsProps {
  items: LinkContent[];
  className: string;
  /** Added to the link that is the page on screen. */
  activeClassName: string;
  inactiveClassName: string;
}

/** The navbar's links as list items, the page on screen marked `aria-current`: the same in the bar and in the phone menu. */
export function NavItems({ items, className, activeClassName, inactiveClassName }: NavItemsProps) {
  return items.map((item) => (
    <li key={item.href}>
      <NavLink href={item.href} className={className} activeClassName={activeClassName} inactiveClassName={inactiveClassName}>
        {item.label}
      </NavLink>
    </li>
  ));
}

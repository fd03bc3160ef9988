import { SiteLink } from "./site-link";
import type { LinkContent } from "@/content/types";

interface LinkListNavProps {
  /** The landmark's name and its visible heading. */
  title: string;
  links: LinkContent[];
  className?: string;
  headingClassName: string;
  listClassName: string;
  linkClassName: string;
}

/** A titled list of links in its own navigation landmark: a footer column, a legal page's related pages. */
export function LinkListNav({ title, links, className, headingClassName, listClassName, linkClassName }: LinkListNavProps) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className={headingClassName}>{title}</h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={linkClassName}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

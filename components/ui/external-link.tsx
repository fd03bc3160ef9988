import type { ReactNode } from "react";

interface ExternalLinkProps {
  href: string;
  /** Said after the link's words by screen readers: "(opens in a new tab)". */
  newTabNote: string;
  /** The language of the page it leads to, when it is not the page's own. */
  hrefLang?: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site: it opens in a new tab, says so to screen readers, and passes on no opener or referrer. */
export function ExternalLink({ href, newTabNote, hrefLang, className, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" hrefLang={hrefLang} className={className}>
      {children}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}

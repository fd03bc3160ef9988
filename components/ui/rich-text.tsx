import { SiteLink } from "@/components/ui/site-link";
import { Fragment, type ReactNode } from "react";
import { cn } from "@/lib/cn";

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClass =
  "font-medium break-words text-brand underline decoration-brand/30 underline-offset-4 transition-colors hover:text-brand-strong hover:decoration-brand-strong";

function renderLink(label: string, href: string, key: number, newTabNote: string): ReactNode {
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <SiteLink key={key} href={href} className={linkClass}>
        {label}
      </SiteLink>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {label}
        <span className="sr-only"> {newTabNote}</span>
      </a>
    );
  }
  // mailto: and tel: links.
  return (
    <a key={key} href={href} className={linkClass}>
      {label}
    </a>
  );
}

/**
 * A paragraph of copy in which `[label](href)` becomes a link: site paths use the router, other
 * websites open in a new tab (`newTabNote` tells screen-reader users so). Everything else is plain text, so copy can never inject markup.
 */
export function RichText({ text, newTabNote, className }: { text: string; newTabNote: string; className?: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = "", href = ""] = match;
    parts.push(text.slice(last, match.index));
    parts.push(renderLink(label, href, match.index, newTabNote));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <p className={cn(className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </p>
  );
}

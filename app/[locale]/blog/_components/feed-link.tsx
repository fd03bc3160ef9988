import type { BlogCopy } from "@/content/types";
import { cn } from "@/lib/cn";

interface FeedLinkProps {
  /** The feed of the page's language (lib/routes.ts feedPath). */
  href: string;
  copy: BlogCopy["feed"];
  className?: string;
}

/**
 * The feed icon (a dot and two arcs), drawn here rather than in the shared icon set: the signup page's form
 * islands carry that set in their JavaScript, and a page should not pay for an icon it never shows.
 */
function FeedIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M4 11a9 9 0 0 1 9 9" />
      <path d="M4 4a16 16 0 0 1 16 16" />
      <circle cx="5" cy="19" r="1" />
    </svg>
  );
}

/**
 * The invitation to follow the blog in a feed reader: a plain link to the RSS file (a router link would try to
 * fetch it as a page), with a sentence saying what following it gives.
 */
export function FeedLink({ href, copy, className }: FeedLinkProps) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-600", className)}>
      <a
        href={href}
        type="application/rss+xml"
        className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-sm transition-colors hover:border-brand-300 hover:text-brand-800"
      >
        <FeedIcon className="size-4 text-accent-600" />
        {copy.linkLabel}
      </a>
      <span className="text-sm">{copy.invitation}</span>
    </p>
  );
}

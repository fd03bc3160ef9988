import type { BlogCopy } from "@/content/types";
import { buttonClasses } from "@/components/ui/button-classes";
import { cn } from "@/lib/cn";

interface FeedLinkProps {
  /** The feed of the page's language (lib/routes.ts feedPath). */
  href: string;
  copy: BlogCopy["feed"];
  className?: string;
}

/**
 * The invitation to follow the blog in a feed reader: a plain link to the RSS file (a router link would try to
 * fetch it as a page), with a sentence saying what following it gives. The feed icon (a dot and two arcs) is
 * drawn here, not in the shared icon set: the signup page's form islands carry that set in their JavaScript.
 */
export function FeedLink({ href, copy, className }: FeedLinkProps) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 text-muted", className)}>
      <a href={href} type="application/rss+xml" className={buttonClasses("outline")}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
          className="size-4 text-accent"
        >
          <path d="M4 11a9 9 0 0 1 9 9" />
          <path d="M4 4a16 16 0 0 1 16 16" />
          <circle cx="5" cy="19" r="1" />
        </svg>
        {copy.linkLabel}
      </a>
      <span className="text-sm">{copy.invitation}</span>
    </p>
  );
}

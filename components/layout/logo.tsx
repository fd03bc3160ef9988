import { cn } from "@/lib/cn";
import { site } from "@/content/site";

/**
 * Mark plus wordmark; the wordmark inherits the text colour so the navbar can flip it on dark pages.
 * The mark is drawn inline (the same drawing as public/logo-mark.svg): a request of its own would
 * compete with the page's first paint on a slow connection.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 text-lg font-bold tracking-tight", className)}>
      <svg viewBox="0 0 40 40" fill="none" aria-hidden="true" className="size-8 shrink-0">
        <path d="M8 10h24M20 10v21" stroke="#0D9488" strokeWidth="4" strokeLinecap="round" />
        <circle cx="8" cy="10" r="5" fill="#0D9488" />
        <circle cx="20" cy="31" r="5" fill="#0D9488" />
        <circle cx="32" cy="10" r="5" fill="#F59E0B" />
      </svg>
      <span>{site.name}</span>
    </span>
  );
}

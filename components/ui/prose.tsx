import { cn } from "@/lib/cn";

/**
 * Typography for long-form HTML rendered at build time from Markdown in content/ (never from visitors): the `prose`
 * utility of app/globals.css styles its elements.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn("prose text-lg leading-relaxed text-body", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

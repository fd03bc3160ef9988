import { cn } from "@/lib/cn";

/** A soft blurred disc behind a band's content; the caller sets its place, size and colour. Decorative. */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn("absolute -z-10 rounded-full blur-3xl", className)} />;
}

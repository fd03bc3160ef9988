import Image from "next/image";
import { cn } from "@/lib/cn";
import { site } from "@/content/site";

/** Mark plus wordmark; the wordmark inherits the text colour so the navbar can flip it on dark pages. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 text-lg font-bold tracking-tight", className)}>
      <Image src="/logo-mark.svg" alt="" width={32} height={32} className="size-8" priority />
      <span>{site.name}</span>
    </span>
  );
}

import type { SocialLink } from "@/content/types";
import { cn } from "@/lib/cn";
import { SocialIcon } from "@/components/ui/social-icon";

interface SocialLinksProps {
  links: SocialLink[];
  tone?: "dark" | "light";
  className?: string;
}

export function SocialLinks({ links, tone = "dark", className }: SocialLinksProps) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
            className={cn(
              "inline-flex items-center justify-center rounded-full transition-colors",
              tone === "dark"
                ? "size-10 bg-white/10 text-white hover:bg-brand-500 hover:text-ink-950"
                : "size-9 bg-tint text-brand-strong hover:bg-brand hover:text-on-brand",
            )}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

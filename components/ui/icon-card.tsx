import type { ReactNode } from "react";
import type { IconName } from "@/content/types";
import { cn } from "@/lib/cn";
import { Icon } from "./icon";

interface IconCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** Small label above the title, such as a goal number. */
  badge?: string;
  headingLevel?: "h2" | "h3";
  className?: string;
  children?: ReactNode;
}

export function IconCard({ icon, title, description, badge, headingLevel: Heading = "h3", className, children }: IconCardProps) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-card transition-shadow duration-300 hover:shadow-card-hover",
        className,
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
        <Icon name={icon} />
      </span>
      {badge && <p className="mt-6 text-xs font-semibold tracking-wider text-accent-600 uppercase">{badge}</p>}
      <Heading className={cn("text-xl font-semibold text-ink-950", badge ? "mt-1" : "mt-6")}>{title}</Heading>
      <p className="mt-3 leading-relaxed text-ink-600">{description}</p>
      {children}
    </article>
  );
}

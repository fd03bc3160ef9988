import { cn } from "@/lib/cn";
import { UnbrokenWords } from "./unbroken-words";

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Page titles are `h1`; section titles are `h2`. */
  as?: "h1" | "h2";
  align?: "center" | "left";
  tone?: "dark" | "light";
  id?: string;
  className?: string;
}

export function SectionHeading({ eyebrow, title, intro, as: Heading = "h2", align = "center", tone = "dark", id, className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className={cn("eyebrow mb-3", tone === "light" && "text-brand-300")}>{eyebrow}</p>}
      <Heading
        id={id}
        className={cn(
          "tracking-tight text-balance",
          // A page's title speaks in the display weight, as the home page's does (docs/design.md).
          Heading === "h1" ? "text-4xl font-extrabold sm:text-5xl" : "text-3xl font-bold sm:text-4xl",
          tone === "dark" ? "text-ink" : "text-white",
        )}
      >
        <UnbrokenWords text={title} />
      </Heading>
      {intro && <p className={cn("mt-4 leading-relaxed text-pretty sm:text-lg", tone === "dark" ? "text-muted" : "text-white/80")}>{intro}</p>}
    </div>
  );
}

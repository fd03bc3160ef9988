import { cn } from "@/lib/cn";

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
      {eyebrow && <p className={cn("mb-3 eyebrow", tone === "light" && "text-brand-300")}>{eyebrow}</p>}
      <Heading
        id={id}
        className={cn(
          "font-bold tracking-tight text-balance",
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
          tone === "dark" ? "text-ink-950" : "text-white",
        )}
      >
        {title}
      </Heading>
      {intro && <p className={cn("mt-4 text-lg leading-relaxed text-pretty", tone === "dark" ? "text-ink-600" : "text-white/80")}>{intro}</p>}
    </div>
  );
}

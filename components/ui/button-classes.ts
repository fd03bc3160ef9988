import { clsx } from "clsx";

// The button look, apart from any component: client islands (the error boundaries, the forms' submit button) style
// their own <button> or <a> with it without pulling in SiteLink, which ButtonLink (button-link.tsx) needs.

export type ButtonVariant = "primary" | "outline" | "light" | "ghost-light";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full border font-semibold transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed";

const buttonVariants: Record<ButtonVariant, string> = {
  primary: "border-transparent bg-brand text-on-brand shadow-sm hover:bg-brand-strong focus-visible:outline-brand",
  outline: "border-line bg-raised text-ink hover:border-brand hover:bg-surface focus-visible:outline-brand",
  light: "border-transparent bg-white text-ink-950 shadow-sm hover:bg-brand-200 focus-visible:outline-white",
  "ghost-light": "border-white/40 text-white hover:bg-white/10 focus-visible:outline-white",
};

const buttonSizes: Record<ButtonSize, string> = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3.5 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return clsx(base, buttonVariants[variant], buttonSizes[size], className);
}

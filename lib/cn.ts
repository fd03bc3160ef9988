import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge knows Tailwind's own scales; the theme's custom shadows (app/globals.css) must be named, or
// `shadow-card` would be read as a shadow colour and merged away against `shadow-shade`.
const twMerge = extendTailwindMerge({ extend: { theme: { shadow: ["card", "card-hover"] } } });

/**
 * Joins conditional class names; of two conflicting Tailwind classes the later one wins (`cn("px-4", "px-6")` is `px-6`).
 * For server components: browser code uses clsx (see eslint.config.mjs), so tailwind-merge never ships to a phone.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

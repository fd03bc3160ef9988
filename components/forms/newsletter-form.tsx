import type { FooterContent } from "@/content/types";

// Temporary markup until the forms land.
export function NewsletterForm({ copy, className }: { copy: FooterContent["newsletter"]; className?: string }) {
  return (
    <form className={className}>
      <label htmlFor="newsletter-email" className="sr-only">{copy.emailLabel}</label>
      <input id="newsletter-email" type="email" required placeholder={copy.emailPlaceholder} className="w-full rounded-full px-4 py-2 text-ink-950" />
      <button type="submit">{copy.submitLabel}</button>
    </form>
  );
}

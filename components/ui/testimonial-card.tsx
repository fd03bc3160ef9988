import { localeInfo, type Locale } from "@/content/locales";
import type { Testimonial } from "@/lib/proof";
import { cn } from "@/lib/cn";

/**
 * A testimonial as it was given: the quote and the person's role in their own language, which the figure declares
 * when it is not the page's, so a screen reader reads it in the right voice.
 */
export function TestimonialCard({ testimonial, pageLocale, className }: { testimonial: Testimonial; pageLocale: Locale; className?: string }) {
  const lang = testimonial.language === pageLocale ? undefined : localeInfo[testimonial.language].htmlLang;
  return (
    <figure lang={lang} className={cn("flex h-full flex-col rounded-2xl border border-line bg-raised p-7 shadow-card", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" fill="currentColor" className="size-8 text-brand-300">
        <path d="M13 8c-5 1.4-9 5.7-9 12.3V26h9.3v-9H8.8c.4-3.3 2.3-5.6 5.2-6.6L13 8Zm15 0c-5 1.4-9 5.7-9 12.3V26h9.3v-9h-4.5c.4-3.3 2.3-5.6 5.2-6.6L28 8Z" />
      </svg>
      <blockquote className="mt-4 flex-1">
        <p className="text-lg leading-relaxed text-body">{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-5">
        <p className="font-semibold text-ink">{testimonial.person}</p>
        <p className="text-sm text-muted">
          {testimonial.role}, {testimonial.organisation}
        </p>
      </figcaption>
    </figure>
  );
}

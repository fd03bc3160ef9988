import type { Locale } from "@/content/locales";
import type { ProofCopy } from "@/content/types";
import type { Testimonial } from "@/lib/proof";
import { BalancedGrid } from "@/components/ui/balanced-grid";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialCard } from "@/components/ui/testimonial-card";

interface TestimonialsProps {
  id: string;
  testimonials: Testimonial[];
  copy: ProofCopy["testimonials"];
  locale: Locale;
}

/** What partners and talent say, each quote in its own language; nothing without one. */
export function Testimonials({ id, testimonials, copy, locale }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
  return (
    <Section id={id} background="surface">
      <SectionHeading id={sectionTitleId(id)} eyebrow={copy.eyebrow} title={copy.title} />
      <BalancedGrid count={testimonials.length} className={headingGap}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} pageLocale={locale} />
          </li>
        ))}
      </BalancedGrid>
    </Section>
  );
}

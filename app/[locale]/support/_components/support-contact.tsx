import type { ContactContent, SupportContent } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { Section, sectionTitleId } from "@/components/ui/section";
import { ContactInfo } from "@/components/sections/contact-info";

/** "Still need help?": every way to reach the team, from the one site config. Its id comes from the content. */
export function SupportContact({ reach, info }: { reach: SupportContent["reach"]; info: ContactContent["info"] }) {
  return (
    <Section id={reach.id} background="surface" className="scroll-mt-20" containerClassName="grid gap-12 lg:grid-cols-5 lg:gap-16">
      <div className="lg:col-span-2">
        <p className="eyebrow">{reach.eyebrow}</p>
        <h2 id={sectionTitleId(reach.id)} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {reach.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{reach.intro}</p>
        <ButtonLink href={reach.cta.href} size="lg" className="mt-8">
          {reach.cta.label}
        </ButtonLink>
      </div>
      <div className="lg:col-span-3">
        <ContactInfo info={info} headingLevel="h3" />
      </div>
    </Section>
  );
}

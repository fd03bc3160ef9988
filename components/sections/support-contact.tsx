import type { SupportContent } from "@/content/types";
import { contact } from "@/content/contact";
import { ButtonLink } from "@/components/ui/button-link";
import { Reveal } from "@/components/ui/reveal";
import { ContactInfo } from "./contact-info";

/** "Still need help?": every way to reach the team, from the one site config. */
export function SupportContact({ reach }: { reach: SupportContent["reach"] }) {
  const titleId = `${reach.id}-title`;
  return (
    <section id={reach.id} aria-labelledby={titleId} className="scroll-mt-20 bg-surface py-20 sm:py-28">
      <Reveal className="container-page grid gap-12 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="eyebrow">{reach.eyebrow}</p>
          <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl">
            {reach.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{reach.intro}</p>
          <ButtonLink href={reach.cta.href} size="lg" className="mt-8">
            {reach.cta.label}
          </ButtonLink>
        </div>
        <div className="lg:col-span-3">
          <ContactInfo info={contact.info} headingLevel="h3" />
        </div>
      </Reveal>
    </section>
  );
}

import type { LinkContent } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { Glow } from "@/components/ui/glow";
import { Section, sectionTitleId } from "@/components/ui/section";

interface CallToActionProps {
  id: string;
  title: string;
  body: string;
  primary: LinkContent;
  secondary?: LinkContent;
}

export function CallToAction({ id, title, body, primary, secondary }: CallToActionProps) {
  return (
    <Section id={id} spacing="md">
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-ink-950 px-5 py-10 text-center shadow-card sm:px-12 sm:py-20">
        <Glow className="-top-24 -right-24 size-80 bg-brand-500/30" />
        <Glow className="-bottom-24 -left-24 size-80 bg-accent-500/20" />
        <h2 id={sectionTitleId(id)} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        {/* white/90 stays 4.6:1 where the teal glow lightens the gradient (white/80 fell to 3.97:1). */}
        <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-white/90 sm:text-lg">{body}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:mt-8 sm:flex-row">
          <ButtonLink href={primary.href} size="lg" variant="light">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} size="lg" variant="ghost-light">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}

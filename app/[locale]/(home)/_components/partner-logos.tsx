import type { Logo } from "@/lib/proof";
import { ExternalLink } from "@/components/ui/external-link";
import { Section, sectionTitleId } from "@/components/ui/section";
import { StaticImage } from "@/components/ui/static-image";

interface PartnerLogosProps {
  id: string;
  logos: Logo[];
  title: string;
  newTabNote: string;
}

/** The partners' and clients' logos, under the hero, each linking to its organisation; nothing without one. */
export function PartnerLogos({ id, logos, title, newTabNote }: PartnerLogosProps) {
  if (logos.length === 0) return null;
  return (
    <Section id={id} spacing="none" reveal={false} className="pb-12 sm:pb-16">
      <h2 id={sectionTitleId(id)} className="text-center text-sm font-semibold tracking-wider text-muted uppercase">
        {title}
      </h2>
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-8">
        {logos.map((logo) => (
          <li key={logo.id}>
            <ExternalLink href={logo.href} newTabNote={newTabNote} className="block rounded-md">
              <StaticImage src={logo.file} alt={logo.name} width={logo.drawn.width} height={logo.drawn.height} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

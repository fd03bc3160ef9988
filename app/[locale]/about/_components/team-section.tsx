import type { AboutContent } from "@/content/types";
import { fillPlaceholders } from "@/lib/placeholders";
import { teamMembers } from "@/lib/team";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { StaticImage } from "@/components/ui/static-image";
import { UnbrokenWords } from "@/components/ui/unbroken-words";

/** `portraitAlt` is each photo's alt text, with `{name}` and `{role}` filled in. */
export function TeamSection({ id, team, portraitAlt }: { id: string; team: AboutContent["team"]; portraitAlt: string }) {
  return (
    <Section id={id}>
      <SectionHeading id={sectionTitleId(id)} title={team.title} intro={team.intro} />
      {/* Two portraits a row on a phone (docs/design.md): a narrower gap and padding keep each bio's line at 125 px, not 113.
          On a tablet (768 to 1023 px), two cards a row with the portrait beside the words, not two 330 px portraits. */}
      <ul className={`${headingGap} grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4`}>
        {teamMembers(team.members).map((member) => (
          <li key={member.role}>
            <article className="h-full overflow-hidden rounded-2xl border border-line bg-raised shadow-card md:flex lg:block">
              <StaticImage
                src={member.photoUrl}
                alt={fillPlaceholders(portraitAlt, { name: member.name, role: member.role })}
                width={400}
                height={400}
                className="aspect-square h-auto w-full shrink-0 bg-surface object-cover md:w-32 lg:w-full"
              />
              <div className="p-4 sm:p-5">
                <h3 className="text-base font-semibold text-ink sm:text-lg">
                  <UnbrokenWords text={member.name} />
                </h3>
                <p className="text-sm font-medium text-brand">{member.role}</p>
                <p className="mt-3 text-sm leading-relaxed text-muted">{member.bio}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { localeInfo, type Locale } from "@/content/locales";
import type { ProofCopy } from "@/content/types";
import type { PressMention } from "@/lib/proof";
import { BalancedGrid } from "@/components/ui/balanced-grid";
import { ExternalLink } from "@/components/ui/external-link";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface PressMentionsProps {
  id: string;
  mentions: PressMention[];
  copy: ProofCopy["press"];
  locale: Locale;
  newTabNote: string;
}

/** Articles about Talanta AI, newest first, each headline in its own language and linking to the article; nothing without one. */
export function PressMentions({ id, mentions, copy, locale, newTabNote }: PressMentionsProps) {
  if (mentions.length === 0) return null;
  return (
    <Section id={id} background="surface">
      <SectionHeading id={sectionTitleId(id)} eyebrow={copy.eyebrow} title={copy.title} />
      <BalancedGrid count={mentions.length} className={headingGap}>
        {mentions.map((mention) => {
          const lang = mention.language === locale ? undefined : localeInfo[mention.language].htmlLang;
          return (
            <li key={mention.id}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-raised p-7 shadow-card transition-shadow duration-300 focus-within:ring-2 focus-within:ring-brand hover:shadow-card-hover">
                <p className="text-sm font-semibold text-brand">{mention.outlet}</p>
                <h3 className="mt-3 flex-1 text-lg font-semibold text-balance text-ink">
                  <ExternalLink
                    href={mention.href}
                    hrefLang={localeInfo[mention.language].htmlLang}
                    newTabNote={newTabNote}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                  >
                    <span lang={lang}>{mention.headline}</span>
                  </ExternalLink>
                </h3>
                <p className="mt-4 text-sm text-muted">
                  <time dateTime={mention.date}>{mention.dateLabel}</time>
                </p>
              </article>
            </li>
          );
        })}
      </BalancedGrid>
    </Section>
  );
}

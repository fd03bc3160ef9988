import type { FaqGroup } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { RichText } from "@/components/ui/rich-text";
import { UnbrokenWords } from "@/components/ui/unbroken-words";
import { Section, sectionTitleId, type SectionBackground } from "@/components/ui/section";

interface FaqSectionProps {
  /** Its id comes from the content (`group.id`): the page's jump links point at it. */
  group: FaqGroup;
  background?: SectionBackground;
  /** Said after a link that opens a new tab. */
  newTabNote: string;
}

/**
 * One group of questions as a disclosure list. Native <details>/<summary>: keyboard and screen-reader
 * support come from the browser, and it needs no JavaScript.
 */
export function FaqSection({ group, background, newTabNote }: FaqSectionProps) {
  return (
    <Section
      id={group.id}
      background={background}
      spacing="md"
      reveal={false}
      className="scroll-mt-20"
      containerClassName="grid gap-10 lg:grid-cols-3 lg:gap-16"
    >
      <div>
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-tint text-brand ring-1 ring-tint-strong">
          <Icon name={group.icon} />
        </span>
        <h2 id={sectionTitleId(group.id)} className="mt-5 text-3xl font-bold tracking-tight text-ink">
          {group.title}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-muted">{group.intro}</p>
      </div>
      <div className="divide-y divide-line rounded-2xl border border-line bg-raised shadow-card lg:col-span-2">
        {group.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-5 text-left text-lg font-semibold text-ink hover:text-brand-strong sm:px-7 [&::-webkit-details-marker]:hidden">
              <span className="text-balance">
                <UnbrokenWords text={item.question} />
              </span>
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-tint text-brand transition-transform duration-200 group-open:rotate-180">
                <Icon name="chevron-down" className="size-4" />
              </span>
            </summary>
            <div className="space-y-3 px-5 pb-6 leading-relaxed text-muted sm:px-7">
              {item.answer.map((paragraph) => (
                <RichText key={paragraph} text={paragraph} newTabNote={newTabNote} />
              ))}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

import type { HomeContent } from "@/content/types";
import { CardRow } from "@/components/ui/card-row";
import { CheckList } from "@/components/ui/check-list";
import { Glow } from "@/components/ui/glow";
import { Icon } from "@/components/ui/icon";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

export function TransformationSolutions({ id, solutions }: { id: string; solutions: HomeContent["solutions"] }) {
  return (
    <Section
      id={id}
      background="dark"
      className="relative isolate overflow-hidden"
      decoration={<Glow className="-top-24 left-1/2 h-72 w-[48rem] -translate-x-1/2 bg-brand-700/30" />}
    >
      <SectionHeading id={sectionTitleId(id)} tone="light" eyebrow={solutions.eyebrow} title={solutions.title} intro={solutions.intro} />
      <CardRow labelledBy={sectionTitleId(id)} className={`${headingGap} lg:grid-cols-3`}>
        {solutions.groups.map((group) => (
          <li key={group.title}>
            <article className="h-full rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
                <Icon name={group.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-white">{group.title}</h3>
              <CheckList items={group.items} tone="inverse" className="mt-4 space-y-3" />
            </article>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

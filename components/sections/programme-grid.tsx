import Link from "next/link";
import type { ProgrammeContent, ProgrammesSectionContent } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

interface ProgrammeGridProps {
  id: string;
  section: ProgrammesSectionContent;
  programmes: Pick<ProgrammeContent, "slug" | "label" | "icon" | "summary" | "meta">[];
}

/** Cards that lead to each programme page; the whole card is the link's target. */
export function ProgrammeGrid({ id, section, programmes }: ProgrammeGridProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 sm:py-24">
      <Reveal className="container-page">
        <SectionHeading id={titleId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {programmes.map((programme) => (
            <li key={programme.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-card transition-shadow duration-300 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-card-hover">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <Icon name={programme.icon} />
                </span>
                <h3 className="mt-6 text-xl font-semibold text-ink-950">
                  <Link href={programme.meta.path} className="focus-visible:outline-none after:absolute after:inset-0 after:rounded-2xl">
                    {programme.label}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-600">{programme.summary}</p>
                <p aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                  {section.linkLabel}
                  <span className="transition-transform group-hover:translate-x-1">→</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

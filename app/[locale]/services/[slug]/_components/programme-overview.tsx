import type { ProgrammeContent } from "@/content/types";
import { CheckList } from "@/components/ui/check-list";
import { Illustration } from "@/components/ui/illustration";
import { Section, sectionTitleId } from "@/components/ui/section";

/** "What it is": the explanation on the left; the programme's drawing and what is included on the right. */
export function ProgrammeOverview({ id, overview }: { id: string; overview: ProgrammeContent["overview"] }) {
  return (
    <Section id={id} spacing="md" containerClassName="grid gap-12 lg:grid-cols-2 lg:gap-16">
      <div>
        <p className="eyebrow">{overview.eyebrow}</p>
        <h2 id={sectionTitleId(id)} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {overview.title}
        </h2>
        {overview.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-relaxed text-pretty text-muted">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="self-start">
        <Illustration name={overview.illustration.drawing} alt={overview.illustration.alt} className="mx-auto h-auto w-full max-w-md" />
        <div className="mt-6 rounded-3xl border border-tint-strong bg-tint p-7 sm:p-9">
          <h3 className="text-xl font-semibold text-ink">{overview.pointsTitle}</h3>
          <CheckList items={overview.points} marker="solid" relaxed className="mt-6 space-y-4" />
        </div>
      </div>
    </Section>
  );
}

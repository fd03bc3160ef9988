import type { ReactNode } from "react";
import { Section, sectionTitleId } from "@/components/ui/section";

interface CaseStudyPartProps {
  id: string;
  title: string;
  paragraphs: string[];
  children?: ReactNode;
}

/** One part of a case study's story (the challenge, what was done, the outcome), in a column narrow enough to read. */
export function CaseStudyPart({ id, title, paragraphs, children }: CaseStudyPartProps) {
  return (
    <Section id={id} spacing="none" className="pb-12 sm:pb-16" containerClassName="max-w-3xl">
      <h2 id={sectionTitleId(id)} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
      {children}
    </Section>
  );
}

import type { ReactNode } from "react";
import type { Step } from "@/content/types";
import { fillPlaceholders } from "@/lib/placeholders";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface StepsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: Step[];
  /** Said before each step's title; `{number}` is the step's. */
  stepLabel: string;
  /** Shown under the steps, such as a note on what the programme is not. */
  children?: ReactNode;
}

/** "How it works": numbered steps, read left to right on wide screens and top to bottom on phones. */
export function StepsSection({ id, eyebrow, title, intro, steps, stepLabel, children }: StepsSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading id={sectionTitleId(id)} eyebrow={eyebrow} title={title} intro={intro} />
      <ol className={`${headingGap} grid gap-6 sm:grid-cols-2 lg:grid-cols-4`}>
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex flex-col rounded-2xl border border-line bg-raised p-7 shadow-card">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-base font-bold text-white shadow-sm"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">
              <span className="sr-only">{fillPlaceholders(stepLabel, { number: index + 1 })} </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
      {children}
    </Section>
  );
}

import type { ReactNode } from "react";
import { Glow } from "@/components/ui/glow";
import { Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface PageHeaderProps {
  id: string;
  title: string;
  intro: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of an inner page: its one h1, clear of the fixed navbar. */
export function PageHeader({ id, title, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <Section
      id={id}
      spacing="none"
      reveal={false}
      className="relative isolate overflow-hidden bg-gradient-to-b from-tint to-page pt-28 pb-14 sm:pt-40 sm:pb-20"
      // The glow is never taller than the band: a short header (About's) would otherwise cut its blur off in a hard line.
      decoration={<Glow className="-top-32 right-0 size-[30rem] max-h-full bg-glow" />}
    >
      <SectionHeading as="h1" id={sectionTitleId(id)} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </Section>
  );
}

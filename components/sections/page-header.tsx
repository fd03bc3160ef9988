import type { ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";

interface PageHeaderProps {
  title: string;
  intro: string;
  eyebrow?: string;
  id?: string;
  children?: ReactNode;
}

/** The top of an inner page: its one h1, clear of the fixed navbar. */
export function PageHeader({ title, intro, eyebrow, id, children }: PageHeaderProps) {
  return (
    <section id={id} aria-labelledby="page-title" className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-white pt-32 pb-14 sm:pt-40 sm:pb-20">
      <div aria-hidden="true" className="absolute -top-32 right-0 -z-10 size-[30rem] rounded-full bg-brand-200/40 blur-3xl" />
      <div className="container-page">
        <SectionHeading as="h1" id="page-title" eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}

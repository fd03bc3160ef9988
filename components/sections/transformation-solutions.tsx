import type { HomeContent } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

export function TransformationSolutions({ solutions }: { solutions: HomeContent["solutions"] }) {
  return (
    <section aria-labelledby="solutions-title" className="relative isolate overflow-hidden bg-ink-950 py-20 sm:py-28">
      <div aria-hidden="true" className="absolute -top-24 left-1/2 -z-10 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-700/30 blur-3xl" />
      <Reveal className="container-page">
        <SectionHeading id="solutions-title" tone="light" eyebrow={solutions.eyebrow} title={solutions.title} intro={solutions.intro} />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {solutions.groups.map((group) => (
            <article key={group.title} className="rounded-2xl border border-white/10 bg-white/5 p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
                <Icon name={group.icon} />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-white">{group.title}</h3>
              <ul className="mt-5 space-y-3">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-3 text-white/80">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-300" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Reveal>
    </section>
  );
}

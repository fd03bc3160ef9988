import type { ServiceCardContent } from "@/content/types";
import { CheckList } from "@/components/ui/check-list";
import { InlineIllustration } from "@/components/ui/inline-illustration";

/**
 * Side by side (from 1024 px), the cards share the list's four rows (a subgrid of the page's list, app/[locale]/services/page.tsx): drawings,
 * titles, descriptions and the lists' rules line up across the row, whatever length each text takes. On a tablet (768 to
 * 1023 px), a card a row: its list beside its words, not under them. The words' box steps aside (`contents`) for the subgrid.
 */
export function ServiceCard({ service }: { service: ServiceCardContent }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-line bg-raised p-6 shadow-card transition-shadow duration-300 hover:shadow-card-hover sm:p-8 md:flex-row md:gap-x-8 lg:row-span-4 lg:grid lg:grid-rows-subgrid">
      <div className="flex flex-col md:flex-1 lg:contents">
        {/* Inline, as Home's impact spots: the first card's is in a phone's first screen and the others within the load-ahead
            distance, so as images they were fetched before the first paint, and the LCP estimate waited for them (1.28 s). */}
        <InlineIllustration name={service.drawing} className="h-16 w-auto self-start" />
        <h2 className="mt-4 text-2xl font-semibold tracking-tight text-balance text-ink">{service.name}</h2>
        <p className="mt-3 leading-relaxed text-pretty text-muted">{service.description}</p>
      </div>
      <CheckList
        items={service.features}
        marker="soft"
        className="mt-5 space-y-3 border-t border-line pt-5 md:flex-1 md:max-lg:mt-0 md:max-lg:border-t-0 md:max-lg:border-l md:max-lg:pt-0 md:max-lg:pl-8"
      />
    </article>
  );
}

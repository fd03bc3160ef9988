import type { ServiceCardContent } from "@/content/types";
import { ArrowLink } from "@/components/ui/arrow-link";
import { CheckList } from "@/components/ui/check-list";
import { Illustration } from "@/components/ui/illustration";
import { LinkLabel } from "@/components/ui/link-label";

export function ServiceCard({ service }: { service: ServiceCardContent }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-line bg-raised p-6 shadow-card transition-shadow duration-300 hover:shadow-card-hover sm:p-8">
      <Illustration name={service.drawing} className="h-16 w-auto self-start" />
      <h2 className="mt-4 text-2xl font-semibold tracking-tight text-balance text-ink">{service.name}</h2>
      <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
      <CheckList items={service.features} marker="soft" className="mt-5 space-y-3 border-t border-line pt-5" />
      {service.link && (
        <ArrowLink href={service.link.href} className="mt-8 self-start">
          <LinkLabel link={service.link} />
        </ArrowLink>
      )}
    </article>
  );
}

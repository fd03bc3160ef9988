import Link from "next/link";
import type { ServiceCard as ServiceCardContent } from "@/content/types";
import { Icon } from "@/components/ui/icon";

export function ServiceCard({ service }: { service: ServiceCardContent }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-line bg-white p-8 shadow-card transition-shadow duration-300 hover:shadow-card-hover">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm">
        <Icon name={service.icon} className="size-7" />
      </span>
      <h2 className="mt-6 text-2xl font-semibold tracking-tight text-ink-950">{service.name}</h2>
      <p className="mt-3 leading-relaxed text-ink-600">{service.description}</p>
      <ul className="mt-6 space-y-3 border-t border-line pt-6">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-ink-800">
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="check" className="size-3.5" />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {service.link && (
        <Link href={service.link.href} className="mt-8 inline-flex items-center gap-2 self-start rounded-full font-semibold text-brand-700 hover:text-brand-800">
          {service.link.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </article>
  );
}

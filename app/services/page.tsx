import type { Metadata } from "next";
import { programmes, programmesSection } from "@/content/programmes";
import { services } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";
import { CallToAction } from "@/components/sections/call-to-action";
import { PageHeader } from "@/components/sections/page-header";
import { ProgrammeGrid } from "@/components/sections/programme-grid";
import { ServiceCard } from "@/components/sections/service-card";
import { Reveal } from "@/components/ui/reveal";

export const metadata: Metadata = pageMetadata(services.meta);

export default function ServicesPage() {
  return (
    <>
      <PageHeader title={services.title} intro={services.tagline} />
      {/* Unnamed on purpose: the page header above is already the "Our Solutions" region. */}
      <section className="pb-8">
        <Reveal className="container-page">
          <ul className="grid gap-6 lg:grid-cols-3">
            {services.cards.map((service) => (
              <li key={service.name}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </Reveal>
      </section>
      <ProgrammeGrid id="programmes" section={programmesSection} programmes={programmes} />
      <CallToAction title={services.closing.title} body={services.closing.body} primary={services.closing.cta} />
    </>
  );
}

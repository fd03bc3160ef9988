import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { faqPageData } from "@/lib/structured-data";
import { FaqSection } from "./_components/faq-section";
import { PageHeader } from "@/components/sections/page-header";
import { SupportContact } from "./_components/support-contact";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).support.meta, locale);
}

export default async function SupportPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { support, contact, assistiveCopy } = getContent(locale);
  const jumpLinks = [
    ...support.groups.map((group) => ({ href: `#${group.id}`, label: group.title, icon: group.icon })),
    { href: `#${support.reach.id}`, label: support.reach.title, icon: "mail" as const },
  ];

  return (
    <>
      {/* Every question shown below, in the same order, with the same answers. */}
      <JsonLd data={faqPageData(support.groups, support.meta.path, locale)} />
      <PageHeader id="page" eyebrow={support.eyebrow} title={support.title} intro={support.intro}>
        <nav aria-label={support.jumpLabel} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-3">
            {jumpLinks.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="inline-flex items-center gap-2 rounded-full border border-line bg-raised px-5 py-2.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-brand-300 hover:text-brand-strong"
                >
                  <Icon name={link.icon} className="size-4 text-brand" />
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {support.groups.map((group, index) => (
        <FaqSection key={group.id} group={group} background={index % 2 === 1 ? "surface" : "white"} newTabNote={assistiveCopy.newTabNote} />
      ))}
      <SupportContact reach={support.reach} info={contact.info} />
    </>
  );
}

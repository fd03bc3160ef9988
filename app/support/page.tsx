import type { Metadata } from "next";
import Link from "next/link";
import { support } from "@/content/support";
import { pageMetadata } from "@/lib/metadata";
import { FaqSection } from "./_components/faq-section";
import { PageHeader } from "@/components/sections/page-header";
import { SupportContact } from "./_components/support-contact";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = pageMetadata(support.meta);

export default function SupportPage() {
  const jumpLinks = [
    ...support.groups.map((group) => ({ href: `#${group.id}`, label: group.title, icon: group.icon })),
    { href: `#${support.reach.id}`, label: support.reach.title, icon: "mail" as const },
  ];

  return (
    <>
      <PageHeader id="page" eyebrow={support.eyebrow} title={support.title} intro={support.intro}>
        <nav aria-label={support.jumpLabel} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-3">
            {jumpLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-5 py-2.5 text-sm font-semibold text-ink-900 shadow-sm transition-colors hover:border-brand-300 hover:text-brand-800"
                >
                  <Icon name={link.icon} className="size-4 text-brand-700" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {support.groups.map((group, index) => (
        <FaqSection key={group.id} group={group} background={index % 2 === 1 ? "surface" : "white"} />
      ))}
      <SupportContact reach={support.reach} />
    </>
  );
}

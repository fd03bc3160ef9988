import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { formatDate } from "@/lib/dates";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { breadcrumbData } from "@/lib/structured-data";
import { LegalDocumentView } from "@/components/sections/legal-document-view";
import { JsonLd } from "@/components/ui/json-ld";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).terms.meta, locale);
}

export default async function TermsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { terms, legalCopy, assistiveCopy } = getContent(locale);
  return (
    <>
      <JsonLd data={breadcrumbData(locale, [{ name: terms.title, path: terms.meta.path }])} />
      <LegalDocumentView document={terms} copy={legalCopy} updatedLabel={formatDate(terms.updated, locale)} newTabNote={assistiveCopy.newTabNote} />
    </>
  );
}

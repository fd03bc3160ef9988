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
  return pageMetadata(getContent(locale).cookies.meta, locale);
}

export default async function CookiesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { cookies, legalCopy, assistiveCopy } = getContent(locale);
  return (
    <>
      <JsonLd data={breadcrumbData(locale, [{ name: cookies.title, path: cookies.meta.path }])} />
      <LegalDocumentView document={cookies} copy={legalCopy} updatedLabel={formatDate(cookies.updated, locale)} newTabNote={assistiveCopy.newTabNote} />
    </>
  );
}

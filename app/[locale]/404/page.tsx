import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { NotFoundView } from "@/components/sections/not-found-view";

/**
 * The not-found page of each prefixed language, exported as out/<locale>/404.html: static hosts serve the
 * nearest 404.html for an unknown /fr/... path (docs/deploying.md, "Per host").
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { notFound } = getContent(await pageLocale(params));
  return { title: notFound.title, robots: { index: false } };
}

export default async function LocaleNotFoundPage({ params }: LocaleParams) {
  const { notFound } = getContent(await pageLocale(params));
  return <NotFoundView notFound={notFound} />;
}

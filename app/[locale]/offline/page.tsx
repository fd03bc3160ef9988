import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { sitePagesIn } from "@/lib/site-pages";
import { OfflineView } from "./_components/offline-view";

// The service worker's answer, offline, for a page never read on this device (docs/decisions.md#d47): not a page to
// find, so it is kept out of search engines and the sitemap.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { meta } = getContent(await pageLocale(params)).offline.page;
  return { title: meta.title, description: meta.description, robots: { index: false, follow: true } };
}

export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const pages = sitePagesIn(locale).map(({ path, title }) => ({ path, title }));
  return <OfflineView copy={getContent(locale).offline.page} pages={pages} locale={locale} />;
}

import { blogFeed, RSS_CONTENT_TYPE } from "@/lib/feed";
import { pageLocale, prefixedLocaleParams, type LocaleParams } from "@/lib/i18n";

// The blog's RSS feed, written into the export at build time: /fr/blog/rss.xml here, /blog/rss.xml in the
// English tree (docs/decisions.md#d40). The static host sends it with the type _headers gives it
// (scripts/build/headers/header-rules.mjs): the Content-Type below only serves `next dev`.
export const dynamic = "force-static";
export const dynamicParams = false;
// Route handlers do not inherit the layout's languages: each lists its own.
export const generateStaticParams = prefixedLocaleParams;

export async function GET(_request: Request, { params }: Partial<LocaleParams>): Promise<Response> {
  return new Response(blogFeed(await pageLocale(params)), { headers: { "Content-Type": RSS_CONTENT_TYPE } });
}

import { jsonLd } from "@/lib/metadata";

/**
 * One block of structured data for search engines (lib/structured-data.ts). It is data, not code: the page's
 * Content-Security-Policy needs no hash for it, and `<` is escaped so copy can never close the tag.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

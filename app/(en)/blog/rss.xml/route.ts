// The English feed: the same handler as every language's, with no locale parameter (lib/i18n.ts pageLocale).
export { GET } from "../../../[locale]/blog/rss.xml/route";

// Segment config is read from this file itself, not from a re-export.
export const dynamic = "force-static";

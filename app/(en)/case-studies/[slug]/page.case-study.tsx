// The English page: the same page as every language's, with no locale parameter (lib/i18n.ts pageLocale).
export { default, generateMetadata, generateStaticParams } from "../../../[locale]/case-studies/[slug]/page.case-study";

// Segment config is read from this file itself, not from a re-export.
export const dynamicParams = false;

// The English page: the same page as every language's, with no locale parameter (lib/i18n.ts pageLocale).
export { default, generateMetadata } from "../../[locale]/offline/page";

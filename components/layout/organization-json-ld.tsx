import { localeInfo, locales, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { JsonLd } from "@/components/ui/json-ld";

export function OrganizationJsonLd({ locale, description }: { locale: Locale; description: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: `${site.url}/logo-mark.svg`,
    description,
    inLanguage: localeInfo[locale].htmlLang,
    email: site.email,
    foundingDate: String(site.foundingYear),
    sameAs: site.socials.map((social) => social.href),
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: phone.number,
      areaServed: phone.label,
      // The teams answer in every language the site is written in.
      availableLanguage: locales.map((code) => localeInfo[code].htmlLang),
    })),
  };

  return <JsonLd data={data} />;
}

import { site } from "@/content/site";
import { jsonLd } from "@/lib/metadata";

export function OrganizationJsonLd() {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: `${site.url}/logo-mark.svg`,
    description: site.description,
    email: site.email,
    foundingDate: String(site.foundingYear),
    sameAs: site.socials.map((social) => social.href),
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: phone.number,
      areaServed: phone.label,
      availableLanguage: ["English"],
    })),
  };

  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

import type { SiteConfig } from "./types";

/**
 * One site config: name, origin, contact details and social links.
 * Metadata, sitemap, robots, JSON-LD, header, footer and contact page all read it.
 * Lines marked PLACEHOLDER are listed by `npm run placeholders` until the business supplies real values, one value a line;
 * `npm run deploy:check` refuses a build whose pages still show one (docs/decisions.md#d55). Replace the value and
 * delete its marker.
 */
export const site = {
  name: "Talanta AI",
  legalName: "Talanta AI Inc.",
  // Set NEXT_PUBLIC_SITE_URL at build time for the real domain; canonical URLs and the sitemap follow it.
  // A production build refuses to run without a real https:// value (scripts/config/email-env.mjs checkSiteUrl);
  // this fallback only serves local previews and `next dev`.
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? "https://talanta-ai.example").replace(/\/+$/, ""), // PLACEHOLDER: production domain
  twitterHandle: "@talanta_ai", // PLACEHOLDER: real X/Twitter handle
  email: "hello@talanta-ai.example", // PLACEHOLDER: public contact e-mail address
  phones: [
    {
      label: "Canada",
      number: "+1 (416) 555-0142", // PLACEHOLDER: Canada phone number
    },
    {
      label: "Rwanda",
      number: "+250 788 555 014", // PLACEHOLDER: Rwanda phone number
    },
  ],
  schedulingUrl: "https://calendly.com/talanta-ai/15min", // PLACEHOLDER: booking page for the 15-minute call
  socials: [
    {
      network: "twitter",
      label: "Twitter",
      href: "https://twitter.com/talanta_ai", // PLACEHOLDER: Twitter profile URL
    },
    {
      network: "linkedin",
      label: "LinkedIn",
      href: "https://www.linkedin.com/company/talanta-ai", // PLACEHOLDER: LinkedIn page URL
    },
    {
      network: "github",
      label: "GitHub",
      href: "https://github.com/talanta-ai", // PLACEHOLDER: GitHub organisation URL
    },
    {
      network: "instagram",
      label: "Instagram",
      href: "https://www.instagram.com/talanta_ai", // PLACEHOLDER: Instagram profile URL
    },
  ],
  foundingYear: 2023,
  // Who counts visits, when this build does (docs/decisions.md#d91): the provider's origin, which next.config.ts sets
  // from NEXT_PUBLIC_ANALYTICS_HOST only in a production build with NEXT_PUBLIC_ANALYTICS_DOMAIN (never in staging or
  // a developer's preview); null when the build counts nothing. The privacy and cookie policies name it.
  analyticsOrigin: process.env.ANALYTICS_ENDPOINT ? new URL(process.env.ANALYTICS_ENDPOINT).origin : null,
  // Job postings name the office a role works from (content/<locale>/careers.ts, `workplace`). Search engines
  // want at least the country; street address and postal code, once known, make a posting rank better.
  offices: {
    canada: {
      locality: "Toronto", // PLACEHOLDER: Canada office city (and street address, when known)
      region: "ON",
      country: "CA",
    },
    rwanda: {
      locality: "Kigali",
      country: "RW",
      // PLACEHOLDER: Rwanda office street address and postal code (optional: no page shows them yet)
    },
  },
} satisfies SiteConfig;

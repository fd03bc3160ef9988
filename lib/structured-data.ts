/**
 * Structured data (schema.org JSON-LD) for search engines, built from content/ (docs/decisions.md#d39). Each
 * function returns one JSON-LD object; pages render it with <JsonLd> (components/ui/json-ld.tsx), which escapes
 * `<`. The properties follow Google Search Central's documentation for each rich result; the e2e suite
 * (e2e/structured-data.spec.ts) checks every block of every page against the properties Google requires.
 */
import type { Office, RoleWorkplace } from "@/content/data-types";
import { getContent } from "@/content/dictionaries";
import { localeInfo, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import type { BlogPostMeta, FaqGroup, ProgrammeContent } from "@/content/types";
import { postAuthor } from "./authors";
import { countryName, type RoleListing } from "./careers";
import { absoluteUrl } from "./metadata";
import type { CaseStudy } from "./proof";
import { shareImagePath } from "./share-images";

export type JsonLdObject = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** The company, as the publisher, provider or employer of everything the site describes. */
export function organizationReference(): JsonLdObject {
  return { "@type": "Organization", "@id": `${site.url}/#organization`, name: site.name, url: site.url, sameAs: site.url, logo: `${site.url}/logo-mark.svg` };
}

/** Text for HTML inside JSON-LD (a job's description, an answer): the characters HTML gives a meaning, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An address in copy as an absolute URL: site paths on the site's origin, `#anchors` on the page they sit in. */
function absoluteHref(href: string, pagePath: string): string {
  if (href.startsWith("#")) return `${absoluteUrl(pagePath)}${href}`;
  if (href.startsWith("/")) return absoluteUrl(href);
  return href;
}

/** A paragraph of copy (`[label](href)` is a link) as HTML: the only markup is the links, everything else is text. */
export function richTextHtml(text: string, pagePath: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(absoluteHref(match[2] ?? "", pagePath))}">${escapeHtml(match[1] ?? "")}</a>`;
    last = match.index + match[0].length;
  }
  return `<p>${html}${escapeHtml(text.slice(last))}</p>`;
}

/** The site's name for Google's site names (developers.google.com/search/docs/appearance/site-names): home pages only. */
export function webSiteData(locale: Locale): JsonLdObject {
  const { home } = getContent(locale);
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.name,
    alternateName: site.legalName,
    url: absoluteUrl(home.meta.path),
    inLanguage: localeInfo[locale].htmlLang,
    publisher: organizationReference(),
  };
}

/** The trail from the home page to a nested page, for the breadcrumb in search results. The last step is the page. */
export function breadcrumbData(locale: Locale, trail: { name: string; path: string }[]): JsonLdObject {
  const { siteCopy, home } = getContent(locale);
  const steps = [{ name: siteCopy.breadcrumbHome, path: home.meta.path }, ...trail];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: absoluteUrl(step.path) })),
  };
}

/** What Google's Article rich result reads of a page: its address, headline, summary, dates, language and preview image. */
function articleData(
  type: "BlogPosting" | "Article",
  page: { path: string; headline: string; description: string; datePublished: string; dateModified: string },
  locale: Locale,
): JsonLdObject {
  const url = absoluteUrl(page.path);
  return {
    "@context": CONTEXT,
    "@type": type,
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: page.headline,
    description: page.description,
    datePublished: page.datePublished,
    dateModified: page.dateModified,
    inLanguage: localeInfo[locale].htmlLang,
    image: [absoluteUrl(shareImagePath(page.path))],
    publisher: organizationReference(),
  };
}

/** A blog post: Google's Article rich result. */
export function blogPostingData(post: BlogPostMeta, locale: Locale): JsonLdObject {
  const { about } = getContent(locale);
  const person = postAuthor(post.authorRole, locale);
  return {
    ...articleData(
      "BlogPosting",
      { path: post.path, headline: post.title, description: post.summary, datePublished: post.date, dateModified: post.updated },
      locale,
    ),
    author: person
      ? { "@type": "Person", name: person.name, jobTitle: person.role, url: `${absoluteUrl(about.meta.path)}#team`, worksFor: organizationReference() }
      : organizationReference(),
  };
}

/** A case study: Google's Article rich result, written by the company, about the organisation it worked with. */
export function caseStudyData(study: CaseStudy, locale: Locale): JsonLdObject {
  const dates = { datePublished: study.published, dateModified: study.published };
  return {
    ...articleData("Article", { path: study.path, headline: study.title, description: study.summary, ...dates }, locale),
    author: organizationReference(),
    about: { "@type": "Organization", name: study.organisation },
  };
}

/** Every question of the support page, in the order shown, with its answer as HTML (Google's FAQ rich result). */
export function faqPageData(groups: FaqGroup[], pagePath: string, locale: Locale): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url: absoluteUrl(pagePath),
    inLanguage: localeInfo[locale].htmlLang,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.map((paragraph) => richTextHtml(paragraph, pagePath)).join("") },
      })),
    ),
  };
}

/** "2027-02-28" → the last second of that day in UTC: a role is open through its closing day. */
function endOfDay(isoDate: string): string {
  return `${isoDate}T23:59:59+00:00`;
}

/** One open role: Google's job posting rich result. */
export function jobPostingData(role: RoleListing, locale: Locale): JsonLdObject {
  const { careers } = getContent(locale);
  const copy = careers.roles;
  const list = (title: string, items: string[]) => `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const description = [
    `<p>${escapeHtml(role.summary)}</p>`,
    `<p>${escapeHtml(role.location)}</p>`,
    ...(role.countriesNote ? [`<p>${escapeHtml(role.countriesNote)}</p>`] : []),
    list(copy.responsibilitiesTitle, role.responsibilities),
    list(copy.requirementsTitle, role.requirements),
  ].join("");
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: role.title,
    description,
    identifier: { "@type": "PropertyValue", name: site.name, value: role.id },
    url: `${absoluteUrl(careers.meta.path)}#${role.id}`,
    datePosted: role.datePosted,
    validThrough: endOfDay(role.validThrough),
    employmentType: role.employmentType,
    hiringOrganization: organizationReference(),
    // Candidates apply by e-mail, not through a form on the page.
    directApply: false,
    ...workplaceData(role.workplace, locale),
  };
}

/** Where the job is done: remote from a list of countries, or an office's address (Google requires its country). */
function workplaceData(workplace: RoleWorkplace, locale: Locale): JsonLdObject {
  if (workplace.kind === "remote") {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: workplace.countries.map((code) => ({ "@type": "Country", name: countryName(code, locale) })),
    };
  }
  const office: Office = site.offices[workplace.office];
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: office.locality,
        ...(office.region && { addressRegion: office.region }),
        addressCountry: office.country,
      },
    },
  };
}

/**
 * A programme page: a `Course` for the programme people learn in (Google's course list rich result), a
 * `Service` for the others, which no rich result describes (docs/decisions.md#d39).
 */
export function programmeData(programme: ProgrammeContent, locale: Locale): JsonLdObject {
  const common = {
    "@context": CONTEXT,
    "@type": programme.schemaType,
    name: programme.meta.title,
    description: programme.summary,
    url: absoluteUrl(programme.meta.path),
    inLanguage: localeInfo[locale].htmlLang,
    provider: organizationReference(),
  };
  return programme.schemaType === "Service" ? { ...common, serviceType: programme.label } : common;
}

/**
 * What search engines need in each kind of JSON-LD block this site writes, as Google Search Central documents
 * it for the matching rich result, checked by e2e/structured-data.spec.ts (every block of every page) and
 * test/structured-data.test.ts (the builders, also in cases no page shows today, such as an office role).
 *
 * `required` is the list of required properties on the page named in `source`; `requiredWhen` the properties it
 * requires in some cases only; `siteRequired` what this site asks for on top: the properties issue 18 names,
 * which Google lists as recommended. The lists were written from those pages as the author knew them: the
 * build machine cannot browse, and the reference search held only each page's introduction. Re-read the
 * sources when Google changes a rich result. A `@type` missing from this table fails the checks, so a new kind
 * of block comes with its source.
 */

type Block = Record<string, unknown>;

export interface RichResultRules {
  /** The Google Search Central page the lists come from. */
  source: string;
  required: string[];
  requiredWhen?: (block: Block) => string[];
  siteRequired: string[];
}

const GOOGLE = "https://developers.google.com/search/docs/appearance";

export const richResults: Record<string, RichResultRules> = {
  JobPosting: {
    source: `${GOOGLE}/structured-data/job-posting`,
    // "jobLocation: Required (unless the job is fully remote)". hiringOrganization "must be the name of the company".
    required: ["datePosted", "description", "hiringOrganization", "title"],
    requiredWhen: (block) =>
      block.jobLocationType === "TELECOMMUTE"
        ? // A fully remote job: jobLocationType TELECOMMUTE, and the countries applicants may live in.
          ["applicantLocationRequirements", "applicantLocationRequirements[].name"]
        : // An office job: where it is, and at least its country ("you must include the addressCountry property").
          ["jobLocation", "jobLocation.address", "jobLocation.address.addressCountry"],
    siteRequired: ["hiringOrganization.name", "validThrough", "employmentType"],
  },
  BlogPosting: {
    source: `${GOOGLE}/structured-data/article`,
    // "There are no required properties; instead, add the properties that apply to your content."
    required: [],
    // Google's recommended properties (author, author.name, author.url, dateModified, datePublished, headline, image), and the language.
    siteRequired: ["author", "author.name", "author.url", "dateModified", "datePublished", "headline", "image", "inLanguage"],
  },
  Article: {
    // A case study (docs/decisions.md#d88): the same result as a post, written by the company itself.
    source: `${GOOGLE}/structured-data/article`,
    required: [],
    siteRequired: ["author", "author.name", "author.url", "dateModified", "datePublished", "headline", "image", "inLanguage"],
  },
  FAQPage: {
    source: `${GOOGLE}/structured-data/faqpage`,
    required: ["mainEntity", "mainEntity[].name", "mainEntity[].acceptedAnswer", "mainEntity[].acceptedAnswer.text"],
    siteRequired: ["inLanguage"],
  },
  BreadcrumbList: {
    source: `${GOOGLE}/structured-data/breadcrumb`,
    // ListItem.item is required for every item but the last, which may leave it out; this site writes it for all.
    required: ["itemListElement", "itemListElement[].name", "itemListElement[].position"],
    requiredWhen: () => ["itemListElement[].item"],
    siteRequired: [],
  },
  Course: {
    // The course list rich result (course-info's properties describe a course's sessions and price, which the programme does not publish).
    source: `${GOOGLE}/structured-data/course`,
    required: ["description", "name"],
    siteRequired: ["provider", "provider.name", "inLanguage"],
  },
  Service: {
    // No Google rich result describes a service: schema.org's essentials, so that other engines and assistants can read it.
    source: "https://schema.org/Service",
    required: [],
    siteRequired: ["name", "description", "provider", "provider.name", "url", "inLanguage"],
  },
  WebSite: {
    source: `${GOOGLE}/site-names`,
    required: ["name", "url"],
    siteRequired: ["inLanguage"],
  },
  Organization: {
    source: `${GOOGLE}/structured-data/organization`,
    // "There are no required properties; instead, we recommend adding the properties that apply to your business."
    required: [],
    siteRequired: ["name", "url", "logo"],
  },
};

/** The values at a path such as `mainEntity[].acceptedAnswer.text`: `[]` steps into every item of a list. */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  const [step = "", ...rest] = path;
  const list = step.endsWith("[]");
  const key = list ? step.slice(0, -2) : step;
  const next = value && typeof value === "object" ? (value as Block)[key] : undefined;
  if (list) return Array.isArray(next) && next.length > 0 ? next.flatMap((item) => valuesAt(item, rest)) : [undefined];
  return valuesAt(next, rest);
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** The properties a block lacks, Google's and the site's, named by path (`hiringOrganization.name`); [] when complete. */
export function missingProperties(block: Block): string[] {
  const type = String(block["@type"]);
  const rules = richResults[type];
  if (!rules) return [`@type "${type}" has no entry in e2e/support/rich-results.ts`];
  const paths = [...rules.required, ...(rules.requiredWhen?.(block) ?? []), ...rules.siteRequired];
  const missing = paths.filter((path) => !valuesAt(block, path.split(".")).every(present));
  if (block["@context"] !== "https://schema.org") missing.unshift("@context");
  return missing;
}

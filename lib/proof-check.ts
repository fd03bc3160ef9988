/**
 * The content check of the proof (docs/decisions.md#d89): what the types of content/proof-types.ts cannot see. Every
 * date is a real day written YYYY-MM-DD and none is still to come; a case study was allowed before it was published;
 * every text a visitor reads is there; every link is https; every logo's file exists, in a format a browser draws; a
 * currency is one `Intl` knows; a case study's testimonial exists. lib/proof.ts runs it when a page is built, so a
 * wrong entry stops the build with every problem named; test/proof.test.ts runs it on the shipped content.
 */
import { isLocale } from "@/content/locales";
import type { FigureUnit, MeasuredValue, MeasuredValueCopy, ProofEntries } from "@/content/proof-types";
import { isIsoDate } from "./dates";

interface CheckOptions {
  /** Today, YYYY-MM-DD: no date may come after it. */
  today: string;
  /** Whether a logo's file (`/images/proof/acme.svg`) is in the folder the site serves. */
  assetExists: (file: string) => boolean;
}

/** An entry's key: lowercase words joined by dashes (a case study's is its address). */
const ENTRY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LOGO_FORMATS = /\.(?:svg|png|webp|avif)$/;

/** True for an absolute https:// address with a host name. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Every problem of one language's proof entries, each naming the entry and the field; empty when there is none. */
export function proofProblems(entries: ProofEntries, { today, assetExists }: CheckOptions): string[] {
  const problems: string[] = [];
  const problem = (where: string, message: string) => problems.push(`${where}: ${message}`);

  const date = (where: string, value: string) => {
    if (!isIsoDate(value)) problem(where, `"${value}" is not a real date written YYYY-MM-DD`);
    else if (value > today) problem(where, `${value} is still to come (today is ${today}): proof tells what has happened`);
  };
  const text = (where: string, value: string | string[]) => {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0 || values.some((item) => item.trim() === "")) problem(where, "is empty");
  };
  const link = (where: string, value: string) => {
    if (!isHttpsUrl(value)) problem(where, `"${value}" is not an https:// address`);
  };
  const language = (where: string, value: string) => {
    if (!isLocale(value)) problem(where, `"${value}" is not one of the site's languages (content/locales.ts)`);
  };
  const unit = (where: string, value: FigureUnit | undefined) => {
    if (typeof value === "object" && !Intl.supportedValuesOf("currency").includes(value.currency)) {
      problem(where, `"${value.currency}" is not an ISO 4217 currency code`);
    }
  };
  const measured = (where: string, value: MeasuredValue, copy: MeasuredValueCopy | undefined) => {
    if (!Number.isFinite(value.value)) problem(`${where}.value`, "is not a number");
    unit(`${where}.unit`, value.unit);
    date(`${where}.date`, value.date);
    if (value.sourceUrl !== undefined) link(`${where}.sourceUrl`, value.sourceUrl);
    if (!copy) return problem(where, "has no words in this language");
    text(`${where}.label`, copy.label);
    text(`${where}.source`, copy.source);
  };
  const keys = (kind: string, record: Record<string, unknown>) => {
    for (const key of Object.keys(record)) if (!ENTRY_KEY.test(key)) problem(`${kind}["${key}"]`, "its key is not lowercase words joined by dashes");
  };

  keys("logos", entries.logos);
  for (const [key, logo] of Object.entries(entries.logos)) {
    const where = `logos["${key}"]`;
    text(`${where}.name`, logo.name);
    if (!LOGO_FORMATS.test(logo.file)) problem(`${where}.file`, `"${logo.file}" is not an SVG, PNG, WebP or AVIF file`);
    else if (!assetExists(logo.file)) problem(`${where}.file`, `"${logo.file}" does not exist`);
    if (!(logo.width > 0 && logo.height > 0)) problem(where, "its width and height must be the file's own size in pixels");
    link(`${where}.href`, logo.href);
    date(`${where}.permissionDate`, logo.permissionDate);
  }

  keys("testimonials", entries.testimonials);
  for (const [key, testimonial] of Object.entries(entries.testimonials)) {
    const where = `testimonials["${key}"]`;
    for (const field of ["quote", "person", "role", "organisation"] as const) text(`${where}.${field}`, testimonial[field]);
    language(`${where}.language`, testimonial.language);
    date(`${where}.permissionDate`, testimonial.permissionDate);
  }

  keys("impactFigures", entries.impactFigures);
  for (const [key, figure] of Object.entries(entries.impactFigures)) measured(`impactFigures["${key}"]`, figure, entries.words.impactFigures[key]);

  keys("caseStudies", entries.caseStudies);
  for (const [key, study] of Object.entries(entries.caseStudies)) {
    const where = `caseStudies["${key}"]`;
    text(`${where}.organisation`, study.organisation);
    date(`${where}.published`, study.published);
    date(`${where}.permissionDate`, study.permissionDate);
    if (study.permissionDate > study.published) problem(where, `was published (${study.published}) before permission was given (${study.permissionDate})`);
    if (study.testimonial !== undefined && !Object.hasOwn(entries.testimonials, study.testimonial)) {
      problem(`${where}.testimonial`, `"${study.testimonial}" is not a testimonial of content/proof.ts`);
    }
    const copy = entries.words.caseStudies[key];
    measured(`${where}.outcome`, study.outcome, copy?.outcome);
    if (!copy) continue;
    for (const field of ["title", "summary", "challenge", "approach"] as const) text(`${where}.${field}`, copy[field]);
    text(`${where}.outcome.paragraphs`, copy.outcome.paragraphs);
  }

  keys("pressMentions", entries.pressMentions);
  for (const [key, mention] of Object.entries(entries.pressMentions)) {
    const where = `pressMentions["${key}"]`;
    text(`${where}.outlet`, mention.outlet);
    text(`${where}.headline`, mention.headline);
    language(`${where}.language`, mention.language);
    link(`${where}.href`, mention.href);
    date(`${where}.date`, mention.date);
  }
  return problems;
}

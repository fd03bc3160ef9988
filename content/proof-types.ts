/**
 * Shapes of the proof the site shows once the business supplies it (docs/decisions.md#d88): partner and client logos,
 * testimonials, case studies, impact figures and press mentions. What is the same in every language (names, files,
 * links, dates, numbers, a quote in the words it was given) is data, once, in content/proof.ts; what a visitor reads in
 * their language (what a figure counts, a case study's story) is words, in each language's proof.ts (D51). Every date
 * and every figure's source is required here; lib/proof-check.ts refuses what the types cannot see (a date that is
 * not a real day or is still to come, a logo file that is missing, a link that is not https).
 */
import type { Locale } from "./locales";

/** A calendar date written YYYY-MM-DD, never in the future (the build checks it is a real day). */
export type IsoDate = `${number}-${number}-${number}`;

/** A link to another site: proof links only over https. */
export type HttpsUrl = `https://${string}`;

/** A partner's or client's logo, shown in the strip under the home page's hero. */
export interface LogoData {
  /** The organisation's name as it writes it: the logo's alt text. */
  name: string;
  /** The file under public/images/proof/: SVG, or PNG or WebP at twice the size it is drawn. */
  file: `/images/proof/${string}`;
  /** The file's own size in pixels (an SVG's viewBox): the strip draws every logo at about the same weight. */
  width: number;
  height: number;
  /** The organisation's site. */
  href: HttpsUrl;
  /** The day the organisation agreed in writing to have its logo shown. */
  permissionDate: IsoDate;
}

/** A person's words about working with Talanta AI, shown as given, in the language given. */
export interface TestimonialData {
  quote: string;
  /** The language of the quote and the role: every page shows it in that language, marked as such. */
  language: Locale;
  person: string;
  /** Their role, in the quote's language. */
  role: string;
  organisation: string;
  /** The day the person agreed in writing to be quoted by name. */
  permissionDate: IsoDate;
}

/** How a figure's number is written: a plain count (the default), a percentage, or an amount in a currency. */
export type FigureUnit = "percent" | { currency: string };

/** A number that was measured: what it is, when it was measured, and, when it is public, where to check it. */
export interface MeasuredValue {
  value: number;
  unit?: FigureUnit;
  /** The day it was measured or counted. */
  date: IsoDate;
  /** Where a visitor can check it. */
  sourceUrl?: HttpsUrl;
}

/** What a measured value counts and where it comes from, in one language. */
export interface MeasuredValueCopy {
  /** Read after the value, as one phrase: "developers placed in paid work". */
  label: string;
  /** Who measured it: "Talanta AI placement records", "the partner's HR audit". */
  source: string;
}

/** What is the same about a case study in every language; its key in content/proof.ts is its address, /case-studies/<key>. */
export interface CaseStudyData {
  organisation: string;
  /** The day the case study was published. */
  published: IsoDate;
  /** The day the organisation agreed in writing to the case study being published. */
  permissionDate: IsoDate;
  /** The result that was measured. */
  outcome: MeasuredValue;
  /** The key of a testimonial of content/proof.ts that the page quotes. */
  testimonial?: string;
}

/** A case study's words in one language. */
export interface CaseStudyCopy {
  title: string;
  /** One or two sentences: the cards, the page's introduction and its description for search engines. */
  summary: string;
  /** Paragraphs: the problem the organisation had. */
  challenge: string[];
  /** Paragraphs: what was done, and by whom. */
  approach: string[];
  /** What the outcome's number counts and who measured it, then paragraphs on what changed. */
  outcome: MeasuredValueCopy & { paragraphs: string[] };
}

/** An article about Talanta AI in the press. */
export interface PressMentionData {
  outlet: string;
  /** The article's headline, in its language. */
  headline: string;
  language: Locale;
  href: HttpsUrl;
  /** The day it was published. */
  date: IsoDate;
}

/** An impact figure: what is the same in every language. */
export type ImpactFigureData = MeasuredValue;

/**
 * The proof entries of one language: content/proof.ts's data, keyed as there, and this language's words for the kinds
 * that have some. What lib/proof-entries.ts hands lib/proof.ts, and what the proof test build's fixtures put in its
 * place (docs/decisions.md#d90).
 */
export interface ProofEntries {
  logos: Record<string, LogoData>;
  testimonials: Record<string, TestimonialData>;
  impactFigures: Record<string, ImpactFigureData>;
  caseStudies: Record<string, CaseStudyData>;
  pressMentions: Record<string, PressMentionData>;
  words: { impactFigures: Record<string, MeasuredValueCopy>; caseStudies: Record<string, CaseStudyCopy> };
}

/**
 * The proof a page in one language shows (docs/decisions.md#d88): the entries of lib/proof-entries.ts, checked
 * (lib/proof-check.ts), in the order they are shown, with their numbers and dates written the language's way. A kind
 * with no entry is an empty list, and every section, link and page of that kind renders nothing.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { localeInfo, type Locale } from "@/content/locales";
import type {
  CaseStudyCopy,
  CaseStudyData,
  FigureUnit,
  LogoData,
  MeasuredValue,
  MeasuredValueCopy,
  PressMentionData,
  ProofEntries,
  TestimonialData,
} from "@/content/proof-types";
import { proofAssetsDir, proofEntries } from "@/lib/proof-entries";
import { formatDate, todayIso } from "./dates";
import { proofProblems } from "./proof-check";
import { caseStudyPath } from "./routes";

/** A measured number as a page shows it: the value in the language's digits, what it counts, who measured it and when. */
export interface Figure extends MeasuredValueCopy {
  id: string;
  value: string;
  date: string;
  dateLabel: string;
  sourceUrl?: string;
}

export interface Logo extends LogoData {
  id: string;
  /** The size it is drawn at, in CSS pixels: every logo about the same weight, whatever its shape. */
  drawn: { width: number; height: number };
}

export interface Testimonial extends TestimonialData {
  id: string;
}

export interface CaseStudy extends Omit<CaseStudyData, "outcome" | "testimonial">, Omit<CaseStudyCopy, "outcome"> {
  /** Its key in content/proof.ts, and the last segment of its address. */
  slug: string;
  /** Its page, in this language. */
  path: string;
  publishedLabel: string;
  outcome: Figure & { paragraphs: string[] };
  testimonial?: Testimonial;
}

export interface PressMention extends PressMentionData {
  id: string;
  dateLabel: string;
}

export interface Proof {
  logos: Logo[];
  testimonials: Testimonial[];
  impactFigures: Figure[];
  caseStudies: CaseStudy[];
  pressMentions: PressMention[];
}

/** About a 3:1 logo 120 px wide and 40 px high: a square one is drawn 56 px a side, a long one lower and wider. */
const LOGO_AREA = 4800;
const LOGO_HEIGHT = { min: 28, max: 56 };
const LOGO_MAX_WIDTH = 176;

/** The size a logo of this shape is drawn at, so a square mark and a long word mark carry the same weight. */
export function logoDrawnSize(width: number, height: number): Logo["drawn"] {
  const ratio = width / height;
  let drawnHeight = Math.min(LOGO_HEIGHT.max, Math.max(LOGO_HEIGHT.min, Math.sqrt(LOGO_AREA / ratio)));
  if (drawnHeight * ratio > LOGO_MAX_WIDTH) drawnHeight = LOGO_MAX_WIDTH / ratio;
  return { width: Math.round(drawnHeight * ratio), height: Math.round(drawnHeight) };
}

/**
 * "1 240", "85 %", "2,4 M $US" in French; "1,240", "85%", "US$2.4m" in English: millions and more written short, an
 * amount in whole units.
 */
export function formatFigure(value: number, unit: FigureUnit | undefined, locale: Locale): string {
  const short = Math.abs(value) >= 1_000_000;
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: 0,
    maximumFractionDigits: short || typeof unit !== "object" ? 1 : 0,
    ...(short && { notation: "compact" }),
    ...(unit === "percent" && { style: "unit", unit: "percent" }),
    ...(typeof unit === "object" && { style: "currency", currency: unit.currency }),
  };
  return new Intl.NumberFormat(localeInfo[locale].intlLocale, options).format(value);
}

function figure(id: string, measured: MeasuredValue, copy: MeasuredValueCopy, locale: Locale): Figure {
  return {
    id,
    value: formatFigure(measured.value, measured.unit, locale),
    label: copy.label,
    source: copy.source,
    date: measured.date,
    dateLabel: formatDate(measured.date, locale),
    ...(measured.sourceUrl && { sourceUrl: measured.sourceUrl }),
  };
}

/** The proof of one language from its entries: ordered, with numbers and dates written for `locale`. */
export function joinProof(entries: ProofEntries, locale: Locale): Proof {
  const withId = <Entry>(record: Record<string, Entry>) => Object.entries(record).map(([id, entry]) => ({ id, ...entry }));
  const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);
  // The page's own language first; otherwise in the order content/proof.ts gives them.
  const testimonials = withId(entries.testimonials).sort((a, b) => Number(b.language === locale) - Number(a.language === locale));
  const caseStudies = withId(entries.caseStudies).map(({ id, outcome, testimonial, ...data }) => {
    const copy = entries.words.caseStudies[id] as CaseStudyCopy;
    return {
      ...data,
      ...copy,
      slug: id,
      path: caseStudyPath(locale, id),
      publishedLabel: formatDate(data.published, locale),
      outcome: { ...figure(id, outcome, copy.outcome, locale), paragraphs: copy.outcome.paragraphs },
      ...(testimonial && { testimonial: testimonials.find((candidate) => candidate.id === testimonial) }),
    };
  });
  return {
    logos: withId(entries.logos).map((logo) => ({ ...logo, drawn: logoDrawnSize(logo.width, logo.height) })),
    testimonials,
    impactFigures: withId(entries.impactFigures).map(({ id, ...measured }) =>
      figure(id, measured, entries.words.impactFigures[id] as MeasuredValueCopy, locale),
    ),
    caseStudies: caseStudies.sort((a, b) => newestFirst({ date: a.published }, { date: b.published })),
    pressMentions: withId(entries.pressMentions)
      .sort(newestFirst)
      .map((mention) => ({ ...mention, dateLabel: formatDate(mention.date, locale) })),
  };
}

const proofs = new Map<Locale, Proof>();

/**
 * The proof a page in `locale` shows. The first call for a language checks its entries, and stops the build on any
 * problem, naming each one (lib/proof-check.ts).
 */
export function proofIn(locale: Locale): Proof {
  const known = proofs.get(locale);
  if (known) return known;
  const entries = proofEntries(locale);
  const problems = proofProblems(entries, { today: todayIso(), assetExists: (file) => existsSync(join(process.cwd(), proofAssetsDir, file)) });
  if (problems.length > 0) {
    throw new Error(
      `The proof in content/proof.ts and content/${locale}/proof.ts cannot be shown (docs/editors.md):\n${problems.map((line) => `  - ${line}`).join("\n")}`,
    );
  }
  const proof = joinProof(entries, locale);
  proofs.set(locale, proof);
  return proof;
}

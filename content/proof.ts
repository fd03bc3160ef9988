import type { CaseStudyData, ImpactFigureData, LogoData, PressMentionData, TestimonialData } from "./proof-types";

/*
 * Proof that others trust Talanta AI: what is the same in every language, once (docs/decisions.md#d88). Each kind is
 * empty until the business supplies real entries, with written permission, and a kind with no entry shows nothing
 * anywhere: no section, no heading, no link, no page. Each entry's key is its id: a case study's is its address
 * (/case-studies/<key>, lowercase words joined by dashes), and each language's proof.ts gives an impact figure or a
 * case study its words under the same key (the type check names a language that lacks them). docs/editors.md, "Proof
 * that others trust us", has an example of each kind. An entry still waiting for something is marked with a
 * `// PLACEHOLDER: what is needed` comment on its first line, and `npm run deploy:check` refuses it.
 */

/** Partner and client logos, in the order the strip under the home page's hero shows them. Files in public/images/proof/. */
export const logos = {} satisfies Record<string, LogoData>;

/** Testimonials, in the order they are shown (each page puts those in its own language first). */
export const testimonials = {} satisfies Record<string, TestimonialData>;

/** Impact figures, in the order they are shown: on the home page after the impact areas, and on About. */
export const impactFigures = {} satisfies Record<string, ImpactFigureData>;

/** Case studies: each is a page in every language, and a card on the home and services pages, newest first. */
export const caseStudies = {} satisfies Record<string, CaseStudyData>;

/** Press mentions, on About, newest first. */
export const pressMentions = {} satisfies Record<string, PressMentionData>;

export type ImpactFigureId = keyof typeof impactFigures;
export type CaseStudyId = keyof typeof caseStudies;

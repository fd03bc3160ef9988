/**
 * Where the site's proof comes from: content/proof.ts's data joined with one language's words (docs/decisions.md#d88).
 * lib/proof.ts reads it through this module only, and only as `@/lib/proof-entries`, because the proof test build
 * (PROOF_FIXTURES=1) puts e2e/fixtures/proof/entries.ts in its place (next.config.ts; docs/decisions.md#d90). Nothing
 * else changes between that build and the one that ships.
 */
import { getContent } from "@/content/dictionaries";
import type { Locale } from "@/content/locales";
import { caseStudies, impactFigures, logos, pressMentions, testimonials } from "@/content/proof";
import type { ProofEntries } from "@/content/proof-types";

/** The folder the logos' files are in, from the repository's root. */
export const proofAssetsDir = "public";

/** One language's proof entries. */
export function proofEntries(locale: Locale): ProofEntries {
  const { impactFigures: figureWords, caseStudies: caseStudyWords } = getContent(locale).proof;
  return {
    logos,
    testimonials,
    impactFigures,
    caseStudies,
    pressMentions,
    words: { impactFigures: figureWords.figures, caseStudies: caseStudyWords.studies },
  };
}

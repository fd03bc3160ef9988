// The proof test build (docs/decisions.md#d90): the site built with test-only proof in place of content/proof.ts's,
// so the end-to-end suite sees every proof section and each case-study page render. `PROOF_FIXTURES=1` asks for it;
// it is a local-preview build, written to out-proof/, and never ships. Shared by next.config.ts, the export folder's
// rules (export-dir.mjs) and `npm run test:proof`.
// @ts-check

/** @typedef {import("./email-env.mjs").Env} Env */

/** The proof test build's export folder. */
export const PROOF_DIR = "out-proof";

/** The module lib/proof.ts reads its entries through, and the fixtures the proof test build puts in its place. */
export const PROOF_ENTRIES_MODULE = "@/lib/proof-entries";
export const PROOF_FIXTURE_ENTRIES = "./e2e/fixtures/proof/entries.ts";
/** The fixtures' logo files, copied into out-proof/ after the build (never into public/, which ships). */
export const PROOF_FIXTURE_ASSETS = "e2e/fixtures/proof/public";

/**
 * The case-study route's files end in `.case-study.tsx`: Next reads them as pages only while this extension is in
 * `pageExtensions`, that is while there is a case study to show (docs/decisions.md#d88).
 */
export const CASE_STUDY_PAGE_EXTENSION = "case-study.tsx";

/**
 * True when the env asks for the proof test build (`PROOF_FIXTURES=1`).
 * @param {Env} env
 */
export function wantsProofFixtures(env) {
  return env.PROOF_FIXTURES === "1";
}

import type { NextConfig } from "next";
import { caseStudies } from "./content/proof";
import { analyticsBuildEnv, describeAnalytics, resolveAnalyticsEnv } from "./scripts/config/analytics-env.mjs";
import { checkSiteUrl, resolveEmailEnv } from "./scripts/config/email-env.mjs";
import { exportDirFor } from "./scripts/config/export-dir.mjs";
import { CASE_STUDY_PAGE_EXTENSION, PROOF_ENTRIES_MODULE, PROOF_FIXTURE_ENTRIES, wantsProofFixtures } from "./scripts/config/proof-fixtures.mjs";

/** Next's PHASE_DEVELOPMENT_SERVER (`next dev`), spelled out so unit tests can load this file under plain Node. */
const PHASE_DEVELOPMENT_SERVER = "phase-development-server";

/**
 * A build that counts nothing gets, in place of the analytics island, a component that renders nothing and imports
 * nothing: no tracker code, and an export byte for byte what it is without analytics (docs/decisions.md#d91).
 */
const NO_ANALYTICS_ALIAS = { "@/components/layout/analytics": "./components/layout/no-analytics.tsx" };

export default function config(phase: string): NextConfig {
  // Fails a production build that lacks the EmailJS identifiers, naming them, unless
  // EMAILJS_LOCAL_PREVIEW=1 asks for the local inbox (see scripts/config/email-env.mjs).
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const { mode, ...emailEnv } = resolveEmailEnv(process.env, { dev });
  // A production build also needs the site's real https:// origin (canonical URLs, sitemap, Open Graph).
  checkSiteUrl(process.env, { dev });
  if (mode === "local-preview" && !dev) {
    console.log(`  Local preview build: forms send to ${emailEnv.NEXT_PUBLIC_EMAILJS_ORIGIN} (the local inbox), not EmailJS.`);
  }
  // The proof test build shows test-only proof (docs/decisions.md#d90): it must never be a build that can ship.
  const proofFixtures = wantsProofFixtures(process.env);
  if (proofFixtures && mode !== "local-preview") throw new Error("PROOF_FIXTURES=1 is a test build of test-only proof: build it with EMAILJS_LOCAL_PREVIEW=1.");
  // Under output: "export", Next refuses a dynamic route whose generateStaticParams returns no page, so the
  // case-study route's files count as pages only while there is a case study (docs/decisions.md#d88).
  const caseStudyPages = proofFixtures || Object.keys(caseStudies).length > 0;
  // Counts visits only when NEXT_PUBLIC_ANALYTICS_DOMAIN is set, and never in `next dev` or staging (scripts/config/analytics-env.mjs).
  const analytics = resolveAnalyticsEnv(process.env, { dev, localPreview: mode === "local-preview" });
  const analyticsLine = describeAnalytics(analytics);
  if (analyticsLine && !dev) console.log(`  ${analyticsLine}`);
  const resolveAlias = {
    ...(analytics.mode === "off" && NO_ANALYTICS_ALIAS),
    ...(proofFixtures && { [PROOF_ENTRIES_MODULE]: PROOF_FIXTURE_ENTRIES }),
  };

  return {
    output: "export",
    // With output: "export", distDir names the export folder: a local-preview build goes to out-preview/,
    // never to out/, the folder that gets deployed (scripts/config/export-dir.mjs). `next dev` keeps .next.
    ...(!dev && mode === "local-preview" && { distDir: exportDirFor(mode) }),
    // A static host has no image optimiser; without this Next writes /_next/image URLs that 404.
    images: { unoptimized: true },
    // The proof test build is the second build of `npm test`, after `npm run typecheck` checked the same code, the
    // fixtures included: it skips Next's own type check, about half a minute on a busy machine (docs/decisions.md#d90).
    ...(proofFixtures && { typescript: { ignoreBuildErrors: true } }),
    turbopack: { root: __dirname, ...(Object.keys(resolveAlias).length > 0 && { resolveAlias }) },
    pageExtensions: ["tsx", "ts", "jsx", "js", ...(caseStudyPages ? [CASE_STUDY_PAGE_EXTENSION] : [])],
    poweredByHeader: false,
    // Each language has its own root layout (app/(en)/, app/[locale]/): the not-found page brings its own
    // document (app/global-not-found.tsx) and becomes out/404.html.
    experimental: { globalNotFound: true },
    env: { ...emailEnv, ...analyticsBuildEnv(analytics) },
  };
}

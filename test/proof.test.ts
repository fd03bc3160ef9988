// The proof (docs/decisions.md#d88 to #d90): the types require a figure's source and date; the content check refuses
// what the types cannot see, naming the entry and the field; the shipped content and the test-only proof pass it;
// numbers, dates and order follow the page's language; the case-study route and the fixtures exist only where they
// should (next.config.ts); and `npm run deploy:check` refuses proof still marked PLACEHOLDER.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, it, vi } from "vitest";
import { locales } from "@/content/locales";
import * as shippedProof from "@/content/proof";
import type { CaseStudyCopy, ImpactFigureData, LogoData, MeasuredValueCopy, ProofEntries } from "@/content/proof-types";
import { todayIso } from "@/lib/dates";
import { formatFigure, joinProof, logoDrawnSize } from "@/lib/proof";
import { isHttpsUrl, proofProblems } from "@/lib/proof-check";
import { proofAssetsDir, proofEntries } from "@/lib/proof-entries";
import * as fixtures from "../e2e/fixtures/proof/entries";
import { secureExport } from "../scripts/build/write-headers.mjs";
import { launchCheck, unrealProof } from "../scripts/check/launch-check.mjs";
import { PROOF_DIR, PROOF_FIXTURE_ENTRIES } from "../scripts/config/proof-fixtures.mjs";
import { placeholdersIn } from "../scripts/editorial/placeholder-markers.mjs";

const today = "2026-11-28";
const inFolder = (folder: string) => (file: string) => existsSync(join(process.cwd(), folder, file));

// A figure without a date, or words without a source, is a type error: these lines fail `npm run typecheck` the day
// the types stop requiring them (an unused @ts-expect-error is an error too).
// @ts-expect-error a figure needs the day it was measured
export const undated: ImpactFigureData = { value: 12 };
// @ts-expect-error a figure's words need who measured it
export const unsourced: MeasuredValueCopy = { label: "developers trained" };

/** One entry of every kind, all correct, for the problems below to break one field at a time. */
function entries(): ProofEntries {
  const study: CaseStudyCopy = {
    title: "A title",
    summary: "A summary.",
    challenge: ["The challenge."],
    approach: ["What was done."],
    outcome: { label: "clinics", source: "the network's records", paragraphs: ["What changed."] },
  };
  return {
    logos: { acme: { name: "Acme", file: "/images/proof/acme.svg", width: 120, height: 40, href: "https://acme.example.org/", permissionDate: "2026-01-05" } },
    testimonials: {
      "jane-acme": { quote: "Good.", language: "en", person: "Jane", role: "CTO", organisation: "Acme", permissionDate: "2026-01-05" },
    },
    impactFigures: { trained: { value: 10, date: "2026-02-01" } },
    caseStudies: {
      "acme-clinics": {
        organisation: "Acme",
        published: "2026-03-01",
        permissionDate: "2026-02-20",
        outcome: { value: 3, date: "2026-02-15" },
        testimonial: "jane-acme",
      },
    },
    pressMentions: { ledger: { outlet: "Ledger", headline: "Acme", language: "fr", href: "https://ledger.example.org/a", date: "2026-04-01" } },
    words: { impactFigures: { trained: { label: "developers trained", source: "records" } }, caseStudies: { "acme-clinics": study } },
  };
}

const problemsOf = (change: (proof: ProofEntries) => void, assetExists: (file: string) => boolean = () => true) => {
  const proof = entries();
  change(proof);
  return proofProblems(proof, { today, assetExists });
};

describe("the content check of the proof", () => {
  it("passes the shipped content and the test-only proof, in every language", () => {
    for (const locale of locales) {
      assert.deepEqual(proofProblems(proofEntries(locale), { today: todayIso(), assetExists: inFolder(proofAssetsDir) }), [], locale);
      assert.deepEqual(proofProblems(fixtures.proofEntries(locale), { today: todayIso(), assetExists: inFolder(fixtures.proofAssetsDir) }), [], locale);
    }
    assert.deepEqual(
      problemsOf(() => {}),
      [],
    );
  });

  it("refuses a date that is not a real day, or that is still to come, naming the entry and the field", () => {
    assert.deepEqual(
      problemsOf((proof) => {
        proof.logos.acme!.permissionDate = "2026-02-30";
        proof.impactFigures.trained!.date = "2026-11-29";
        proof.pressMentions.ledger!.date = "28/11/2026" as never;
      }),
      [
        'logos["acme"].permissionDate: "2026-02-30" is not a real date written YYYY-MM-DD',
        'impactFigures["trained"].date: 2026-11-29 is still to come (today is 2026-11-28): proof tells what has happened',
        'pressMentions["ledger"].date: "28/11/2026" is not a real date written YYYY-MM-DD',
      ],
    );
  });

  it("refuses a figure or a case study without its words, its source or its label, and a case study published before permission", () => {
    assert.deepEqual(
      problemsOf((proof) => {
        proof.words.impactFigures = {};
        proof.words.caseStudies["acme-clinics"]!.outcome.source = " ";
        proof.caseStudies["acme-clinics"]!.permissionDate = "2026-03-02";
      }),
      [
        'impactFigures["trained"]: has no words in this language',
        'caseStudies["acme-clinics"]: was published (2026-03-01) before permission was given (2026-03-02)',
        'caseStudies["acme-clinics"].outcome.source: is empty',
      ],
    );
  });

  it("refuses a missing logo file, a format a browser may not draw, a link that is not https, and a wrong key, language, currency or reference", () => {
    assert.deepEqual(
      problemsOf(
        (proof) => {
          proof.logos["Acme Bank"] = { ...(proof.logos.acme as LogoData), file: "/images/proof/acme.pdf" };
          proof.logos.acme!.href = "http://acme.example.org/" as never;
          proof.testimonials["jane-acme"]!.language = "de" as never;
          proof.impactFigures.trained!.unit = { currency: "ABC" };
          proof.caseStudies["acme-clinics"]!.testimonial = "john";
        },
        (file) => file !== "/images/proof/acme.svg",
      ),
      [
        'logos["Acme Bank"]: its key is not lowercase words joined by dashes',
        'logos["acme"].file: "/images/proof/acme.svg" does not exist',
        'logos["acme"].href: "http://acme.example.org/" is not an https:// address',
        'logos["Acme Bank"].file: "/images/proof/acme.pdf" is not an SVG, PNG, WebP or AVIF file',
        'testimonials["jane-acme"].language: "de" is not one of the site\'s languages (content/locales.ts)',
        'impactFigures["trained"].unit: "ABC" is not an ISO 4217 currency code',
        'caseStudies["acme-clinics"].testimonial: "john" is not a testimonial of content/proof.ts',
      ],
    );
    assert.equal(isHttpsUrl("https://localhost/"), false);
  });

  it("stops the build on a wrong entry, naming every problem", async () => {
    vi.resetModules();
    vi.doMock("@/lib/proof-entries", () => ({
      proofAssetsDir: "public",
      proofEntries: () => ({ ...entries(), impactFigures: { trained: { value: 10, date: "2999-01-01" } } }),
    }));
    const { proofIn } = await import("@/lib/proof");
    assert.throws(
      () => proofIn("en"),
      /cannot be shown[\s\S]*- logos\["acme"\]\.file: "\/images\/proof\/acme\.svg" does not exist[\s\S]*2999-01-01 is still to come/,
    );
    vi.doUnmock("@/lib/proof-entries");
    vi.resetModules();
  });
});

describe("the proof a page shows", () => {
  it("writes each figure the language's way, millions short and amounts in whole units", () => {
    const written = (locale: "en" | "fr") => [
      formatFigure(1240, undefined, locale),
      formatFigure(68, "percent", locale),
      formatFigure(2_400_000, { currency: "USD" }, locale),
      formatFigure(12_400, { currency: "USD" }, locale),
    ];
    assert.deepEqual(written("en"), ["1,240", "68%", "US$2.4m", "US$12,400"]);
    assert.deepEqual(written("fr"), ["1\u202f240", "68\u00a0%", "2,4\u00a0M\u00a0$US", "12\u202f400\u00a0$US"]);
  });

  it("draws a square mark and a long word mark at about the same weight, within the strip's height and width", () => {
    assert.deepEqual(logoDrawnSize(64, 64), { width: 56, height: 56 });
    assert.deepEqual(logoDrawnSize(240, 80), { width: 120, height: 40 });
    assert.deepEqual(logoDrawnSize(1000, 100), { width: 176, height: 18 });
    assert.deepEqual(logoDrawnSize(100, 400), { width: 14, height: 56 });
  });

  it("puts testimonials in the page's language first, case studies and press newest first, and joins each language's words", () => {
    for (const locale of locales) {
      const proof = joinProof(fixtures.proofEntries(locale), locale);
      assert.equal(proof.testimonials[0]?.language, locale);
      assert.deepEqual(
        proof.caseStudies.map((study) => study.published),
        proof.caseStudies
          .map((study) => study.published)
          .sort()
          .reverse(),
      );
      assert.deepEqual(
        proof.pressMentions.map((mention) => mention.date),
        proof.pressMentions
          .map((mention) => mention.date)
          .sort()
          .reverse(),
      );
      const kivu = proof.caseStudies.find((study) => study.slug === "kivu-health-triage");
      assert.equal(kivu?.title, (fixtures.words[locale] ?? fixtures.words.en).studies["kivu-health-triage"].title);
      assert.equal(kivu?.path, locale === "en" ? "/case-studies/kivu-health-triage" : `/${locale}/case-studies/kivu-health-triage`);
      assert.equal(kivu?.testimonial?.person, "Aline Mukamana");
    }
  });
});

describe("where the proof comes from", () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it("makes the case-study route a page only with a case study or in the proof test build, which reads the fixtures, skips the second type check and never ships", async () => {
    Object.assign(globalThis, { __dirname: process.cwd() });
    const { default: config } = await import("../next.config");
    const build = "phase-production-build";
    for (const key of Object.keys(process.env)) if (key.includes("EMAILJS") || key === "PROOF_FIXTURES") delete process.env[key];
    process.env.EMAILJS_LOCAL_PREVIEW = "1";
    const shipped = config(build);
    assert.equal(shipped.pageExtensions?.includes("case-study.tsx"), Object.keys(shippedProof.caseStudies).length > 0);
    assert.equal(shipped.turbopack?.resolveAlias?.["@/lib/proof-entries"], undefined);
    assert.equal(shipped.typescript?.ignoreBuildErrors, undefined, "a build that can ship keeps Next's type check");

    process.env.PROOF_FIXTURES = "1";
    const proofBuild = config(build);
    assert.ok(proofBuild.pageExtensions?.includes("case-study.tsx"));
    assert.equal(proofBuild.turbopack?.resolveAlias?.["@/lib/proof-entries"], PROOF_FIXTURE_ENTRIES);
    assert.equal(proofBuild.distDir, PROOF_DIR);
    assert.equal(proofBuild.typescript?.ignoreBuildErrors, true, "npm run typecheck has checked the same code");
    assert.ok(existsSync(join(process.cwd(), PROOF_FIXTURE_ENTRIES)));

    delete process.env.EMAILJS_LOCAL_PREVIEW;
    Object.assign(process.env, { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "pk", NEXT_PUBLIC_EMAILJS_SERVICE_ID: "s", NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "t" });
    process.env.NEXT_PUBLIC_SITE_URL = "https://www.talanta.ai";
    assert.throws(() => config(build), /PROOF_FIXTURES=1 is a test build/);
  });
});

describe("npm run deploy:check and proof still marked PLACEHOLDER", () => {
  const temporary: string[] = [];
  afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const markedProof = [
    'import type { TestimonialData } from "./proof-types";',
    "export const testimonials = {",
    '  "jane-acme": {',
    "    // PLACEHOLDER: Jane's written permission to be quoted",
    '    quote: "Good.",',
    "  },",
    "} satisfies Record<string, TestimonialData>;",
    "",
  ].join("\n");

  it("names every proof entry or value still marked, in content/proof.ts and each language's proof.ts, and nothing else", () => {
    const placeholders = [
      ...placeholdersIn(markedProof, "content/proof.ts"),
      ...placeholdersIn(
        'export const proof = {\n  studies: {\n    "acme": {\n      title: "Soon", // PLACEHOLDER: the title\n    },\n  },\n};\n',
        "content/fr/proof.ts",
      ),
      ...placeholdersIn('export const site = {\n  email: "a@b.example", // PLACEHOLDER: e-mail\n};\n', "content/site.ts"),
    ];
    assert.deepEqual(unrealProof(placeholders), [
      "it holds proof still marked PLACEHOLDER, which only real, permitted proof may replace: " +
        "content/proof.ts:4 testimonials.jane-acme (needs: Jane's written permission to be quoted); content/fr/proof.ts:4 proof.studies.acme.title (needs: the title)",
    ]);
    assert.deepEqual(unrealProof(placeholders.slice(2)), []);
  });

  it("refuses an export whose content holds marked proof, even where no page shows it; a staging build may keep it", () => {
    const root = mkdtempSync(join(tmpdir(), "proof-root-"));
    temporary.push(root);
    mkdirSync(join(root, "content"));
    writeFileSync(join(root, "content/proof.ts"), markedProof);
    for (const staging of [false, true]) {
      const dir = mkdtempSync(join(tmpdir(), "proof-export-"));
      temporary.push(dir);
      writeFileSync(join(dir, "index.html"), '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><p>Hello</p></body></html>');
      writeFileSync(join(dir, "sw.js"), "");
      secureExport({ dir, emailOrigin: "https://api.emailjs.com", staging });
      const { problems } = launchCheck({ dir, root, allowPlaceholders: staging });
      const refused = problems.some((problem) => problem.includes("content/proof.ts:4 testimonials.jane-acme"));
      assert.equal(refused, !staging, staging ? "a staging build keeps it" : "production refuses it");
    }
  });
});

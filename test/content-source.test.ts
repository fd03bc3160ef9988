// Reading copy from source (scripts/editorial/content-source.mjs): what the copy checks and `npm run translations` see of
// a content module, a post and the language list, and that they see every string the site shows.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { defaultLocale, locales } from "@/content/locales";
import { moduleStrings, postLines, postParagraphs, readLocales } from "../scripts/editorial/content-source.mjs";
import { dataKeys } from "../scripts/editorial/data-keys.mjs";

describe("moduleStrings", () => {
  const source = [
    'import { site } from "../site";',
    "// A comment is not copy.",
    'const roles = [{ id: "lead", title: "Responsable", workplace: { kind: "remote", countries: ["RW"] } }];',
    "export const page = {",
    '  meta: { path: routes.about, title: "À propos" },',
    "  intro:",
    '    "Un texte\\u00a0: suite",',
    "  email: `Écrivez à ${site.email}.`,",
    '  "quoted-key": `Sans code`,',
    '  items: ["Un", "Deux"],',
    "  href: routes.contact,",
    '  count: 3, shared: site.name, link: localeRoutes("fr"),',
    "} satisfies PageContent;",
  ].join("\n");

  it("gives every string of copy with its key path and line, escapes resolved and `${…}` kept as written", () => {
    assert.deepEqual(moduleStrings(source), [
      { path: "roles[0].title", value: "Responsable", line: 3 },
      { path: "page.meta.title", value: "À propos", line: 5 },
      { path: "page.intro", value: "Un texte\u00a0: suite", line: 7 },
      { path: "page.email", value: "Écrivez à ${site.email}.", line: 8 },
      { path: "page.quoted-key", value: "Sans code", line: 9 },
      { path: "page.items[0]", value: "Un", line: 10 },
      { path: "page.items[1]", value: "Deux", line: 10 },
    ]);
  });

  it("reads the site's French modules", () => {
    const strings = moduleStrings(readFileSync("content/fr/about.ts", "utf8"));
    assert.ok(strings.some(({ path, value }) => path === "about.meta.title" && value === "À propos"));
    assert.ok(!strings.some(({ path }) => /\.(photoUrl|href|id)$/.test(path)));
  });
});

describe("postLines", () => {
  it("gives the words of the front matter and the body's lines, without keys, dates, quotes or code", () => {
    const post = [
      "---",
      'title: "Un titre : le voici"',
      "date: 2026-09-16",
      "authorRole: fondatrice et PDG",
      "---",
      "",
      "## Une partie",
      "Un paragraphe.",
      "```",
      "const code = 'pas du texte';",
      "```",
      "La fin.",
    ].join("\n");
    assert.deepEqual(postLines(post), [
      { line: 2, text: "Un titre : le voici", heading: true, field: "title" },
      { line: 4, text: "fondatrice et PDG", heading: false, field: "authorRole" },
      { line: 7, text: "Une partie", heading: true },
      { line: 8, text: "Un paragraphe.", heading: false },
      { line: 12, text: "La fin.", heading: false },
    ]);
  });
});

describe("postParagraphs", () => {
  it("cuts a post into its front matter's fields and its paragraphs, a heading being one of its own", () => {
    const post = [
      "---",
      "title: Un titre",
      "date: 2026-09-16",
      "summary: En bref.",
      "---",
      "",
      "Premier paragraphe,",
      "sur deux lignes.",
      "",
      "## Une partie",
      "Juste sous le titre.",
      "```",
      "du code",
      "```",
      "- Un point",
      "- Un autre",
    ].join("\n");
    assert.deepEqual(postParagraphs(post), [
      { path: "title", value: "Un titre", line: 2 },
      { path: "summary", value: "En bref.", line: 4 },
      { path: "¶1", value: "Premier paragraphe,\nsur deux lignes.", line: 7 },
      { path: "¶2", value: "Une partie", line: 10 },
      { path: "¶3", value: "Juste sous le titre.", line: 11 },
      { path: "¶4", value: "- Un point\n- Un autre", line: 15 },
    ]);
  });
});

describe("readLocales", () => {
  it("reads the language list the site is built from", () => {
    assert.deepEqual(readLocales(readFileSync("content/locales.ts", "utf8")), { locales: [...locales], defaultLocale });
  });

  it("reads a list written as an object keyed by code", () => {
    assert.deepEqual(readLocales('export const locales = { en: {}, sw: {} } as const;\nexport const defaultLocale: Locale = "en";'), {
      locales: ["en", "sw"],
      defaultLocale: "en",
    });
  });

  it("says what it could not read rather than guess", () => {
    assert.throws(
      () => readLocales('export const locales = makeList();\nexport const defaultLocale = "en";'),
      /content\/locales\.ts: cannot read `localeInfo`/,
    );
    assert.throws(() => readLocales('export const locales = ["en"];\nexport const defaultLocale = "fr";'), /cannot read/);
  });
});

describe("what the copy checks see", () => {
  /** A parsed string as a pattern: its `${…}` parts stand for whatever the code puts there. */
  const asPattern = (value: string) =>
    new RegExp(
      `^${value
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("[\\s\\S]*")}$`,
    );

  for (const locale of locales) {
    it(`reads every string of copy the site shows in content/${locale}/ from its source`, () => {
      const parsed = readdirSync(`content/${locale}`).flatMap((file) =>
        moduleStrings(readFileSync(`content/${locale}/${file}`, "utf8")).map(({ value }) => value),
      );
      const exact = new Set(parsed);
      const templates = parsed.filter((value) => value.includes("${")).map(asPattern);
      const shown: string[] = [];
      const collect = (value: unknown, key = ""): void => {
        if (dataKeys.has(key)) return;
        if (typeof value === "string") shown.push(value);
        else if (Array.isArray(value)) value.forEach((item) => collect(item));
        else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) collect(v, k);
      };
      collect(getContent(locale));
      assert.ok(shown.length > 500, `only ${shown.length} strings shown`);
      const unseen = shown.filter((value) => !exact.has(value) && !templates.some((pattern) => pattern.test(value)));
      assert.deepEqual(unseen, [], `strings of content/${locale}/ the copy checks cannot read from source`);
    });
  }
});

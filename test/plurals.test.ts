// Counts in the copy go through each language's plural rules (docs/decisions.md#d72): an editor writes one form per
// plural category of the language, and lib/plural.ts picks the form for a number with Intl.PluralRules.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { localeInfo, locales } from "@/content/locales";
import type { PluralText } from "@/content/types";
import { plural } from "@/lib/plural";

const categories = new Set<string>(["zero", "one", "two", "few", "many", "other"]);

/** A value written as plural forms: an object whose keys are all plural categories, `other` among them. */
function isPluralText(value: unknown): value is PluralText {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("other") && keys.every((key) => categories.has(key));
}

/** Every plural text under a value, by its path ("forms.throttle.button"). */
function pluralTexts(value: unknown, path = ""): [string, PluralText][] {
  if (isPluralText(value)) return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => pluralTexts(child, path ? `${path}.${key}` : key));
}

describe("plural", () => {
  const pages = { one: "{count} page", other: "{count} pages" };
  it("English: 1 is one; 0 and 2 are other", () => {
    assert.deepEqual(
      [0, 1, 2].map((count) => plural(pages, count, "en")),
      ["0 pages", "1 page", "2 pages"],
    );
  });
  it("French: 0 and 1 are one; 2 is other", () => {
    assert.deepEqual(
      [0, 1, 2].map((count) => plural({ ...pages, many: "{count} de pages" }, count, "fr")),
      ["0 page", "1 page", "2 pages"],
    );
  });
  it("writes the number as the language does, and falls back to other for a category the text lacks", () => {
    assert.equal(plural({ one: "{count} page", many: "{count} de pages", other: "{count} pages" }, 1_000_000, "fr"), "1\u202f000\u202f000 de pages");
    assert.equal(plural({ other: "{count} pages" }, 1, "en"), "1 pages");
  });
  it("the offline page's line above its list, in both languages", () => {
    const intro = (locale: "en" | "fr") => getContent(locale).offline.page.savedIntro;
    assert.deepEqual(
      [0, 1, 2].map((count) => plural(intro("en"), count, "en")),
      [
        "You read these 0 pages on this device, so they open without a connection:",
        "You read this page on this device, so it opens without a connection:",
        "You read these 2 pages on this device, so they open without a connection:",
      ],
    );
    assert.deepEqual(
      [0, 1, 2].map((count) => plural(intro("fr"), count, "fr")),
      [
        "Vous avez lu cette page sur cet appareil\u00a0: elle s’ouvre sans connexion.",
        "Vous avez lu cette page sur cet appareil\u00a0: elle s’ouvre sans connexion.",
        "Vous avez lu ces 2\u00a0pages sur cet appareil\u00a0: elles s’ouvrent sans connexion.",
      ],
    );
  });
  it("the rate limit's countdown, in both languages", () => {
    const button = (locale: "en" | "fr") => getContent(locale).forms.throttle.button;
    assert.deepEqual(
      [0, 1, 2].map((count) => plural(button("en"), count, "en")),
      ["Send again in 0 s", "Send again in 1 s", "Send again in 2 s"],
    );
    assert.deepEqual(
      [0, 1, 2].map((count) => plural(button("fr"), count, "fr")),
      ["Renvoyer dans 0\u00a0s", "Renvoyer dans 1\u00a0s", "Renvoyer dans 2\u00a0s"],
    );
  });
});

describe("every count in the copy has its plural forms", () => {
  it("finds the copy's plural texts: the countdown, the reading time, the offline page's list", () => {
    assert.deepEqual(
      pluralTexts(getContent("en")).map(([path]) => path),
      ["forms.throttle.button", "offline.page.savedIntro", "blog.readingTime"],
    );
  });
  for (const locale of locales) {
    const { intlLocale } = localeInfo[locale];
    const expected = [...new Intl.PluralRules(intlLocale).resolvedOptions().pluralCategories].sort();
    it(`${locale}: each plural text writes exactly the language's categories (${expected.join(", ")}), {count} its only placeholder`, () => {
      for (const [path, text] of pluralTexts(getContent(locale))) {
        assert.deepEqual(Object.keys(text).sort(), expected, `${locale} ${path}: one form per plural category of ${intlLocale}`);
        for (const [category, form] of Object.entries(text)) {
          assert.deepEqual(form.match(/\{[^}]*\}/g)?.filter((placeholder) => placeholder !== "{count}") ?? [], [], `${locale} ${path}.${category}`);
        }
      }
    });
  }
  it("{count} is only ever in a plural text, where plural() fills it", () => {
    const plain = (value: unknown): string[] => {
      if (typeof value === "string") return [value];
      if (isPluralText(value) || !value || typeof value !== "object") return [];
      return Object.values(value).flatMap(plain);
    };
    for (const locale of locales)
      assert.deepEqual(
        plain(getContent(locale)).filter((text) => text.includes("{count}")),
        [],
        locale,
      );
  });
});

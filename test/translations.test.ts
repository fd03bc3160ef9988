// Every language says everything, in its own words: the same shape as English (the types check the keys;
// this checks array lengths), the same data, and no string left in English by mistake. A string may be the same in two
// languages only when it is a proper noun or not words at all (an address, a number): the allow-list below
// is for proper nouns only, so a forgotten translation fails here. Each language's typography and spelling are
// checked by `npm run lint` (scripts/editorial/check-typography.mjs, cspell.config.mjs).
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { defaultLocale, prefixedLocales } from "@/content/locales";
import { team } from "@/content/team";
import { getAllPosts } from "@/lib/blog";
import { dataKeys } from "../scripts/editorial/data-keys.mjs";

/** Proper nouns, the same in every language: the company, and the people on the About page. */
const properNouns = new Set(["Talanta AI", ...Object.values(team).map((member) => member.name)]);

/** Not words: e-mail addresses, URLs, phone numbers, numbers, placeholders, punctuation. */
function isWords(text: string): boolean {
  const stripped = text
    .replace(/\{[a-z]+\}/gi, "")
    .replace(/\S+@\S+/g, "")
    .replace(/https?:\/\/\S+/g, "");
  return /\p{L}{2,}/u.test(stripped);
}

interface Leaf {
  path: string;
  value: string;
}

/** Pairs every string of `english` with the string at the same place in `other`. */
function pairLeaves(english: unknown, other: unknown, path: string, out: [Leaf, Leaf][]): void {
  if (typeof english === "string") {
    assert.equal(typeof other, "string", `${path} is a string in English`);
    out.push([
      { path, value: english },
      { path, value: other as string },
    ]);
    return;
  }
  if (Array.isArray(english)) {
    assert.ok(Array.isArray(other), `${path} is a list in English`);
    assert.equal(other.length, english.length, `${path} has ${english.length} items in English`);
    english.forEach((item, index) => pairLeaves(item, other[index], `${path}[${index}]`, out));
    return;
  }
  if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english)) {
      if (dataKeys.has(key)) continue;
      pairLeaves(value, (other as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
  }
}

/** Strings of a page of the other language that read exactly as the English ones, proper nouns aside. */
function untranslated(pairs: [Leaf, Leaf][]): string[] {
  return pairs
    .filter(([english, other]) => english.value === other.value && isWords(english.value) && !properNouns.has(english.value))
    .map(([english]) => `${english.path}: "${english.value}"`);
}

for (const locale of prefixedLocales) {
  describe(`content/${locale}`, () => {
    it("has the shape of the English content, with every string translated", () => {
      const pairs: [Leaf, Leaf][] = [];
      pairLeaves(getContent(defaultLocale), getContent(locale), "content", pairs);
      assert.ok(pairs.length > 500, `only ${pairs.length} strings compared`);
      assert.deepEqual(untranslated(pairs), [], `strings left in English in content/${locale}/`);
    });

    it("holds the same data as English: ids, icons, pictures, dates and numbers", () => {
      // Data that is the same in every language lives once where it can (content/team.ts, content/open-roles.ts); what
      // stays beside its words in each folder (an icon, a picture's size) must not drift. Links are each language's own.
      const drifted: string[] = [];
      const compare = (english: unknown, other: unknown, path: string, key = ""): void => {
        if (key === "href" || key === "path") return;
        if (dataKeys.has(key) || (typeof english !== "string" && (english === null || typeof english !== "object"))) {
          if (JSON.stringify(english) !== JSON.stringify(other)) drifted.push(`${path}: ${JSON.stringify(other)} where English has ${JSON.stringify(english)}`);
        } else if (Array.isArray(english)) {
          english.forEach((item, index) => compare(item, (other as unknown[] | undefined)?.[index], `${path}[${index}]`));
        } else if (english && typeof english === "object") {
          for (const [k, value] of Object.entries(english)) compare(value, (other as Record<string, unknown> | undefined)?.[k], `${path}.${k}`, k);
        }
      };
      compare(getContent(defaultLocale), getContent(locale), "content");
      assert.deepEqual(drifted, [], `content/${locale}/ has data that differs from English`);
    });

    it("links to its own language's pages only", () => {
      const hrefs: string[] = [];
      const collect = (value: unknown, key = ""): void => {
        if (typeof value === "string" && (key === "href" || key === "path") && value.startsWith("/")) hrefs.push(value);
        else if (Array.isArray(value)) value.forEach((item) => collect(item));
        else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) collect(v, k);
      };
      collect(getContent(locale));
      assert.ok(hrefs.length > 20);
      assert.deepEqual(
        hrefs.filter((href) => href !== `/${locale}` && !href.startsWith(`/${locale}/`) && !href.startsWith(`/${locale}#`)),
        [],
        `content/${locale}/ links to another language's page`,
      );
    });

    it("translates every blog post: title, summary, author's role and body", () => {
      const english = getAllPosts(defaultLocale);
      const translated = getAllPosts(locale);
      assert.deepEqual(
        translated.map((post) => post.slug),
        english.map((post) => post.slug),
      );
      english.forEach((post, index) => {
        const other = translated[index]!;
        for (const field of ["title", "summary", "authorRole", "html"] as const) {
          assert.notEqual(other[field], post[field], `${locale}/${post.slug}.md: its ${field} is the English one`);
        }
        assert.equal(other.date, post.date, `${locale}/${post.slug}.md is dated as the English post`);
        for (const href of other.html.matchAll(/href="(\/[^"]*)"/g)) {
          assert.ok(href[1]!.startsWith(`/${locale}`), `${locale}/${post.slug}.md links to ${href[1]}, an English page`);
        }
      });
    });
  });
}

// One page, one name; one screen, one spelling (docs/decisions.md#d58). The spec names the terms page "Terms of Use"
// (the sign-up line) and spells the sign-up switch "Organization": the footer, the legal pages' links and the page itself
// use the same name, and the words beside that switch follow its spelling, where British English would otherwise mix
// "Organization" and "organisation" on one screen.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { locales } from "@/content/locales";

/** Every string under a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("one name for each legal page", () => {
  for (const locale of locales) {
    it(`${locale}: the footer, the related documents and the sign-up line call each page by its title`, () => {
      const { footer, legalCopy, privacy, terms, cookies, signup } = getContent(locale);
      const footerLinks = footer.groups.flatMap((group) => group.links);
      for (const document of [privacy, terms, cookies]) {
        const named = [...footerLinks, ...legalCopy.related.links].filter((link) => link.href === document.meta.path).map((link) => link.label);
        assert.ok(named.length >= 2, `${document.meta.path} is linked from the footer and the related documents`);
        assert.deepEqual([...new Set([...named, document.title, document.meta.title])], [document.title], document.meta.path);
      }
      // The sign-up line names it mid-sentence, so its case may differ.
      assert.equal(signup.developer.terms.linkLabel.toLocaleLowerCase(locale), terms.title.toLocaleLowerCase(locale));
    });
  }
});

describe("one spelling on the sign-up screen", () => {
  it("writes organization as the spec's switch does, in every English string of the screen", () => {
    const { signup } = getContent("en");
    assert.equal(signup.modes.organization, "Organization", "the spec's word");
    assert.deepEqual(
      strings(signup).filter((text) => /organis/i.test(text)),
      [],
    );
  });
});

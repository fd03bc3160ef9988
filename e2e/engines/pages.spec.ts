/**
 * Every spec route and footer page, in English and in French, renders in this engine: status 200, its own h1 and
 * `<html lang>`, and every script, style, image and font its Content-Security-Policy governs loaded and ran. The
 * fixture then checks that no page error and no policy violation was reported.
 */
import { localeOfPath } from "../../lib/locale-path";
import { sitePages } from "../../lib/site-pages";
import { byRole, documentElement } from "./support/browse";
import { expect, test } from "./support/fixtures";
import { enginePages } from "./support/site-pages";

test("the walk covers every page of the sitemap but the blog posts", () => {
  const posts = /\/blog\/[^/]+$/;
  const listed = sitePages.map((entry) => entry.path).filter((path) => !posts.test(path));
  expect(enginePages.map((page) => page.path).sort()).toEqual(listed.sort());
  expect(enginePages.every((page) => localeOfPath(page.path) === page.locale)).toBe(true);
});

for (const page of enginePages) {
  test(`${page.path} renders with its h1, its language and everything its policy governs`, async ({ browse }) => {
    expect(await browse.goto(page.path), "HTTP status").toBe(200);
    expect(await browse.attribute(documentElement, "lang")).toBe(page.locale);
    await expect.poll(() => browse.text(byRole("heading", undefined, { level: 1 }))).toBe(page.h1);
    await browse.waitForHydration();
    await expect
      .poll(() => browse.loadEvidence())
      .toEqual({
        hydrated: true,
        scriptsNotLoaded: [],
        stylesheetsNotApplied: [],
        styleAttributesIgnored: [],
        layoutStyled: true,
        imagesBroken: [],
        fontsFailed: [],
        bodyFontLoaded: true,
      });
  });
}

/**
 * The export that ships shows proof only where content/proof.ts has some (docs/decisions.md#d88): a kind with no entry
 * has no section, heading, link or page, in any page, the sitemap, the feeds or the structured data. Read from the
 * served HTML and files, as a crawler reads them. What each section looks like with entries is e2e/proof/'s, against
 * the proof test build; the test-only proof it uses must never reach this export.
 */
import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales } from "../content/locales";
import { localePath } from "../content/routes";
import { caseStudyPath, feedPath } from "../lib/routes";
import { proofIn } from "../lib/proof";
import { sitePages } from "../lib/site-pages";
import { caseStudies, logos, pressMentions, testimonials, words } from "./fixtures/proof/entries";
import { servedHtml } from "./support/served-html";

/** Words only the test-only proof holds: organisations, people, quotes, headlines, and each language's case studies. */
const fixtureWords = [
  ...Object.values(logos).map((logo) => logo.name),
  ...Object.values(testimonials).flatMap((testimonial) => [testimonial.person, testimonial.quote]),
  ...Object.values(pressMentions).flatMap((mention) => [mention.outlet, mention.headline]),
  ...Object.keys(caseStudies),
  ...Object.values(words).flatMap((language) => [
    ...Object.values(language.figures).map((figure) => figure.label),
    ...Object.values(language.studies).flatMap((study) => [study.title, study.summary]),
  ]),
];

/** Each kind's section heading in each language, and whether that language has an entry of the kind to show. */
const sections = locales.flatMap((locale) => {
  const { proof } = getContent(locale);
  const shown = proofIn(locale);
  return [
    { title: proof.logos.title, entries: shown.logos.length },
    { title: proof.impactFigures.title, entries: shown.impactFigures.length },
    { title: proof.testimonials.title, entries: shown.testimonials.length },
    { title: proof.caseStudies.title, entries: shown.caseStudies.length },
    { title: proof.press.title, entries: shown.pressMentions.length },
  ].map((section) => ({ ...section, locale }));
});

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test.describe("Proof in the shipped export", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of sitePages) {
    test(`${path}: no section of a kind without entries, and none of the test-only proof`, async ({ request }) => {
      const html = decode(await servedHtml(request, path));
      for (const section of sections.filter((candidate) => candidate.entries === 0)) {
        expect(html, `the "${section.title}" section (${section.locale}), which has no entry`).not.toContain(section.title);
      }
      for (const word of fixtureWords) expect(html, "test-only proof").not.toContain(word);
      if (proofIn("en").caseStudies.length === 0) expect(html, "a link to a case study").not.toContain("/case-studies/");
    });
  }

  test("with no case study there is no case-study page, in the sitemap, the feeds or at any address", async ({ request }) => {
    test.skip(proofIn("en").caseStudies.length > 0, "content/proof.ts has case studies: e2e/proof/ and the page audit check their pages");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/case-studies");
    for (const locale of locales) {
      const feed = await (await request.get(feedPath(locale))).text();
      expect(feed).toContain("<item>");
      expect(feed).not.toContain("/case-studies");
      for (const slug of Object.keys(caseStudies)) expect((await request.get(caseStudyPath(locale, slug))).status(), slug).toBe(404);
      expect((await request.get(localePath(locale, "/case-studies"))).status()).toBe(404);
    }
  });
});

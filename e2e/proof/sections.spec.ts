/**
 * The proof sections and the case-study pages, as the proof test build renders them from the test-only proof of
 * e2e/fixtures/proof/ (docs/decisions.md#d90): where each section is, what each entry shows (a figure's source and
 * date, a quote in its own language, a link that says it opens a new tab), and each case study's page in every
 * language. lib/proof.ts reads the same fixtures here (e2e/proof/tsconfig.json); the figures' digits are also written
 * out, so a wrong number format cannot pass on both sides. The audit of every page (axe at both widths, head, HTML
 * structure, nothing cut off) runs on these pages too (playwright.proof.config.ts).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { getContent } from "../../content/dictionaries";
import { localeInfo, locales, type Locale } from "../../content/locales";
import { localePath } from "../../content/routes";
import { formatDate } from "../../lib/dates";
import { pathInLocale } from "../../lib/locale-path";
import { fillPlaceholders } from "../../lib/placeholders";
import { proofIn, type Figure } from "../../lib/proof";
import { shareImagePath } from "../../lib/share-images";
import { caseStudies, impactFigures, logos, pressMentions, testimonials } from "../fixtures/proof/entries";
import { jsonLdTexts, servedHtml } from "../support/served-html";

/** The fixtures' three figures (a count, a percentage, an amount) as each language writes them. */
const writtenFigures: Partial<Record<Locale, string[]>> = {
  en: ["1,240", "68%", "US$2.4m"],
  fr: ["1\u202f240", "68\u00a0%", "2,4\u00a0M\u00a0$US"],
};

/** A name with every kind of space as one plain space, as the accessibility tree gives it. */
const spaced = (name: string) => name.replace(/\s+/g, " ");

/** The names of the page's regions, in order. */
async function regionNames(page: Page): Promise<string[]> {
  return [...(await page.getByRole("main").ariaSnapshot()).matchAll(/^ {2}- region "([^"]+)"/gm)].map((match) => spaced(match[1]!));
}

/** The region a section heading names. */
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A figure reads as one phrase, then says who measured it and when, with the date in a <time>. */
async function expectFigure(card: Locator, figure: Figure, sourceLine: string, newTabNote: string) {
  await expect(card).toContainText(figure.value);
  await expect(card).toContainText(figure.label);
  // A source that can be checked is a link, which says it opens a new tab.
  const source = figure.sourceUrl ? `${figure.source} ${newTabNote}` : figure.source;
  await expect(card).toContainText(fillPlaceholders(sourceLine, { source, date: figure.dateLabel }));
  await expect(card.locator(`time[datetime="${figure.date}"]`)).toHaveText(figure.dateLabel);
  if (figure.sourceUrl) {
    const source = card.getByRole("link", { name: figure.source });
    await expect(source).toHaveAttribute("href", figure.sourceUrl);
    await expect(source).toHaveAttribute("target", "_blank");
  }
}

test("the fixtures hold every kind, and entries of every shape", () => {
  expect(Object.keys(logos).length).toBeGreaterThan(1);
  expect(new Set(Object.values(testimonials).map((testimonial) => testimonial.language))).toEqual(new Set(locales));
  expect(new Set(Object.values(pressMentions).map((mention) => mention.language))).toEqual(new Set(locales));
  const units = Object.values(impactFigures).map((figure) => ("unit" in figure ? (typeof figure.unit === "object" ? "currency" : figure.unit) : "count"));
  expect(new Set(units)).toEqual(new Set(["count", "percent", "currency"]));
  expect(Object.keys(caseStudies).length).toBeGreaterThan(1);
});

// Each test is one page load; on a busy 2-core machine a page with every section takes a while to settle.
test.describe.configure({ timeout: 60_000 });

for (const locale of locales) {
  const content = getContent(locale);
  const { proof, home, about, services, assistiveCopy } = content;
  const shown = proofIn(locale);
  const lang = localeInfo[locale].htmlLang;

  test.describe(`${localeInfo[locale].name}`, () => {
    test("home: the logos under the hero, the figures after the impact areas, case studies and testimonials before the closing call", async ({ page }) => {
      await page.goto(home.meta.path);
      const regions = await regionNames(page);
      const at = (name: string) => regions.indexOf(spaced(name));
      expect(at(proof.logos.title), "the logos right after the hero").toBe(at(home.hero.headline) + 1);
      expect(at(proof.impactFigures.title), "the figures right after the impact areas").toBe(at(home.impact.title) + 1);
      expect(at(proof.testimonials.title), "the testimonials right before the closing call").toBe(at(home.closing.title) - 1);
      expect(at(proof.caseStudies.title), "the case studies before the testimonials").toBe(at(proof.testimonials.title) - 1);
    });

    test("home: each logo links to its organisation in a new tab, named by its alt text, drawn at its weight", async ({ page }) => {
      await page.goto(home.meta.path);
      const strip = region(page, proof.logos.title);
      await strip.scrollIntoViewIfNeeded();
      for (const logo of shown.logos) await expect(strip.getByRole("link", { name: `${logo.name} ${assistiveCopy.newTabNote}` })).toHaveCount(1);
      const links = await strip.getByRole("link").evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const image = anchor.querySelector("img")!;
          return {
            href: anchor.getAttribute("href"),
            target: anchor.getAttribute("target"),
            rel: anchor.getAttribute("rel"),
            alt: image.alt,
            width: image.width,
            height: image.height,
          };
        }),
      );
      expect(links).toEqual(shown.logos.map((logo) => ({ href: logo.href, target: "_blank", rel: "noopener noreferrer", alt: logo.name, ...logo.drawn })));
      const loaded = () => strip.getByRole("img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0));
      await expect.poll(loaded, { message: "every logo's file loaded" }).toBe(true);
    });

    test("home: each figure with its value, what it counts, its source and its date", async ({ page }) => {
      await page.goto(home.meta.path);
      const figures = region(page, proof.impactFigures.title).getByRole("listitem");
      await expect(figures).toHaveCount(shown.impactFigures.length);
      for (const [index, figure] of shown.impactFigures.entries()) {
        await expectFigure(figures.nth(index), figure, proof.impactFigures.sourceLine, assistiveCopy.newTabNote);
      }
      // Written out, so a wrong format cannot pass through lib/proof.ts on both sides.
      for (const value of writtenFigures[locale] ?? []) await expect(figures.getByText(value, { exact: true })).toHaveCount(1);
    });

    test("home: each case study as a card, newest first, leading to its page", async ({ page }) => {
      await page.goto(home.meta.path);
      const cards = region(page, proof.caseStudies.title).getByRole("article");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(shown.caseStudies.map((study) => study.title));
      await expect(cards).toHaveText(
        shown.caseStudies.map(
          (study) => `${study.organisation}${study.title}${study.outcome.value}${study.outcome.label}${study.summary}${proof.caseStudies.readLabel}→`,
        ),
      );
      for (const study of shown.caseStudies) await expect(cards.getByRole("link", { name: study.title })).toHaveAttribute("href", study.path);
    });

    test("home: each testimonial as it was given, in its own language, the page's first", async ({ page }) => {
      await page.goto(home.meta.path);
      const quotes = region(page, proof.testimonials.title).getByRole("figure");
      expect(shown.testimonials[0]?.language, "the page's language first").toBe(locale);
      await expect(quotes.locator("blockquote")).toHaveText(shown.testimonials.map((testimonial) => testimonial.quote));
      await expect(quotes.locator("figcaption")).toHaveText(
        shown.testimonials.map((testimonial) => `${testimonial.person}${testimonial.role}, ${testimonial.organisation}`),
      );
      // Another language's quote says so, for a screen reader's voice; the page's own need not.
      expect(await quotes.evaluateAll((figures) => figures.map((figure) => figure.getAttribute("lang")))).toEqual(
        shown.testimonials.map((testimonial) => (testimonial.language === locale ? null : localeInfo[testimonial.language].htmlLang)),
      );
    });

    test("About: the figures after the story, and the press, newest first, each headline in its language", async ({ page }) => {
      await page.goto(about.meta.path);
      const regions = await regionNames(page);
      expect(regions.indexOf(spaced(proof.impactFigures.title))).toBe(regions.indexOf(spaced(about.story.title)) + 1);
      await expect(region(page, proof.impactFigures.title).getByRole("listitem")).toHaveCount(shown.impactFigures.length);

      const articles = region(page, proof.press.title).getByRole("article");
      expect(shown.pressMentions.map((mention) => mention.date)).toEqual(
        shown.pressMentions
          .map((mention) => mention.date)
          .sort()
          .reverse(),
      );
      await expect(articles).toHaveCount(shown.pressMentions.length);
      for (const [index, mention] of shown.pressMentions.entries()) {
        const article = articles.nth(index);
        await expect(article).toContainText(mention.outlet);
        const link = article.getByRole("link", { name: `${mention.headline} ${assistiveCopy.newTabNote}` });
        await expect(link).toHaveAttribute("href", mention.href);
        await expect(link).toHaveAttribute("hreflang", localeInfo[mention.language].htmlLang);
        await expect(link).toHaveAttribute("target", "_blank");
        const headline = link.getByText(mention.headline, { exact: true });
        if (mention.language === locale) await expect(headline).not.toHaveAttribute("lang");
        else await expect(headline).toHaveAttribute("lang", localeInfo[mention.language].htmlLang);
        await expect(article.locator(`time[datetime="${mention.date}"]`)).toHaveText(formatDate(mention.date, locale));
      }
    });

    test("Services: the case studies after the programmes", async ({ page }) => {
      await page.goto(services.meta.path);
      const regions = await regionNames(page);
      expect(regions.indexOf(spaced(proof.caseStudies.title))).toBe(regions.indexOf(spaced(content.programmesSection.title)) + 1);
      await expect(region(page, proof.caseStudies.title).getByRole("article")).toHaveCount(shown.caseStudies.length);
    });

    for (const study of shown.caseStudies) {
      test(`the case study ${study.slug}: its story, its measured outcome and where it leads`, async ({ page, request }) => {
        const { page: words } = proof.caseStudies;
        // Reached from its card, as a visitor does.
        await page.goto(home.meta.path);
        await region(page, proof.caseStudies.title).getByRole("link", { name: study.title }).click();
        await expect(page).toHaveURL(study.path);
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);

        const header = region(page, study.title);
        await expect(header.getByRole("heading", { level: 1 })).toHaveText(study.title);
        await expect(header).toContainText(words.eyebrow);
        await expect(header).toContainText(study.summary);
        await expect(header).toContainText(study.organisation);
        await expect(header).toContainText(fillPlaceholders(words.publishedLabel, { date: study.publishedLabel }));
        await expect(header.locator(`time[datetime="${study.published}"]`)).toBeVisible();
        // The result measured, under the header, before the story.
        await expectFigure(page.getByRole("main"), study.outcome, proof.impactFigures.sourceLine, assistiveCopy.newTabNote);

        for (const [title, paragraphs] of [
          [words.challengeTitle, study.challenge],
          [words.approachTitle, study.approach],
          [words.outcomeTitle, study.outcome.paragraphs],
        ] as const) {
          const part = region(page, title);
          await expect(part.getByRole("heading", { level: 2 })).toHaveText(title);
          for (const paragraph of paragraphs) await expect(part.getByText(paragraph, { exact: true })).toBeVisible();
        }
        if (study.testimonial) {
          await expect(region(page, words.outcomeTitle).getByRole("figure").locator("blockquote")).toHaveText(study.testimonial.quote);
        }

        const others = shown.caseStudies.filter((other) => other.slug !== study.slug);
        await expect(region(page, words.moreTitle).getByRole("heading", { level: 3 })).toHaveText(others.map((other) => other.title));
        await expect(region(page, words.cta.title).getByRole("link", { name: words.cta.primary.label })).toHaveAttribute("href", words.cta.primary.href);

        // The same case study in every other language, one click away, and its own preview image.
        for (const other of locales.filter((candidate) => candidate !== locale)) {
          await expect(page.getByRole("banner").getByRole("link", { name: localeInfo[other].name }).first()).toHaveAttribute(
            "href",
            pathInLocale(study.path, other),
          );
        }
        expect((await request.get(shareImagePath(study.path))).status()).toBe(200);

        // Search engines read it as an article by the company about the organisation, dated as the page is.
        const blocks = jsonLdTexts(await servedHtml(request, study.path)).map((text) => JSON.parse(text) as Record<string, unknown>);
        expect(blocks.find((block) => block["@type"] === "Article")).toMatchObject({
          headline: study.title,
          description: study.summary,
          datePublished: study.published,
          inLanguage: lang,
          about: { "@type": "Organization", name: study.organisation },
        });
      });
    }

    test("a case study that is not in the content is a not-found page", async ({ request }) => {
      expect((await request.get(localePath(locale, "/case-studies/no-such-study"))).status()).toBe(404);
    });
  });
}

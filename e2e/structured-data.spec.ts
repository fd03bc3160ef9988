// Every JSON-LD block of every page (docs/decisions.md#d39), as a search engine reads the HTML: it parses, it has
// the properties Google Search Central lists for its rich result (e2e/support/rich-results.ts names each source),
// and it says what the page shows: the job postings are the roles listed, the FAQ is the questions shown, a post's
// BlogPosting is the post, and every nested page has its breadcrumb. Both languages, every page of the sitemap.
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales } from "../content/locales";
import { site } from "../content/site";
import { getPostSummaries } from "../lib/blog";
import { localeOfPath } from "../lib/locale-path";
import { sitePages } from "../lib/site-pages";
import { missingProperties } from "./support/rich-results";

type Block = Record<string, unknown> & { "@type": string };

const absolute = (path: string) => `${site.url}${path === "/" ? "" : path}`;

/** The pages below another one, by the path of the page above (posts under the blog, programmes under services). */
const nested = new Map<string, string | null>(
  locales.flatMap((locale) => {
    const content = getContent(locale);
    return [
      ...getPostSummaries(locale).map((post) => [post.path, content.blog.meta.path] as const),
      ...content.programmes.map((programme) => [programme.meta.path, content.services.meta.path] as const),
      ...[content.privacy, content.terms, content.cookies].map((document) => [document.meta.path, null] as const),
    ];
  }),
);

async function jsonLdBlocks(page: Page): Promise<{ raw: string[]; blocks: Block[] }> {
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  return { raw, blocks: raw.map((text) => JSON.parse(text) as Block) };
}

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block["@type"] === type);

// Search engines read the HTML as served: no JavaScript, once, at desktop width.
test.describe("Structured data", { tag: "@desktop-only" }, () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of sitePages) {
    test(`${path}: every JSON-LD block parses, is escaped and has what search engines require`, async ({ page }) => {
      await page.goto(path);
      const { raw, blocks } = await jsonLdBlocks(page);
      for (const text of raw) expect(text, "< is escaped, so copy can never close the script").not.toContain("<");
      for (const block of blocks) expect(missingProperties(block), `${block["@type"]} on ${path}`).toEqual([]);
      const locale = localeOfPath(path);
      for (const block of blocks) if ("inLanguage" in block) expect(block.inLanguage, `${block["@type"]} says the page's language`).toBe(locale);
      expect(ofType(blocks, "Organization")).toHaveLength(1);

      const parent = nested.get(path);
      const breadcrumbs = ofType(blocks, "BreadcrumbList");
      if (parent === undefined) {
        expect(breadcrumbs, "a top-level page has no breadcrumb").toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        const items = breadcrumbs[0]!.itemListElement as { position: number; item: string; name: string }[];
        const home = getContent(locale).home.meta.path;
        expect(items.map((item) => item.item)).toEqual([home, ...(parent ? [parent] : []), path].map(absolute));
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", items.at(-1)!.item);
      }
    });
  }

  for (const locale of locales) {
    const content = getContent(locale);

    test(`${content.careers.meta.path}: one JobPosting per role listed, and none when no role is`, async ({ page }) => {
      await page.goto(content.careers.meta.path);
      const postings = ofType((await jsonLdBlocks(page)).blocks, "JobPosting");
      const cards = page.locator("#open-roles article");
      const ids = await cards.evaluateAll((articles) => articles.map((article) => article.id));
      expect(postings.map((posting) => posting.url)).toEqual(ids.map((id) => `${absolute(content.careers.meta.path)}#${id}`));
      for (const [index, posting] of postings.entries()) {
        await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(String(posting.title));
        expect(String(posting.validThrough) >= new Date().toISOString().slice(0, 10), "a listed role has not closed").toBe(true);
        const remote = posting.jobLocationType === "TELECOMMUTE";
        expect(remote ? posting.applicantLocationRequirements : posting.jobLocation, "remote roles name countries, others an office").toBeTruthy();
      }
    });

    test(`${content.support.meta.path}: the FAQPage is exactly the questions and answers shown`, async ({ page }) => {
      await page.goto(content.support.meta.path);
      const [faq] = ofType((await jsonLdBlocks(page)).blocks, "FAQPage");
      const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      const shown = await page.locator("main details").evaluateAll((items) =>
        items.map((item) => {
          const answer = item.querySelector("summary + div")!.cloneNode(true) as Element;
          answer.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
          const paragraphs = [...answer.querySelectorAll("p")].map((paragraph) => paragraph.textContent ?? "");
          return { question: item.querySelector("summary")!.textContent!.trim(), answer: paragraphs.join(" ").replace(/\s+/g, " ").trim() };
        }),
      );
      expect(questions.map((question) => question.name)).toEqual(shown.map((item) => item.question));
      const asText = (html: string) =>
        html
          .replace(/<\/p><p>/g, " ")
          .replace(/<[^>]+>/g, "")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&")
          .replace(/\s+/g, " ")
          .trim();
      expect(questions.map((question) => asText(question.acceptedAnswer.text))).toEqual(shown.map((item) => item.answer));
    });

    for (const post of getPostSummaries(locale)) {
      test(`${post.path}: its BlogPosting is the post, in its language, with its own image`, async ({ page }) => {
        await page.goto(post.path);
        const [posting] = ofType((await jsonLdBlocks(page)).blocks, "BlogPosting");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(posting!.headline));
        await expect(page.locator("article header time").first()).toHaveAttribute("datetime", String(posting!.datePublished));
        expect(posting!.inLanguage).toBe(locale);
        expect(posting!.url).toBe(absolute(post.path));
        expect(posting!.image).toEqual([await page.locator('head meta[property="og:image"]').getAttribute("content")]);
        // The byline names a role; the data names the person in that role on the About page.
        const author = posting!.author as { "@type": string; name: string; jobTitle?: string };
        if (author["@type"] === "Person") expect(author.jobTitle).toBe(post.authorRole);
        await expect(page.getByRole("main").getByText(post.authorRole).first()).toBeVisible();
      });
    }

    for (const programme of content.programmes) {
      test(`${programme.meta.path}: described as a ${programme.schemaType} from ${site.name}`, async ({ page }) => {
        await page.goto(programme.meta.path);
        const [data] = ofType((await jsonLdBlocks(page)).blocks, programme.schemaType);
        expect(data?.name).toBe(programme.meta.title);
        expect((data?.provider as { name: string }).name).toBe(site.name);
      });
    }

    test(`${content.home.meta.path}: the WebSite names the site for search results`, async ({ page }) => {
      await page.goto(content.home.meta.path);
      const [website] = ofType((await jsonLdBlocks(page)).blocks, "WebSite");
      expect(website).toMatchObject({ name: site.name, url: absolute(content.home.meta.path), inLanguage: locale });
    });
  }
});

// Every JSON-LD block of every page (docs/decisions.md#d39), as a search engine reads the HTML: it parses, it has
// the properties Google Search Central lists for its rich result (e2e/support/rich-results.ts names each source),
// and it says what the page shows: the job postings are the roles listed, the FAQ is the questions shown, a post's
// BlogPosting is the post, and every nested page has its breadcrumb. Both languages, every page of the sitemap.
// The blocks are read from the served HTML (HTTP, no browser); a browser opens only the pages whose data is
// compared with what a reader sees.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales } from "../content/locales";
import { site } from "../content/site";
import { getPostSummaries } from "../lib/blog";
import { localeOfPath } from "../lib/locale-path";
import { proofIn } from "../lib/proof";
import { sitePages } from "../lib/site-pages";
import { missingProperties } from "./support/rich-results";
import { absoluteUrl } from "./support/site-pages";
import { headTags, jsonLdTexts, metaContents, servedHtml } from "./support/served-html";

type Block = Record<string, unknown> & { "@type": string };

/** The pages below another one, by the path of the page above (posts under the blog, programmes under services; legal pages and case studies under home). */
const nested = new Map<string, string | null>(
  locales.flatMap((locale) => {
    const content = getContent(locale);
    return [
      ...getPostSummaries(locale).map((post) => [post.path, content.blog.meta.path] as const),
      ...content.programmes.map((programme) => [programme.meta.path, content.services.meta.path] as const),
      ...[content.privacy, content.terms, content.cookies].map((document) => [document.meta.path, null] as const),
      ...proofIn(locale).caseStudies.map((study) => [study.path, null] as const),
    ];
  }),
);

/** A page's served HTML and its JSON-LD blocks, raw and parsed. */
async function structuredData(request: APIRequestContext, path: string): Promise<{ html: string; raw: string[]; blocks: Block[] }> {
  const html = await servedHtml(request, path);
  const raw = jsonLdTexts(html);
  return { html, raw, blocks: raw.map((text) => JSON.parse(text) as Block) };
}

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block["@type"] === type);

// Search engines read the HTML as served: no JavaScript where a browser opens a page.
test.describe("Structured data", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of sitePages) {
    test(`${path}: every JSON-LD block parses, is escaped and has what search engines require`, async ({ request }) => {
      const { html, raw, blocks } = await structuredData(request, path);
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
        expect(items.map((item) => item.item)).toEqual([home, ...(parent ? [parent] : []), path].map(absoluteUrl));
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        const canonical = headTags(html, "link").filter((link) => link.rel === "canonical");
        expect(
          canonical.map((link) => link.href),
          "the trail ends at the page itself",
        ).toEqual([items.at(-1)!.item]);
      }
    });
  }

  for (const locale of locales) {
    const content = getContent(locale);

    // The pages whose data is compared with what a reader sees: a step per page on one browser page (D115).
    const posts = getPostSummaries(locale);
    test(`${locale}: the careers, support and post pages show what their data says`, async ({ page }) => {
      test.setTimeout((2 + posts.length) * 15_000);
      await test.step(`${content.careers.meta.path}: one JobPosting per role listed, and none when no role is`, async () => {
        const postings = ofType((await structuredData(page.request, content.careers.meta.path)).blocks, "JobPosting");
        await page.goto(content.careers.meta.path);
        const cards = page.getByRole("region", { name: content.careers.roles.title }).getByRole("article");
        const ids = await cards.evaluateAll((articles) => articles.map((article) => article.id));
        expect(postings.map((posting) => posting.url)).toEqual(ids.map((id) => `${absoluteUrl(content.careers.meta.path)}#${id}`));
        for (const [index, posting] of postings.entries()) {
          await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(String(posting.title));
          expect(String(posting.validThrough) >= new Date().toISOString().slice(0, 10), "a listed role has not closed").toBe(true);
          const remote = posting.jobLocationType === "TELECOMMUTE";
          expect(remote ? posting.applicantLocationRequirements : posting.jobLocation, "remote roles name countries, others an office").toBeTruthy();
        }
      });

      await test.step(`${content.support.meta.path}: the FAQPage is exactly the questions and answers shown`, async () => {
        const [faq] = ofType((await structuredData(page.request, content.support.meta.path)).blocks, "FAQPage");
        const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        await page.goto(content.support.meta.path);
        // Each question is a disclosure (<details>, the group role): its summary, then its answer.
        const shown = await page
          .getByRole("main")
          .getByRole("group")
          .evaluateAll((items) =>
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

      for (const post of posts) {
        await test.step(`${post.path}: its BlogPosting is the post, in its language, with its own image`, async () => {
          const { html, blocks } = await structuredData(page.request, post.path);
          const [posting] = ofType(blocks, "BlogPosting");
          expect(posting!.inLanguage).toBe(locale);
          expect(posting!.url).toBe(absoluteUrl(post.path));
          expect(posting!.image, "the post's own preview image").toEqual(metaContents(html, "og:image"));
          await page.goto(post.path);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(posting!.headline));
          await expect(page.getByRole("article").locator("time").first()).toHaveAttribute("datetime", String(posting!.datePublished));
          // The byline names a role; the data names the person in that role on the About page.
          const author = posting!.author as { "@type": string; name: string; jobTitle?: string };
          expect(author["@type"], "the byline names someone on the About page").toBe("Person");
          expect(author.jobTitle?.toLocaleLowerCase(locale)).toBe(post.authorRole.toLocaleLowerCase(locale));
          await expect(page.getByRole("main").getByText(post.authorRole).first()).toBeVisible();
        });
      }
    });

    for (const programme of content.programmes) {
      test(`${programme.meta.path}: described as a ${programme.schemaType} from ${site.name}`, async ({ request }) => {
        const [data] = ofType((await structuredData(request, programme.meta.path)).blocks, programme.schemaType);
        expect(data?.name).toBe(programme.meta.title);
        expect((data?.provider as { name: string }).name).toBe(site.name);
      });
    }

    test(`${content.home.meta.path}: the WebSite names the site for search results`, async ({ request }) => {
      const [website] = ofType((await structuredData(request, content.home.meta.path)).blocks, "WebSite");
      expect(website).toMatchObject({ name: site.name, url: absoluteUrl(content.home.meta.path), inLanguage: locale });
    });
  }
});

// The blog's RSS feeds (docs/decisions.md#d40), as a feed reader reads them: served with the RSS type, parsed
// as XML, every post newest first with its absolute link, date and summary, in each language; announced by
// the blog's pages with <link rel="alternate"> and a visible link; listed in robots.txt.
import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales, type Locale } from "../content/locales";
import { site } from "../content/site";
import { getPostSummaries } from "../lib/blog";
import { feedPath } from "../lib/routes";
import { absoluteUrl as absolute } from "./support/site-pages";

interface ParsedFeed {
  error: string | null;
  version: string | null;
  channel: { title: string; link: string; self: string | null; language: string; description: string };
  items: { title: string; link: string; guid: string; permaLink: string | null; pubDate: string; description: string }[];
}

test.describe("The blog's feeds", () => {
  // Each page of a walk is a first visit, as it was in a test of its own: no worker answers the next one.
  test.use({ serviceWorkers: "block" });

  for (const locale of locales) {
    const { blog } = getContent(locale);
    const posts = getPostSummaries(locale);

    test(`${feedPath(locale)} is RSS 2.0 listing every ${locale} post, newest first, with absolute links, dates and summaries`, async ({ page, request }) => {
      const response = await request.get(feedPath(locale));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");

      // The browser's own XML parser, as strict as a feed reader's (on a blank page: nothing is loaded).
      const feed: ParsedFeed = await page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          const text = (parent: Element | null | undefined, name: string) => parent?.getElementsByTagName(name)[0]?.textContent ?? "";
          const channel = doc.querySelector("rss > channel");
          return {
            error: doc.querySelector("parsererror")?.textContent ?? null,
            version: doc.documentElement.getAttribute("version"),
            channel: {
              title: text(channel, "title"),
              link: text(channel, "link"),
              self: channel?.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href") ?? null,
              language: text(channel, "language"),
              description: text(channel, "description"),
            },
            items: [...doc.querySelectorAll("channel > item")].map((item) => ({
              title: text(item, "title"),
              link: text(item, "link"),
              guid: text(item, "guid"),
              permaLink: item.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink") ?? null,
              pubDate: text(item, "pubDate"),
              description: text(item, "description"),
            })),
          };
        },
        await response.text(),
      );

      expect(feed.error, "the feed is well-formed XML").toBeNull();
      expect(feed.version).toBe("2.0");
      expect(feed.channel).toEqual({
        title: blog.feed.title,
        link: absolute(blog.meta.path),
        self: absolute(feedPath(locale)),
        language: locale,
        description: blog.meta.description,
      });
      expect(feed.items.map((item) => item.link)).toEqual(posts.map((post) => absolute(post.path)));
      const dates = feed.items.map((item) => new Date(item.pubDate).toISOString().slice(0, 10));
      expect(dates).toEqual(posts.map((post) => post.date));
      expect([...dates].sort().reverse(), "newest first").toEqual(dates);
      feed.items.forEach((item, index) => {
        const post = posts[index]!;
        expect(item.title).toBe(post.title);
        expect(item.description).toBe(post.summary);
        expect(item.guid).toBe(item.link);
        expect(item.permaLink).toBe("true");
        expect(item.link.startsWith(`${site.url}/`), "on the site's one origin").toBe(true);
      });
      for (const item of feed.items) expect((await request.get(new URL(item.link).pathname)).status(), item.link).toBe(200);
    });

    // A walk of pages that keep nothing, a step per page on one browser page (D115).
    const paths = [blog.meta.path, ...posts.map((post) => post.path)];
    test(`every ${locale} blog page announces the ${locale} feed and invites readers to follow it`, async ({ page }) => {
      test.setTimeout(paths.length * 15_000);
      for (const path of paths) {
        await test.step(`${path} announces the ${locale} feed and invites readers to follow it`, async () => {
          await page.goto(path);
          const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
          await expect(alternate).toHaveCount(1);
          await expect(alternate).toHaveAttribute("href", absolute(feedPath(locale)));
          await expect(alternate).toHaveAttribute("title", blog.feed.title);
          const follow = page.getByRole("main").getByRole("link", { name: blog.feed.linkLabel });
          await expect(follow).toBeVisible();
          await expect(follow).toHaveAttribute("href", feedPath(locale));
          await expect(page.getByRole("main").getByText(blog.feed.invitation)).toBeVisible();
        });
      }
    });
  }

  test("robots.txt points search engines at both feeds", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const locale of locales as readonly Locale[]) expect(robots).toContain(`Sitemap: ${absolute(feedPath(locale))}`);
  });
});

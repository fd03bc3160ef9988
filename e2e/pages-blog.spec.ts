import { expect, test } from "@playwright/test";
import { blog } from "../content/en/blog-page";
import { formatDate } from "../lib/dates";
import { getPostSummaries } from "../lib/blog";
import { plural } from "../lib/plural";

const posts = getPostSummaries("en");

test.describe("/blog", () => {
  test("lists every post in content/blog, newest first, with its date, reading time and author; a post opens and leads back", async ({ page }) => {
    expect(posts.length, "at least three posts are published").toBeGreaterThanOrEqual(3);
    const dates = posts.map((post) => post.date);
    expect(dates, "posts are sorted newest first").toEqual([...dates].sort().reverse());

    await page.goto(blog.meta.path);
    const titles = page.getByRole("region", { name: blog.listLabel }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(posts.map((post) => post.title));

    for (const post of posts) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: post.title }) });
      await expect(card.getByText(formatDate(post.date, "en"))).toBeVisible();
      await expect(card.getByText(plural(blog.readingTime, post.readingMinutes, "en"))).toBeVisible();
      await expect(card.getByText(post.authorRole, { exact: true })).toBeVisible();
      await expect(card.getByText(post.summary)).toBeVisible();
    }

    const latest = posts[0];
    if (!latest) throw new Error("No post in content/blog");
    await page.getByRole("link", { name: latest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${latest.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest.title);
    await page.getByRole("link", { name: blog.backLabel }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("every post", () => {
  // Pages only read: a step per post on one browser page, each a first visit (D115).
  test.use({ serviceWorkers: "block" });

  test("shows the byline, date, reading time and a substantive body, and says when it was published", async ({ page }) => {
    test.setTimeout(posts.length * 15_000);
    for (const post of posts) {
      await test.step(`/blog/${post.slug}`, async () => {
        await page.goto(post.path);
        // Head tags and JSON-LD have no user-facing handle.
        await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", new RegExp(`^${post.date}`));
        const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
        expect(structured).toMatchObject({ "@type": "BlogPosting", headline: post.title, datePublished: post.date });

        const article = page.getByRole("article", { name: post.title });
        await expect(article.getByText(post.authorRole)).toBeVisible();
        await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveText(formatDate(post.date, "en"));
        await expect(article.getByText(plural(blog.readingTime, post.readingMinutes, "en"))).toBeVisible();
        expect(await article.getByRole("heading", { level: 2 }).count(), "the body has sections").toBeGreaterThanOrEqual(3);
        const words = ((await article.textContent()) ?? "").split(/\s+/).length;
        expect(words, "the post is more than a stub").toBeGreaterThan(600);
      });
    }
  });
});

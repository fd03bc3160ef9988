import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales } from "../content/locales";
import { site } from "../content/site";
import { shareImagePath } from "../lib/share-images";
import { sitePages } from "../lib/site-pages";
import { absoluteUrl, everyPage } from "./support/site-pages";

// What the whole site tells crawlers. Each page's own head (title, description, canonical, alternates, Open Graph,
// Twitter) is checked by e2e/every-page.spec.ts. Head tags have no user-facing handle: attribute selectors.
test.describe("Search and sharing metadata", () => {
  // Crawlers read the HTML as served: no JavaScript (and quicker tests).
  test.use({ javaScriptEnabled: false });

  test("titles and descriptions differ from page to page", () => {
    expect(new Set(everyPage.map((entry) => entry.title)).size).toBe(everyPage.length);
    expect(new Set(everyPage.map((entry) => entry.description)).size).toBe(everyPage.length);
  });

  test("the home page's share image, in each language, and the icons exist", async ({ page, request }) => {
    // The home page keeps its designed card, drawn at build time in each language (docs/decisions.md#d38);
    // e2e/share-images.spec.ts checks every page's.
    for (const locale of locales) expect((await request.get(shareImagePath(getContent(locale).home.meta.path))).status(), locale).toBe(200);
    await page.goto("/");
    // app/icon.svg and app/apple-icon.png: one SVG icon for browsers, one PNG for iOS home screens.
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", /^\/icon\.svg\b/);
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", /^\/apple-icon\.png\b/);
    const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
    await expect(icons).toHaveCount(2);
    for (const href of await icons.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("Organization JSON-LD parses and names the company", async ({ page }) => {
    await page.goto("/");
    const scripts = page.locator('script[type="application/ld+json"]');
    const texts = await scripts.allTextContents();
    const organizations = texts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    const [organization] = organizations;
    expect(organization?.["@context"]).toBe("https://schema.org");
    expect(organization?.name).toBe(site.name);
    expect(organization?.url).toBe(site.url);
    expect(organization?.sameAs).toEqual(site.socials.map((social) => social.href));
  });

  test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // The crawl in links.spec.ts checks that the sitemap lists exactly the reachable pages.
    expect(sitePages.map((entry) => entry.path)).toEqual(expect.arrayContaining(["/", "/about", "/services", "/signup", "/contact"]));
    for (const path of ["/", "/about", "/services", "/signup", "/contact"]) {
      expect(locs, `sitemap lists ${path}`).toContain(absoluteUrl(path));
    }

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

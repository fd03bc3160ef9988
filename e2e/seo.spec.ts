import { expect, test } from "@playwright/test";
import { about } from "../content/en/about";
import { contact } from "../content/en/contact";
import { home } from "../content/en/home";
import { shareImagePath } from "../lib/share-images";
import { sitePages } from "../lib/site-pages";
import { services } from "../content/en/services";
import { signup } from "../content/en/signup";
import { site } from "../content/site";

// Head tags have no user-facing handle, so this file reads them with attribute selectors.
const pageMetas = [home.meta, about.meta, services.meta, contact.meta, signup.meta];

/** The page's URL on the real domain, as Next writes it: the home page is the bare origin, without a slash. */
const absolute = (path: string) => `${site.url}${path === "/" ? "" : path}`;

// What crawlers read does not depend on the screen: checked once, at desktop width.
test.describe("Search and sharing metadata", { tag: "@desktop-only" }, () => {
  // Crawlers read the HTML as served: no JavaScript (and quicker tests).
  test.use({ javaScriptEnabled: false });

  for (const meta of pageMetas) {
    test(`${meta.path} has its own title, description, canonical, Open Graph and Twitter tags`, async ({ page }) => {
      await page.goto(meta.path);
      const title = meta.path === "/" ? meta.title : `${meta.title} | ${site.name}`;
      await expect(page).toHaveTitle(title);

      const head = (selector: string) => page.locator(`head ${selector}`);
      await expect(head('meta[name="description"]')).toHaveAttribute("content", meta.description);
      await expect(head('link[rel="canonical"]')).toHaveCount(1);
      await expect(head('link[rel="canonical"]')).toHaveAttribute("href", absolute(meta.path));
      await expect(head('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(head('meta[property="og:description"]')).toHaveAttribute("content", meta.description);
      await expect(head('meta[property="og:url"]')).toHaveAttribute("content", absolute(meta.path));
      await expect(head('meta[property="og:image"]').first()).toHaveAttribute("content", `${site.url}${shareImagePath(meta.path)}`);
      await expect(head('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(head('link[rel~="icon"]').first()).toHaveAttribute("href", /.+/);

      // Its language, and where it is in the other one (docs/decisions.md#d36); french.spec.ts checks the way back.
      const french = meta.path === "/" ? "/fr" : `/fr${meta.path}`;
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", absolute(meta.path));
      await expect(head('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", absolute(french));
      await expect(head('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", absolute(meta.path));
      await expect(head('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
      await expect(head('meta[property="og:locale:alternate"]')).toHaveAttribute("content", "fr_FR");
    });
  }

  test("titles and descriptions differ from page to page", () => {
    expect(new Set(pageMetas.map((meta) => meta.title)).size).toBe(pageMetas.length);
    expect(new Set(pageMetas.map((meta) => meta.description)).size).toBe(pageMetas.length);
  });

  test("the share image and the icons exist", async ({ page, request }) => {
    expect((await request.get(shareImagePath(home.meta.path))).status()).toBe(200);
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
      expect(locs, `sitemap lists ${path}`).toContain(absolute(path));
    }

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

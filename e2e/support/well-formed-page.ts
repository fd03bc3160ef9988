import { expect, type Page } from "@playwright/test";
import type { PageMeta } from "../../content/types";

const siteName = "Talanta AI";

/**
 * The checks every page of the site must pass: status, its own title, description, canonical and
 * Open Graph metadata, one h1, the three landmarks, headings that never skip a level, images with alt
 * text, links with a name, and no horizontal scrolling on a 320 px screen.
 */
export async function expectWellFormedPage(page: Page, meta: PageMeta, h1: string | RegExp, options: { ogType?: string } = {}) {
  const response = await page.goto(meta.path);
  expect(response?.status(), `${meta.path} answers 200`).toBe(200);

  const fullTitle = `${meta.title} | ${siteName}`;
  await expect(page).toHaveTitle(fullTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${escape(meta.path)}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", fullTitle);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", meta.description);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`${escape(meta.path)}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", options.ogType ?? "website");
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);

  const report = await page.evaluate(() => {
    const levels = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => ({
      level: Number(heading.tagName[1]),
      text: heading.textContent?.trim() ?? "",
    }));
    const skipped = levels.filter((heading, index) => index > 0 && heading.level > (levels[index - 1]?.level ?? 1) + 1);
    const imagesWithoutAlt = [...document.querySelectorAll("img:not([alt])")].map((image) => image.getAttribute("src"));
    const namelessLinks = [...document.querySelectorAll("a[href]")]
      .filter((link) => !(link.textContent?.trim() || link.getAttribute("aria-label") || link.getAttribute("title")))
      .map((link) => link.getAttribute("href"));
    const duplicateIds = [...document.querySelectorAll("[id]")].map((element) => element.id).filter((id, index, ids) => ids.indexOf(id) !== index);
    return { skipped, imagesWithoutAlt, namelessLinks, duplicateIds };
  });
  expect(report.skipped, "headings never skip a level").toEqual([]);
  expect(report.imagesWithoutAlt, "every image has alt text").toEqual([]);
  expect(report.namelessLinks, "every link has an accessible name").toEqual([]);
  expect(report.duplicateIds, "ids are unique").toEqual([]);

  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no horizontal scroll at 320 px").toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

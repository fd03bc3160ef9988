import { expect, test } from "@playwright/test";
import { home } from "../content/en/home";
import { effectiveOpacity, scrollThroughPage, waitForHydration } from "./support/page-state";
import { pages } from "./support/site-pages";

// Content must never depend on JavaScript or on the scroll animation to be seen.

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, sections } of pages) {
    test(`${path}: every heading is visible`, async ({ page }) => {
      await page.goto(path);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toHaveText(h1);
      await expect(title).toBeVisible();
      for (const name of sections) {
        const heading = page.getByRole("heading", { name, exact: true });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
        // toBeVisible() ignores opacity, and the reveal animation works with opacity.
        expect(await effectiveOpacity(heading), `opacity of '${name}'`).toBe(1);
      }
    });
  }
});

/** Home's section headings, top to bottom (the hero's h1 first). */
const homeHeadings = pages[0].sections;

test.describe("Reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("Home: every section is fully visible without waiting for an animation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Even before scrolling, nothing below the fold is hidden.
    for (const name of homeHeadings) {
      expect(await effectiveOpacity(page.getByRole("heading", { name, exact: true })), `opacity of '${name}'`).toBe(1);
    }
    await scrollThroughPage(page);
    for (const name of [home.hero.headline, ...homeHeadings]) {
      const heading = page.getByRole("heading", { name, exact: true });
      await expect(heading).toBeVisible();
      expect(await effectiveOpacity(heading), `opacity of '${name}'`).toBe(1);
    }
  });
});

test.describe("With JavaScript and motion", () => {
  test("Home: after scrolling to the bottom, every section has faded fully in", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollThroughPage(page);
    for (const name of homeHeadings) {
      const heading = page.getByRole("heading", { name, exact: true });
      await expect(heading).toBeVisible();
      await expect.poll(() => effectiveOpacity(heading), { message: `opacity of '${name}'` }).toBe(1);
    }
    // The same goes for the content inside each section, not just its heading.
    await expect.poll(() => effectiveOpacity(page.getByText(home.impact.closing))).toBe(1);
    await expect.poll(() => effectiveOpacity(page.getByRole("link", { name: home.closing.secondary.label }))).toBe(1);
  });
});

test.describe("Without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false });

  test("the main links are shown in place of the menu toggle", { tag: "@mobile-only" }, async ({ page }) => {
    // The desktop navbar shows its links at every width above the phone breakpoint.
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.getByRole("link", { name: "Services", exact: true }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

import { expect, test } from "@playwright/test";
import { contact } from "../content/en/contact";
import { home } from "../content/en/home";
import { navigation } from "../content/en/navigation";
import { effectiveOpacity, scrollThroughPage, waitForHydration } from "./support/page-state";

// Content must never depend on the scroll animation to be seen. Without JavaScript, every page is read in every
// engine by the cross-engine subset (e2e/engines/no-js.spec.ts), which the main suite runs in Chromium.

/** Home's section headings, top to bottom. */
const homeHeadings = [
  home.problem.title,
  home.impact.title,
  home.solutions.title,
  ...home.features.map((feature) => feature.title),
  home.closing.title,
  contact.embedded.title,
];

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
  test("Home: after scrolling to the bottom, every section has faded fully in", { tag: "@both-widths" }, async ({ page }) => {
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
    const closing = page.getByRole("region", { name: home.closing.title, exact: true });
    await expect.poll(() => effectiveOpacity(closing.getByRole("link", { name: navigation.doors[0].label, exact: true }))).toBe(1);
  });
});

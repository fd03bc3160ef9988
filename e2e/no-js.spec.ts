import { expect, test } from "@playwright/test";
import { contact } from "../content/en/contact";
import { home } from "../content/en/home";
import { effectiveOpacity, hiddenHeadings, scrollThroughPage, waitForHydration } from "./support/page-state";
import { everyPage, notFoundPages } from "./support/site-pages";

// Content must never depend on JavaScript or on the scroll animation to be seen.

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of [...everyPage, ...notFoundPages]) {
    test(`${entry.path}: every heading is shown, under the page's policy`, async ({ page }) => {
      // With scripts off, the browser still reports what the policy refuses (the <noscript> menu styles are hashed).
      const policyErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
      });
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(entry.kind === "not-found" ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);
      // Reveal sections are hidden only by a script that has run: every heading is on screen at full opacity.
      expect(await hiddenHeadings(page), "headings not shown").toEqual([]);
      expect(policyErrors).toEqual([]);
    });
  }

  test("the main links are shown in place of the menu toggle", { tag: "@mobile-only" }, async ({ page }) => {
    // The desktop navbar shows its links at every width above the phone breakpoint.
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.getByRole("link", { name: "Services", exact: true }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

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
    await expect.poll(() => effectiveOpacity(page.getByRole("link", { name: home.closing.secondary.label }))).toBe(1);
  });
});

import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/page-state";
import { pages } from "./support/site-pages";

// Every page paints from its HTML and CSS alone; the framework's chunks are fetched only after the
// browser has reported the first contentful paint (scripts/paint-first.mjs), and then hydrate the page.
// The loader waits for the first paint the same way at any width: checked once, at desktop width.
test.describe("the page paints before the framework loads", { tag: "@desktop-only" }, () => {
  for (const { path } of pages) {
    test(`${path}: every chunk is requested after the first contentful paint, and the page hydrates`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        chunks: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(timing.firstContentfulPaint).toBeDefined();
      expect(timing.chunks.length).toBeGreaterThan(0);
      for (const chunk of timing.chunks) expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
    });
  }
});

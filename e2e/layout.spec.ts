import { expect, test } from "@playwright/test";
import { pages } from "./support/site-pages";

test.describe("Every page at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [...pages.map((entry) => entry.path), "/does-not-exist"]) {
    test(`${path} has no horizontal scroll and unique region names`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBe(320);
      expect(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(clientWidth);

      // Landmark regions are told apart by name, so no two may share one.
      const snapshot = await page.getByRole("main").ariaSnapshot();
      const regions = [...snapshot.matchAll(/- region "([^"]+)"/g)].map((match) => match[1]);
      expect(regions.length, "named regions").toBeGreaterThan(0);
      expect(regions, "region names are unique").toEqual([...new Set(regions)]);
    });
  }
});

import { test } from "@playwright/test";
import { sitePages } from "../content/pages";
import { expectNoAxeViolations } from "./support/axe";
import { scrollThroughPage, waitForHydration } from "./support";

test.describe("axe: every page, scrolled through", () => {
  for (const path of [...sitePages.map((entry) => entry.path), "/does-not-exist"]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await scrollThroughPage(page);
      await expectNoAxeViolations(page, path);
    });
  }
});

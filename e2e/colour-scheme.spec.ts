/**
 * The site follows the visitor's colour scheme (docs/decisions.md#d83): the stylesheet decides, in one media query, so
 * the first paint is already in the right scheme with JavaScript on or off, and the browser's own parts (its bar, form
 * controls, the canvas before the stylesheet) are told both schemes are drawn. axe reads every page and state in both
 * schemes (e2e/every-page.spec.ts, e2e/a11y-axe.spec.ts); test/colour-contrast.test.ts holds the palette's pairs.
 */
import { expect, test } from "@playwright/test";
import { pageColours } from "../lib/page-colours";
import { computedColour } from "./support/axe";

const schemes = ["light", "dark"] as const;

for (const javaScriptEnabled of [true, false]) {
  // One page per setting, each load a first visit: the HTTP cache off and no service worker (D115).
  test(`JavaScript ${javaScriptEnabled ? "on" : "off"}, in the light and the dark scheme: the first paint is drawn in it, by the stylesheet alone`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, serviceWorkers: "block" });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send("Network.setCacheDisabled", { cacheDisabled: true });
    for (const scheme of schemes) {
      await test.step(`${scheme} scheme`, async () => {
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of ["/", "/signup", "/fr/contact"]) {
          await page.goto(path);
          await expect(page.locator("body"), `${path}: the page's ground`).toHaveCSS("background-color", computedColour(pageColours[scheme]));
          await expect(page.locator("html"), `${path}: form controls and scrollbars follow`).toHaveCSS("color-scheme", "light dark");
          await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light dark");
          await expect(page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)).toHaveAttribute("content", pageColours[scheme]);

          // Nothing but the stylesheets in <head>, which the first paint waits for, chooses the scheme: no class or
          // attribute set by a script, and every stylesheet loaded before the first paint.
          const { htmlAttributes, stylesheetsBeforePaint } = await page.evaluate(() => {
            const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
            const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
            const loaded = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
            return {
              htmlAttributes: [...Array.from(document.documentElement.attributes), ...[...document.documentElement.classList].map((name) => ({ name }))]
                .map((attribute) => attribute.name)
                .filter((name) => /theme|scheme|dark|light/i.test(name)),
              stylesheetsBeforePaint: sheets.map((href) => (loaded.find((entry) => entry.name === href)?.responseEnd ?? Infinity) <= paint),
            };
          });
          expect(htmlAttributes, `${path}: no scheme set on <html> by a script`).toEqual([]);
          expect(stylesheetsBeforePaint.length, `${path}: a stylesheet in <head>`).toBeGreaterThan(0);
          expect(stylesheetsBeforePaint, `${path}: every stylesheet arrived before the first paint`).not.toContain(false);
        }
      });
    }
    await context.close();
  });
}

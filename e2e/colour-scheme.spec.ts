/**
 * The site follows the visitor's colour scheme (docs/decisions.md#d83): the stylesheet decides, in one media query, so
 * the first paint is already in the right scheme with JavaScript on or off, and the browser's own parts (its bar, form
 * controls, the canvas before the stylesheet) are told both schemes are drawn. axe reads every page and state in both
 * schemes (e2e/every-page.spec.ts, e2e/a11y-axe.spec.ts); test/colour-contrast.test.ts holds the palette's pairs.
 */
import { expect, test, type Browser } from "@playwright/test";
import { pageColours } from "../lib/page-colours";
import { computedColour } from "./support/axe";

const schemes = ["light", "dark"] as const;

async function openIn(browser: Browser, colorScheme: (typeof schemes)[number], javaScriptEnabled: boolean, path: string) {
  const context = await browser.newContext({ colorScheme, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

for (const javaScriptEnabled of [true, false]) {
  for (const scheme of schemes) {
    test(`${scheme} scheme, JavaScript ${javaScriptEnabled ? "on" : "off"}: the first paint is drawn in it, by the stylesheet alone`, async ({ browser }) => {
      for (const path of ["/", "/signup", "/fr/contact"]) {
        const { page, close } = await openIn(browser, scheme, javaScriptEnabled, path);
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
        await close();
      }
    });
  }
}

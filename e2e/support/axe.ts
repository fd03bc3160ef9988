/**
 * axe-core in the e2e suite (issue 9): WCAG 2.0, 2.1 and 2.2 at levels A and AA, no rule disabled.
 * axe judges colour contrast only on what is painted, so every reveal section must be shown: either by
 * scrolling the page through and back to the top (`openScrolled`, the default motion) or by opening it
 * with reduced motion, which paints each section at once (e2e/every-page.spec.ts). The specs run it in both colour
 * schemes (`expectNoAxeViolationsInBothSchemes`).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import { pageColours } from "../../lib/page-colours";
import { revealsFullyShown, scrollThroughPage, waitForHydration, waitForTransitionsToEnd } from "./page-state";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Opens `path`, waits for hydration, and scrolls it through and back so every section is shown. */
export async function openScrolled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await scrollThroughPage(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(page.locator('[data-reveal="armed"]'), "every reveal section has been shown").toHaveCount(0);
  // A shown section fades in over 0.6 s, and axe reads a half-faded text as low contrast: wait for the fades to end.
  await expect.poll(() => revealsFullyShown(page), { message: "every reveal section has faded in" }).toBe(true);
}

/** Runs axe on the page once its transitions have ended, and fails with one line per violating node. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await waitForTransitionsToEnd(page);
  // axe-core runs in the page itself, put there once per document. @axe-core/playwright sent its 550 KB twice per
  // analysis: a page's audit took 1.75 s on average in the suite, 1.16 s now.
  // The site has no frames. Only violations are collected: the passes are never read.
  // axe hit-tests targets (target-size) with elementsFromPoint, which finds nothing in a block the browser still skips
  // (content-visibility, docs/decisions.md#d119): every block is drawn, as a reader scrolling to it would see it.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((block) => (block.style.contentVisibility = "visible")));
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };
  const report = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const { violations } = await axe.run(document, options);
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`),
    );
  }, options);
  expect(report, `axe violations in ${state}`).toEqual([]);
}

/** "#0c1430" as the browser computes it: "rgb(12, 20, 48)". */
export const computedColour = (hex: string) => `rgb(${[1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)).join(", ")})`;

/**
 * axe on the page as it is, in the light scheme and then in the dark one, on the same load and in the same state (a
 * menu open, a toast held, a form refused), and back to light (docs/decisions.md#d83). The scheme is the CSS's alone,
 * so switching it needs no reload; the page's ground is checked first, so a stylesheet that ignored the switch fails
 * here rather than passing in light twice.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, `${state}, light scheme`);
  await page.emulateMedia({ colorScheme: "dark" });
  try {
    await expect(page.locator("body"), "the page is drawn in its dark scheme").toHaveCSS("background-color", computedColour(pageColours.dark));
    await expectNoAxeViolations(page, `${state}, dark scheme`);
  } finally {
    await page.emulateMedia({ colorScheme: "light" });
  }
}

/** Waits until a toast has finished sliding in (axe would read a half-transparent one) and holds it there. */
export async function holdToast(item: Locator): Promise<void> {
  await expect(item).toHaveAttribute("data-mounted", "true");
  // Hovering pauses sonner's timer first, so on a slow machine the toast cannot time out while it slides in.
  await item.hover();
  await expect.poll(() => item.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
}

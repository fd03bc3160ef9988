// The page as the browser has it: hydration, scrolling, what is visible.
import { expect, type Locator, type Page } from "@playwright/test";
import { walkDownPage } from "../../scripts/check/scroll-through.mjs";

/**
 * Resolves once React has hydrated the page, so clicks reach React handlers: the navbar marks
 * <html data-hydrated="true"> from its first effect (components/layout/header-frame.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * Resolves once every finite CSS transition and animation on the page has ended (a spinner's endless turn
 * does not count): a colour read mid-fade, such as the navbar turning white as the page scrolls, is neither
 * the colour before nor the one after.
 */
export async function waitForTransitionsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Lowest computed opacity of the element and all its ancestors: what the visitor actually sees. */
export function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let min = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      min = Math.min(min, Number(getComputedStyle(node).opacity));
    }
    return min;
  });
}

/** Whether every reveal section is at full opacity: shown and done fading in, or never hidden (reduced motion). */
export function revealsFullyShown(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.querySelectorAll("[data-reveal]")].every((element) => getComputedStyle(element).opacity === "1"));
}

/** The walk down the page (scripts/check/scroll-through.mjs, shared with `npm run screenshots`), failing with what never showed. */
export async function scrollThroughPage(page: Page): Promise<void> {
  const problem = await walkDownPage(page);
  if (problem) throw new Error(`Scrolling through the page: ${problem}`);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Every visible piece of text or control inside the viewport's width, none clipped by its box. */
export async function expectNothingCutOff(page: Page, label: string) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const skipped = '[aria-hidden="true"], .sr-only, noscript, [hidden], [data-sonner-toaster]';
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (element.closest(skipped)) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const control = element.matches("a, button, input, select, textarea, img");
      if (!ownText && !control) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Content inside a box that scrolls sideways on purpose is reachable, not cut off.
      let scroller = element.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("alt") ?? "").trim().slice(0, 40)}"`;
      if (!scroller && (box.left < -1 || box.right > width + 1)) found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (ownText) {
        const clipsX = ["hidden", "clip"].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const clipsY = ["hidden", "clip"].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if (clipsX || clipsY)
          found.push(`${name} is clipped (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
      }
    }
    return found;
  });
  expect(problems, label).toEqual([]);
}

/**
 * Headings of the page body that a visitor cannot see: no box, hidden, or held transparent (outside closed disclosures,
 * and outside the signup mode the address did not choose, which waits in the HTML until hydration: docs/decisions.md#d61).
 */
export function hiddenHeadings(page: Page): Promise<string[]> {
  return page.evaluate(headingsNotShown);
}

/** The same, run in the page by any driver (the cross-engine suite passes it to its own evaluate). */
export function headingsNotShown(): string[] {
  return [...document.querySelectorAll("main :is(h1, h2, h3)")]
    .filter((heading) => !heading.closest("details:not([open])"))
    .filter((heading) => heading.closest("[data-signup-only]")?.checkVisibility() ?? true)
    .filter((heading) => {
      const box = heading.getBoundingClientRect();
      let opacity = 1;
      for (let node: Element | null = heading; node; node = node.parentElement) opacity = Math.min(opacity, Number(getComputedStyle(node).opacity));
      return box.width === 0 || box.height === 0 || getComputedStyle(heading).visibility === "hidden" || opacity < 1;
    })
    .map((heading) => heading.textContent?.trim() ?? "");
}

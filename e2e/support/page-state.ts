// The page as the browser has it: hydration, scrolling, what is visible.
import type { Locator, Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page, so clicks reach React handlers: the navbar marks
 * <html data-hydrated="true"> from its first effect (components/layout/navbar.tsx).
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

/**
 * Scrolls the page down step by step, as a reader would, so each section enters the viewport. The whole walk
 * runs inside the page (two frames a step, so observers see each position): one round trip to the browser
 * instead of one a step, which on a slow, busy machine was most of the time it took.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const reachedBottom = await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let step = 0; step < 60; step++) {
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      await nextFrame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) return true;
    }
    return false;
  });
  if (!reachedBottom) throw new Error("Never reached the bottom of the page");
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

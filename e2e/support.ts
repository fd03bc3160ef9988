// Helpers shared by the end-to-end specs. Not a spec itself (Playwright only runs *.spec.ts).
import { expect, type Locator, type Page } from "@playwright/test";
import { about } from "../content/about";
import { contact } from "../content/contact";
import { home } from "../content/home";
import { services } from "../content/services";
import { signup } from "../content/signup";

/** The five public pages, each with the headings a visitor must see on it (h1 first). */
export const pages = [
  {
    path: home.meta.path,
    h1: home.hero.headline,
    sections: [
      home.problem.title,
      home.impact.title,
      home.solutions.title,
      ...home.features.map((feature) => feature.title),
      home.closing.title,
      contact.embedded.title,
    ],
  },
  {
    path: about.meta.path,
    h1: about.title,
    sections: [about.story.title, about.solutions.title, about.team.title],
  },
  {
    path: services.meta.path,
    h1: services.title,
    sections: [...services.cards.map((card) => card.name), services.closing.title],
  },
  {
    path: contact.meta.path,
    h1: contact.page.title,
    sections: [contact.info.hours.title, contact.form.title],
  },
  { path: signup.meta.path, h1: signup.developer.heading, sections: [] },
] as const;

/**
 * Resolves once React has hydrated the shared header, so clicks reach React handlers.
 * (No user-facing handle exists for "JavaScript has taken over", hence the DOM probe.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((key) => key.startsWith("__reactProps"));
  });
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

/** Scrolls the page down step by step, as a reader would, so each section enters the viewport. */
export async function scrollThroughPage(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) return;
  }
  throw new Error("Never reached the bottom of the page");
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Every internal href of a group of links, as written in the HTML. */
export function hrefsOf(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

/** A link that opens a new tab safely. */
export async function expectOpensInNewTab(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
}

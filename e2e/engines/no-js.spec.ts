/**
 * The content is readable with JavaScript off (docs/decisions.md#d1, #d21): every heading and section shown, no
 * reveal block left hidden, and on a phone the plain link row in place of the menu toggle.
 */
import { navigation } from "../../content/en/navigation";
import { locales } from "../../content/locales";
import { services } from "../../content/en/services";
import { headingsNotShown } from "../support/page-state";
import { notFoundPages } from "../support/site-pages";
import { byRole, within } from "./support/browse";
import { expect, test } from "./support/fixtures";
import { enginePages } from "./support/site-pages";

// Firefox and WebKit start a browser of their own for JavaScript off: one worker runs this file, so one starts.
test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const h1 = byRole("heading", undefined, { level: 1 });

/** With scripting off, `<noscript>` holds elements (the plain link row); with it on, only text. */
const scriptingOff = () => document.querySelector("noscript nav") !== null;

/** Reveal blocks (components/ui/reveal.tsx) that a visitor would not see in full: faded, empty or without a box. */
function revealsNotShown() {
  return [...document.querySelectorAll("[data-reveal]")]
    .filter((block) => {
      let opacity = 1;
      for (let node: Element | null = block; node; node = node.parentElement) opacity = Math.min(opacity, Number(getComputedStyle(node).opacity));
      const box = block.getBoundingClientRect();
      return opacity < 1 || box.height === 0 || !block.textContent?.trim();
    })
    .map((block) => block.outerHTML.slice(0, 100));
}

// Every page the subset renders (the posts share one template with nothing engine-specific) and each language's
// not-found page: reading needs no script anywhere. One browser page per language walks them all, a step a page: a
// new page costs more than the checks (docs/testing.md), and with scripting off one page leaves nothing to the next.
for (const locale of locales) {
  const pages = [...enginePages, ...notFoundPages].filter((page) => page.locale === locale);
  test(`every ${locale} page: every heading and section is shown`, async ({ browse }) => {
    test.setTimeout(test.info().timeout + pages.length * 10_000);
    for (const page of pages) {
      await test.step(`${page.path}: every heading and section is shown`, async () => {
        expect(await browse.goto(page.path), `${page.path}'s status`).toBe(page.kind === "not-found" ? 404 : 200);
        expect(await browse.evaluate(scriptingOff, undefined), "JavaScript is off").toBe(true);
        expect(await browse.text(h1)).toBe(page.h1);
        expect(await browse.visible(h1)).toBe(true);
        expect(await browse.evaluate(headingsNotShown, undefined), "headings not shown").toEqual([]);
        expect(await browse.evaluate(revealsNotShown, undefined)).toEqual([]);
        expect(await browse.takeProblems(), `no page error and no Content-Security-Policy violation on ${page.path}`).toEqual([]);
      });
    }
  });
}

test("Home has reveal blocks, so the check above is not empty", async ({ browse }) => {
  await browse.goto("/");
  expect(await browse.evaluate(() => document.querySelectorAll("[data-reveal]").length, undefined)).toBeGreaterThan(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the plain link row replaces the menu toggle, and its links lead on", async ({ browse }) => {
    await browse.goto("/about");
    expect(await browse.visible(byRole("button", navigation.menuOpenLabel))).toBe(false);
    const row = byRole("navigation", navigation.noScriptNavLabel);
    for (const link of [...navigation.main, ...navigation.doors, navigation.cta]) {
      expect(await browse.visible(within(row, byRole("link", link.label))), link.label).toBe(true);
    }
    await browse.click(within(row, byRole("link", "Services")));
    await expect.poll(() => browse.pathname()).toBe("/services");
    await expect.poll(() => browse.text(h1)).toBe(services.title);
    expect(await browse.visible(h1)).toBe(true);
  });
});

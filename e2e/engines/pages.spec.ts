/**
 * Every spec route and footer page, in every language, renders in this engine: status 200, its own h1 and
 * `<html lang>`, and every script, style, image and font its Content-Security-Policy governs loaded and ran. The
 * walk checks after each page, and the fixture after each test, that no page error and no policy violation was reported.
 */
import { localeInfo, locales } from "../../content/locales";
import { localeOfPath } from "../../lib/locale-path";
import { sitePages } from "../../lib/site-pages";
import { byRole, documentElement, type Browse } from "./support/browse";
import { everythingLoaded } from "./support/in-page";
import { expect, test } from "./support/fixtures";
import { enginePages } from "./support/site-pages";

test("the walk covers every page of the sitemap but the blog posts", () => {
  const posts = /\/blog\/[^/]+$/;
  const listed = sitePages.map((entry) => entry.path).filter((path) => !posts.test(path));
  expect(enginePages.map((page) => page.path).sort()).toEqual(listed.sort());
  expect(enginePages.every((page) => localeOfPath(page.path) === page.locale)).toBe(true);
});

test("the watch sees a policy violation and a page error in this engine, so the check after every test can fail", async ({ browse }) => {
  await browse.goto("/signup");
  await browse.waitForHydration();
  await browse.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    setTimeout(() => {
      throw new Error("canary error");
    });
  }, undefined);
  const seen: string[] = [];
  await expect
    .poll(async () => {
      seen.push(...(await browse.takeProblems()));
      return { violation: seen.some((line) => /CSP violation.*script-src/.test(line)), error: seen.some((line) => line.includes("canary error")) };
    })
    .toEqual({ violation: true, error: true });
  expect(await browse.evaluate(() => (window as { __injected?: boolean }).__injected ?? false, undefined), "the injected script never ran").toBe(false);
});

/**
 * Once the page has registered its service worker (after load, when idle), takes it away with what it kept: the walk's
 * next page then loads uncontrolled, from the network, as a first visit's page does (docs/decisions.md#d118). Not in
 * WebKit: its one session per worker keeps the worker from test to test anyway (webkit-driver.ts), and a page there
 * once never registered again after the one before it had unregistered (15 s, at a load of 26).
 */
async function forgetServiceWorker(browse: Browse) {
  await expect
    .poll(() => browse.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration !== undefined), undefined), {
      message: "the page registers its service worker",
    })
    .toBe(true);
  await browse.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  }, undefined);
}

// @page-walk: in Chromium, e2e/every-page.spec.ts makes these same checks on its own load of each page (the main
// suite's desktop project leaves these out rather than load every page twice); Firefox and WebKit run them here. One
// test per language walks its pages in one browser page, a step a page: a page of its own per test cost about 0.9 s in
// Firefox and 1.1 s in WebKit (opened, then closed with its storage cleared), beside 2–10 s of checks.
for (const locale of locales) {
  const pages = enginePages.filter((page) => page.locale === locale);
  test(`every ${locale} page renders with its h1, its language and everything its policy governs`, { tag: "@page-walk" }, async ({ browse, engine }) => {
    test.setTimeout(test.info().timeout + pages.length * 15_000);
    for (const page of pages) {
      await test.step(`${page.path} renders with its h1, its language and everything its policy governs`, async () => {
        expect(await browse.goto(page.path), "HTTP status").toBe(200);
        expect(await browse.attribute(documentElement, "lang")).toBe(localeInfo[page.locale].htmlLang);
        await expect.poll(() => browse.text(byRole("heading", undefined, { level: 1 }))).toBe(page.h1);
        await browse.waitForHydration();
        await expect.poll(() => browse.loadEvidence()).toEqual(everythingLoaded);
        if (engine !== "webkit") await forgetServiceWorker(browse);
        expect(await browse.takeProblems(), `no page error and no Content-Security-Policy violation on ${page.path}`).toEqual([]);
      });
    }
  });
}

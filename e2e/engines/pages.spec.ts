/**
 * Every spec route and footer page, in every language, renders in this engine: status 200, its own h1 and
 * `<html lang>`, and every script, style, image and font its Content-Security-Policy governs loaded and ran. The
 * fixture then checks that no page error and no policy violation was reported.
 */
import { localeInfo } from "../../content/locales";
import { localeOfPath } from "../../lib/locale-path";
import { sitePages } from "../../lib/site-pages";
import { byRole, documentElement } from "./support/browse";
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

// @page-walk: in Chromium, e2e/every-page.spec.ts makes these same checks on its own load of each page (the main
// suite's desktop project leaves these out rather than load every page twice); Firefox and WebKit run them here.
for (const page of enginePages) {
  test(`${page.path} renders with its h1, its language and everything its policy governs`, { tag: "@page-walk" }, async ({ browse }) => {
    expect(await browse.goto(page.path), "HTTP status").toBe(200);
    expect(await browse.attribute(documentElement, "lang")).toBe(localeInfo[page.locale].htmlLang);
    await expect.poll(() => browse.text(byRole("heading", undefined, { level: 1 }))).toBe(page.h1);
    await browse.waitForHydration();
    await expect.poll(() => browse.loadEvidence()).toEqual(everythingLoaded);
  });
}

/**
 * Every page of the sitemap in every language, and each language's not-found page: one load per page and
 * width checks what every page owes every visitor. Served with the export's `_headers` (scripts/serve/static-server.mjs),
 * so the page runs under its own Content-Security-Policy. The copy of each page is checked by its own spec.
 *
 * At 1280 px: its status and policies, its head (language, title, description, canonical, alternates, Open Graph,
 * Twitter), its structure (one h1, named landmarks, heading levels, images and icons), the chrome in its language
 * with the switch to the others, that it paints before the framework loads, and that no sentence of another
 * language is on it, and every image loads. At both widths: every section shown with no policy violation or page
 * error, axe (WCAG 2.0–2.2 A and AA, no rule disabled) in the light and the dark colour scheme, and nothing cut off at
 * 320 px (phone) or 200 % zoom (desktop).
 */
import { test as base, expect, type Page, type ViewportSize } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale, localeInfo, locales } from "../content/locales";
import { site } from "../content/site";
import { pathInLocale } from "../lib/locale-path";
import { everythingLoaded, loadEvidence } from "./engines/support/in-page";
import { analyticsHost } from "./support/analytics";
import { expectNoAxeViolationsInBothSchemes } from "./support/axe";
import { sentencesOf, visibleText } from "./support/copy";
import { inboxOrigin } from "./support/email";
import { expectNothingCutOff, hiddenHeadings, scrollThroughPage, waitForHydration } from "./support/page-state";
import { parsePolicy, watchPage, type Watched } from "./support/policy";
import { absoluteUrl, everyPage, notFoundPages, type CataloguedPage } from "./support/site-pages";

const sentences = Object.fromEntries(locales.map((locale) => [locale, sentencesOf(locale)]));

interface Visitor {
  page: Page;
  watched: Watched;
  viewport: ViewportSize;
}

/**
 * One browser page per worker, reused from page to page. A new page starts a new renderer with a cold JavaScript
 * engine: measured on 2 cores, a visit then took 1.15 s to hydrate against 0.4 s in a page already open. Each
 * visit still starts as a first-time visitor's: the HTTP cache is off, the window is reset to the project's size,
 * and the watch records are emptied. A failed test restarts the worker, so the next test gets a new page.
 */
const test = base.extend<{ visitor: Visitor }, { reusedPage: Visitor }>({
  reusedPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      // Reveal sections are painted at once, as they end after their fade (app/globals.css): axe and the layout checks
      // read the finished page without waiting. e2e/no-js.spec.ts checks the animated path.
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, reducedMotion: "reduce" });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send("Network.setCacheDisabled", { cacheDisabled: true });
      await provide({ page, watched: await watchPage(page), viewport: viewport! });
      await context.close();
    },
    { scope: "worker" },
  ],
  visitor: async ({ reusedPage }, provide) => {
    const { page, watched, viewport } = reusedPage;
    await page.setViewportSize(viewport);
    for (const records of Object.values(watched)) records.length = 0;
    await provide(reusedPage);
  },
});
test.describe.configure({ timeout: 60_000 });

test("the audit covers every page of the sitemap", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(everyPage.map((entry) => absoluteUrl(entry.path)).sort()).toEqual(listed.sort());
});

for (const entry of [...everyPage, ...notFoundPages]) {
  test(entry.path, { tag: "@both-widths" }, async ({ visitor: { page, watched }, isMobile }) => {
    const response = await page.goto(entry.path);
    expect(response?.status(), "status").toBe(entry.kind === "not-found" ? 404 : 200);
    const header = (await response?.headerValue("content-security-policy")) ?? "";

    // What does not depend on the width is checked once, on the desktop.
    if (!isMobile) {
      await test.step("its policies let no script run inline or through eval", () => expectStrictPolicies(page, header));
      await test.step("its head: language, title, description, canonical, alternates, Open Graph, Twitter", () => expectHead(page, entry));
      await test.step("its structure: one h1, named landmarks, heading levels, images and icons", () => expectStructure(page, entry));
      await test.step("the chrome is in its language, with a switch to the same page in the others", () => expectChrome(page, entry));
      await test.step("it paints before its payload and the framework load, then hydrates", () => expectPaintFirst(page));
    }
    await waitForHydration(page);

    // Before the walk down the page: scrolled back to the top, the navbar would fade back and axe would wait for it.
    await test.step("axe finds no violation", () => expectNoAxeViolationsInBothSchemes(page, `${entry.path} at ${isMobile ? "375 px" : "1280 px"}`));

    await test.step("every heading and image is shown, with no policy violation and no page error", async () => {
      // Every image is one file at both widths (no srcset): the desktop walk down the page loads each once.
      if (!isMobile) {
        await scrollThroughPage(page);
        await expect.poll(() => unloadedImages(page), { message: "images that did not load" }).toEqual([]);
      }
      expect(await hiddenHeadings(page), "headings not shown").toEqual([]);
      expect(watched.violations, "policy violations").toEqual([]);
      expect(watched.consoleErrors, "policy errors in the console").toEqual([]);
      expect(watched.pageErrors, "page errors").toEqual([]);
    });

    if (!isMobile) {
      // The cross-engine walk's check (e2e/engines/pages.spec.ts), made here for Chromium on this same load.
      await test.step("every script, style, image and font its policy governs loaded and ran", async () => {
        await expect.poll(() => page.evaluate(loadEvidence)).toEqual(everythingLoaded);
      });
      await test.step("a font with a character range is fetched only by a page that shows one of its characters", () => expectRangedFontsWhereShown(page));
    }

    await test.step(isMobile ? "nothing is cut off at 320 px" : "nothing is cut off at 200 % zoom", async () => {
      // 200 % zoom of the 1280 × 800 desktop window is 640 × 400 CSS px.
      await page.setViewportSize(isMobile ? { width: 320, height: 640 } : { width: 640, height: 400 });
      await expectNothingCutOff(page, entry.path);
      const regions = [...(await page.getByRole("main").ariaSnapshot()).matchAll(/- region "([^"]+)"/g)].map((match) => match[1]);
      expect(regions, "region names are unique").toEqual([...new Set(regions)]);
    });

    if (!isMobile) {
      await test.step("no sentence of another language is on it", async () => {
        const text = await visibleText(page);
        for (const other of locales.filter((locale) => locale !== entry.locale)) {
          expect(
            sentences[other]!.filter((sentence) => text.includes(sentence)),
            `${localeInfo[other].name} sentences`,
          ).toEqual([]);
        }
      });
    }
  });
}

/** The header and `<meta>` policies: framing refused, scripts from the site and hashes only, e-mail to one origin. */
async function expectStrictPolicies(page: Page, header: string) {
  const metas = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("content") ?? ""));
  // Several policies (a header may even hold several, comma-separated) are all enforced.
  const policies = [...header.split(",").filter((policy) => policy.trim()), ...metas].map(parsePolicy);
  const headerPolicy = parsePolicy(header);
  expect(headerPolicy.get("frame-ancestors"), "frame-ancestors in the header").toEqual(["'none'"]);
  expect(headerPolicy.get("object-src"), "object-src").toEqual(["'none'"]);

  const scriptPolicies = policies.map((policy) => policy.get("script-src") ?? policy.get("default-src")).filter((sources) => sources !== undefined);
  expect(scriptPolicies.length, "some policy governs scripts").toBeGreaterThan(0);
  for (const sources of scriptPolicies) {
    expect(sources, "script sources").not.toContain("'unsafe-inline'");
    expect(sources, "script sources").not.toContain("'unsafe-eval'");
    expect(
      sources.filter((source) => source.includes("*") || /^[a-z][a-z0-9+.-]*:$/.test(source)),
      "no wildcard or scheme source",
    ).toEqual([]);
    expect(sources, "scripts from the site itself").toContain("'self'");
  }
  for (const policy of policies) {
    const connect = policy.get("connect-src") ?? policy.get("default-src");
    if (!connect) continue;
    // The local inbox is written as host:port (same scheme as the page only), EmailJS as its https origin. The test
    // build counts visits, so the analytics provider's origin is there too, and nothing else (docs/decisions.md#d91).
    const others = connect.filter((source) => source !== "'self'");
    const analytics = new URL(analyticsHost).host;
    expect(others, "connect-src names the analytics provider").toContain(analytics);
    expect([inboxOrigin, new URL(inboxOrigin).host], "connect-src names only the e-mail API besides").toEqual(
      expect.arrayContaining(others.filter((source) => source !== analytics)),
    );
    expect(connect.length, "connect-src").toBe(3);
  }
}

/**
 * Head tags have no user-facing handle: they are read from the document in one round trip, as a crawler reads
 * the HTML (they are in it from the first byte, so nothing needs waiting for).
 */
async function expectHead(page: Page, entry: CataloguedPage) {
  const head = await page.evaluate(() => {
    const content = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute("content"));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      robots: content('meta[name="robots"]'),
      description: content('meta[name="description"]'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogType: content('meta[property="og:type"]'),
      ogLocale: content('meta[property="og:locale"]'),
      ogLocaleAlternates: content('meta[property="og:locale:alternate"]'),
      ogImages: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImages: content('meta[name="twitter:image"]'),
    };
  });
  expect(head.lang, "<html lang>").toBe(localeInfo[entry.locale].htmlLang);
  expect(head.title, "<title>").toBe(entry.title);
  if (entry.kind === "not-found") {
    expect(head.robots, "kept out of search indexes").toEqual(["noindex"]);
    return;
  }

  expect(head.description, "description").toEqual([entry.description]);
  expect(head.canonical, "canonical to itself").toEqual([absoluteUrl(entry.path)]);
  expect(head.alternates, "hreflang alternates, both ways").toEqual({
    ...Object.fromEntries(locales.map((locale) => [localeInfo[locale].htmlLang, absoluteUrl(pathInLocale(entry.path, locale))])),
    "x-default": absoluteUrl(pathInLocale(entry.path, defaultLocale)),
  });
  expect(head.ogTitle, "og:title").toEqual([entry.title]);
  expect(head.ogDescription, "og:description").toEqual([entry.description]);
  expect(head.ogUrl, "og:url").toEqual([absoluteUrl(entry.path)]);
  expect(head.ogType, "og:type").toEqual([entry.kind === "article" ? "article" : "website"]);
  expect(head.ogLocale, "og:locale").toEqual([localeInfo[entry.locale].ogLocale]);
  expect(head.ogLocaleAlternates, "og:locale:alternate").toEqual(
    locales.filter((locale) => locale !== entry.locale).map((locale) => localeInfo[locale].ogLocale),
  );
  expect(head.twitterCard, "twitter:card").toEqual(["summary_large_image"]);
  for (const image of [...head.ogImages, ...head.twitterImages])
    expect(image, "an absolute share image").toMatch(new RegExp(`^${escapeRegExp(site.url)}/\\S+`));
  expect(head.ogImages.length && head.twitterImages.length, "a share image for both").toBeTruthy();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const landmarkRoles = ["banner", "main", "contentinfo", "navigation", "region", "complementary", "form", "search"];
const alwaysNamed = new Set(["navigation", "region", "complementary", "form", "search"]);

async function expectStructure(page: Page, entry: CataloguedPage) {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(entry.h1);

  const snapshot = await page.locator("body").ariaSnapshot();
  const landmarks = [...snapshot.matchAll(new RegExp(`^\\s*- (${landmarkRoles.join("|")})(?: "([^"]*)")?`, "gm"))].map((match) => ({
    role: match[1]!,
    name: (match[2] ?? "").trim(),
  }));
  for (const role of ["banner", "main", "contentinfo"]) {
    expect(
      landmarks.filter((landmark) => landmark.role === role),
      `one ${role}`,
    ).toHaveLength(1);
  }
  for (const role of new Set(landmarks.map((landmark) => landmark.role))) {
    const ofRole = landmarks.filter((landmark) => landmark.role === role);
    if (alwaysNamed.has(role) || ofRole.length > 1) {
      for (const landmark of ofRole) expect(landmark.name, `every ${role} is named`).not.toBe("");
      const names = ofRole.map((landmark) => landmark.name.toLowerCase());
      expect(names, `${role} names are unique`).toEqual([...new Set(names)]);
    }
  }

  const report = await page.evaluate(() => {
    const levels = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1]));
    const skipped = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    const namelessLinks = [...document.querySelectorAll("a[href]")]
      .filter((link) => !(link.textContent?.trim() || link.getAttribute("aria-label") || link.getAttribute("title")))
      .map((link) => link.getAttribute("href"));
    const duplicateIds = [...document.querySelectorAll("[id]")].map((element) => element.id).filter((id, index, ids) => ids.indexOf(id) !== index);
    const hidden = (element: Element) => !!element.closest('[aria-hidden="true"]');
    // An inline SVG is decoration (icons, the logo mark, post covers) beside words that say it, hidden from the tree,
    // or a picture drawn into the page, an image named like any other.
    const exposedSvgs = [...document.querySelectorAll("svg")]
      .filter((svg) => !hidden(svg) && !svg.closest("svg:not(:scope)"))
      .filter((svg) => !(svg.getAttribute("role") === "img" && (svg.getAttribute("aria-label") ?? "").length > 10))
      .map((svg) => svg.outerHTML.slice(0, 80));
    const images = [...document.querySelectorAll("img")].map((image) => ({
      src: image.getAttribute("src") ?? "",
      alt: image.getAttribute("alt"),
      width: Number(image.getAttribute("width")),
      height: Number(image.getAttribute("height")),
      // Decorative: an empty alt, hidden, or a mark beside a text that says the same (the logo).
      decorative: hidden(image) || !!image.parentElement?.textContent?.trim(),
    }));
    return { skipped, namelessLinks, duplicateIds, exposedSvgs, images };
  });
  expect(report.skipped, "headings never skip a level").toEqual([]);
  expect(report.namelessLinks, "every link has an accessible name").toEqual([]);
  expect(report.duplicateIds, "ids are unique").toEqual([]);
  expect(report.exposedSvgs, "inline SVGs are hidden from the tree or named images").toEqual([]);
  for (const image of report.images) {
    expect(image.alt, `${image.src} has an alt attribute`).not.toBeNull();
    expect(image.width > 0 && image.height > 0, `${image.src} has its dimensions, so nothing shifts as it loads`).toBe(true);
    if (image.alt === "") {
      expect(image.decorative, `${image.src} is decorative only where words stand beside it`).toBe(true);
    } else {
      const file = image.src.split("/").pop()!.split(".")[0]!;
      expect(image.alt!.length, `${image.src}: alt says something`).toBeGreaterThan(10);
      expect(image.alt!.toLowerCase(), `${image.src}: alt is not the file name`).not.toContain(file.toLowerCase());
    }
  }
}

async function expectChrome(page: Page, entry: CataloguedPage) {
  const { navigation, footer } = getContent(entry.locale);
  const nav = page.getByRole("navigation", { name: navigation.navLabel });
  for (const item of [...navigation.main, ...navigation.doors]) {
    await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
  }
  for (const group of footer.groups) await expect(page.getByRole("navigation", { name: group.title })).toBeVisible();
  for (const other of locales.filter((locale) => locale !== entry.locale)) {
    const { name, htmlLang } = localeInfo[other];
    const languageSwitch = nav.getByRole("link", { name, exact: true });
    // A not-found page has no twin: its switch leads to the other language's home page.
    await expect(languageSwitch).toHaveAttribute("href", pathInLocale(entry.kind === "not-found" ? "/" : entry.path, other));
    await expect(languageSwitch).toHaveAttribute("hreflang", htmlLang);
    await expect(languageSwitch).toHaveAttribute("lang", htmlLang);
  }
}

/**
 * The page's payload and every framework chunk are requested after the first contentful paint, the payload first
 * (scripts/build/paint-first.mjs), and the page hydrates: the HTML holds the words once, not a second time for React.
 */
async function expectPaintFirst(page: Page) {
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const requested = (pattern: RegExp) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
    return {
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      payloads: requested(/^\/_next\/static\/payload\/[^/]+\.txt$/),
      chunks: requested(/^\/_next\/static\/chunks\/[^/]+\.js$/),
      inlinePayload: [...document.scripts].some((script) => script.textContent?.includes("__next_f.push")),
    };
  });
  expect(timing.firstContentfulPaint, "a first contentful paint").toBeDefined();
  expect(timing.inlinePayload, "the payload is not inlined in the HTML").toBe(false);
  expect(timing.payloads.length, "one payload").toBe(1);
  expect(timing.chunks.length, "framework chunks").toBeGreaterThan(0);
  const payload = timing.payloads[0]!;
  expect(payload.startTime, payload.name).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
  for (const chunk of timing.chunks) expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(payload.startTime);
}

/** lib/font.ts's extended face: "œ" on a French page is drawn by the main face and must not fetch it (D26). */
async function expectRangedFontsWhereShown(page: Page) {
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.unicodeRange.toUpperCase() !== "U+0-10FFFF")
      .map((face) => {
        const ranges = face.unicodeRange.split(",").map((range) =>
          range
            .trim()
            .replace(/^U\+/i, "")
            .split("-")
            .map((hex) => parseInt(hex, 16)),
        );
        const shown = [...document.body.innerText].some((character) => {
          const code = character.codePointAt(0)!;
          return ranges.some(([start = 0, end = start]) => code >= start && code <= end);
        });
        return { face: `${face.family} ${face.unicodeRange.slice(0, 30)}…`, shown, fetched: face.status !== "unloaded" };
      }),
  );
  expect(faces.length, "faces with a character range").toBeGreaterThan(0);
  for (const face of faces) expect(face.fetched, `${face.face} fetched`).toBe(face.shown);
}

/** Images that have not finished loading, or loaded broken. */
function unloadedImages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src));
}

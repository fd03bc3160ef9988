/**
 * A full disk degrades, never empties (docs/decisions.md#d80), in Chromium: with the origin's quota full (CDP's
 * `Storage.overrideQuotaForOrigin`), a refused cache write lets the oldest kept page go with the files only it names,
 * a page whose own file was refused is not kept, and every file the pages still kept name stays: offline, each opens
 * styled and starts. The site is behind a relay (support/relay.ts), which holds a page's new files while the test
 * fills the disk.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { CACHE_NAMES } from "../lib/offline";
import { cachedPages, waitForOfflineReady } from "./support/offline";
import { waitForHydration } from "./support/page-state";
import { test } from "./support/relay";

/** The pages the tests read, with their headings. */
const headings: Record<string, string> = {
  "/signup": getContent("en").signup.developer.heading,
  "/about": getContent("en").about.title,
  "/services": getContent("en").services.title,
  "/fr/about": getContent("fr").about.title,
  "/fr/services": getContent("fr").services.title,
};

/** Reads each page to the end, in this order, the worker keeping each. */
async function readPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    await waitForOfflineReady(page);
  }
}

interface Kept {
  /** Each kept page's path and HTML. */
  pages: { path: string; html: string }[];
  /** The URLs in the caches of Next's files and of pictures. */
  files: string[];
}

function kept(page: Page): Promise<Kept> {
  return page.evaluate(
    async ({ pages, files }) => {
      const entries = async (name: string) => {
        const cache = await caches.open(name);
        return Promise.all((await cache.keys()).map(async (request) => ({ url: request.url, text: await (await cache.match(request))!.text() })));
      };
      return {
        pages: (await entries(pages)).map(({ url, text }) => ({ path: new URL(url).pathname, html: text })),
        files: (await Promise.all(files.map(entries))).flat().map(({ url }) => url),
      };
    },
    { pages: CACHE_NAMES.pages, files: [CACHE_NAMES.static, CACHE_NAMES.assets] },
  );
}

/** How a page's HTML names a file: `static/chunks/a.js` for /_next/static/chunks/a.js, else its path. */
const nameOf = (url: string) => new URL(url).pathname.replace(/^\/_next\//, "");

/** The kept files each kept page names. */
function filesNamed({ pages, files }: Kept): Map<string, string[]> {
  return new Map(pages.map(({ path, html }) => [path, files.filter((url) => html.includes(nameOf(url)))]));
}

/** From now on the origin has no room left: every write to its storage is refused (while the session lasts: the test's). */
async function fillTheDisk(page: Page, context: BrowserContext, origin: string) {
  const cdp = await context.newCDPSession(page);
  const { usage } = await cdp.send("Storage.getUsageAndQuota", { origin });
  await cdp.send("Storage.overrideQuotaForOrigin", { origin, quotaSize: usage });
}

/** Every file a page kept now named before is still kept. */
function expectFilesOfKeptPagesKept(before: Kept, after: Kept) {
  const named = filesNamed(before);
  for (const { path } of after.pages) {
    for (const url of named.get(path) ?? []) expect(after.files, `${path} still has ${url}`).toContain(url);
  }
}

/** Offline, each kept page opens whole: its heading, its stylesheets applied, its scripts run. */
async function expectKeptPagesWorkOffline(page: Page, context: BrowserContext, paths: string[]) {
  await context.setOffline(true);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), `${path} offline`).toHaveText(headings[path]!);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.sheet?.cssRules.length ?? 0),
    );
    expect(sheets.length, `${path} links its stylesheet`).toBeGreaterThan(0);
    expect(
      sheets.every((rules) => rules > 0),
      `${path} is styled`,
    ).toBe(true);
    await waitForHydration(page);
  }
  await context.setOffline(false);
}

test("a full disk lets the oldest page go with its own files and keeps every file the other kept pages need: they open styled and working offline", async ({
  page,
  context,
  relay,
}) => {
  test.setTimeout(120_000);
  // The oldest, the sign-up page, has a script of its own (its form's); the others share theirs.
  const read = ["/signup", "/about", "/fr/services", "/services"];
  await readPages(page, read);
  const before = await kept(page);
  expect(before.pages.map(({ path }) => path)).toEqual(read);
  const shell = before.files.filter((url) => !before.pages.some(({ html }) => html.includes(nameOf(url))));
  const signupOwn = filesNamed(before)
    .get("/signup")!
    .filter((url) => !before.pages.some(({ path, html }) => path !== "/signup" && html.includes(nameOf(url))));
  expect(signupOwn.length, "the sign-up page's own script is kept").toBeGreaterThan(0);

  // A page never read, with the disk full: its answer is refused a place, and the oldest page goes.
  await fillTheDisk(page, context, relay.origin);
  await page.goto("/careers");
  await waitForHydration(page);
  await expect.poll(() => cachedPages(page), { message: "the oldest page has made room" }).not.toContain("/signup");
  const after = await kept(page);
  expect(after.pages.map(({ path }) => path)).not.toContain("/careers");
  expect(after.pages.length, "pages read before are still kept").toBeGreaterThan(0);
  expectFilesOfKeptPagesKept(before, after);
  // The oldest page's own files went with it; the files no page names (the shell, what pages load on demand) stay.
  for (const url of signupOwn) expect(after.files, `${url} went with /signup`).not.toContain(url);
  for (const url of shell) expect(after.files, `${url} stays`).toContain(url);

  await expectKeptPagesWorkOffline(
    page,
    context,
    after.pages.map(({ path }) => path),
  );
  await context.setOffline(true);
  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getContent("en").offline.page.heading);
  await context.setOffline(false);
});

test("a page whose own file a full disk refuses is not kept, and the pages kept before keep theirs", async ({ page, context, relay }) => {
  test.setTimeout(120_000);
  await readPages(page, ["/about", "/services", "/fr/about", "/fr/services"]);
  const before = await kept(page);

  // The sign-up page's scripts are slow to come; its HTML is kept meanwhile. Then the disk fills, and they arrive.
  relay.set(/^\/_next\/static\/chunks\//, "never");
  await page.goto("/signup");
  await expect.poll(() => cachedPages(page), { message: "the sign-up page's HTML is kept" }).toContain("/signup");
  await expect.poll(() => relay.holding(/^\/_next\/static\/chunks\//), { message: "a script of its own is on its way" }).toBeGreaterThan(0);
  await fillTheDisk(page, context, relay.origin);
  relay.release(/./);
  await waitForHydration(page);

  await expect.poll(() => cachedPages(page), { message: "a page without its scripts is not kept" }).not.toContain("/signup");
  const after = await kept(page);
  expectFilesOfKeptPagesKept(before, after);
  await expectKeptPagesWorkOffline(
    page,
    context,
    after.pages.map(({ path }) => path),
  );
});

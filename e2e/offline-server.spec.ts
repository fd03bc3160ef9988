/**
 * The service worker against a server the test controls (docs/decisions.md#d47, #d59): a network that never answers
 * holds a kept page no longer than the short timeout, and a page never read until the network answers or fails; a new build takes over at the next navigation and its outdated caches go; the kill
 * switch (`SERVICE_WORKER=off npm run build`) clears every cache and unregisters, leaving plain network behaviour. Each
 * test serves its own copy of the test build on a port of its own, hangs its network or deploys the new build into it,
 * and checks what a visitor's browser does next.
 */
import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { cachedPages, cacheNames, copyOfSite, precachedRevision, waitForOfflineReady } from "./support/offline";

const en = getContent("en");

let site: Awaited<ReturnType<typeof copyOfSite>>;
test.beforeEach(async () => {
  site = await copyOfSite();
});
test.afterEach(async () => {
  await site.close();
});

test("a network that never answers: a kept page opens after the short timeout; a page never read waits, and only a network error gives the offline page", async ({
  page,
}) => {
  await page.goto(site.url("/about"));
  await waitForOfflineReady(page);
  site.hang(/^\/(about|contact)$/);
  await page.goto(site.url("/about"), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.about.title);

  // A page never read waits for the network (docs/decisions.md#d59): here until the server goes away, and the stuck
  // connection with it. That network error, not the wait, gives the offline page.
  const navigation = page.goto(site.url("/contact"));
  await expect.poll(() => site.holding("/contact"), { message: "the worker's request for /contact reaches the network" }).toBe(1);
  await site.stop();
  await navigation;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.offline.page.heading);
  // The server is back: "Try again" asks for the page again, and it opens.
  site.hang(null);
  await site.start();
  await page.getByRole("link", { name: en.offline.page.retryLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.contact.page.title);
});

test.describe("deploying again", () => {
  test("a new build takes over at the next navigation, with no prompt; its outdated caches go and the pages read stay", async ({ page, context }) => {
    await page.goto(site.url("/about"));
    await waitForOfflineReady(page);
    const first = await precachedRevision(page, "/offline");
    expect(first).not.toBeNull();
    // A cache the worker no longer uses, as an earlier version of the site would have left.
    await page.evaluate(() => caches.open("talanta-pages-v0"));

    await site.deployNewOfflinePage("A page written after the first deploy.");
    await page.goto(site.url("/services"));
    await expect.poll(() => precachedRevision(page, "/offline"), { message: "the new worker's offline page", timeout: 20_000 }).not.toBe(first);
    await expect.poll(() => cacheNames(page)).not.toContain("talanta-pages-v0");
    expect(await cachedPages(page)).toContain("/about");

    await context.setOffline(true);
    await page.goto(site.url("/careers"));
    await expect(page.getByText("A page written after the first deploy.")).toBeVisible();
    await page.goto(site.url("/about"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.about.title);
  });

  test("the kill switch clears every cache and unregisters the worker: the next visits are plain network", async ({ page, context }) => {
    await page.goto(site.url("/about"));
    await waitForOfflineReady(page);
    expect(await cacheNames(page)).not.toEqual([]);

    await site.deployKillSwitch();
    await page.goto(site.url("/services"));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined)), {
        message: "the worker has unregistered itself",
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => cacheNames(page)).toEqual([]);

    // Pages of the kill-switch build register nothing, so nothing comes back.
    await page.goto(site.url("/about"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.about.title);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined))).toBe(true);
    await context.setOffline(true);
    await expect(page.goto(site.url("/about"))).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});

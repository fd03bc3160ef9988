/**
 * The service worker against a network and a server the test controls (docs/decisions.md#d47, #d59, #d82): a network
 * that never answers holds a kept page no longer than the short timeout, and a page never read until the network
 * answers or fails; a new build takes over at the next navigation and its outdated caches go; the kill switch
 * (`SERVICE_WORKER=off npm run build`) clears every cache and unregisters, leaving plain network behaviour. Both take
 * over even while the old worker waits on a stalled navigation, which used to hold the new worker back. Each test
 * serves its own copy of the test build behind a relay (support/relay.ts) on a port of its own, sets the relay's
 * network or deploys again into the copy, and checks what a visitor's browser does next.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { NAVIGATION_LIMIT_SECONDS } from "../lib/offline";
import { cachedPages, cacheNames, copyOfSite, precachedRevision, waitForOfflineReady } from "./support/offline";

const en = getContent("en");

let site: Awaited<ReturnType<typeof copyOfSite>>;
test.beforeEach(async () => {
  site = await copyOfSite();
});
test.afterEach(async () => {
  await site.close();
});

/**
 * How long a new worker may take to take over on this busy machine: well past the old worker's own limits, well short
 * of the minutes a stalled request held it back for.
 */
const TAKEOVER_MS = 2 * NAVIGATION_LIMIT_SECONDS * 1000;

/** Exactly this path (no query). */
const only = (path: string) => new RegExp(`^${path}$`);

/** Whether the page's origin has a service worker registration at all. */
const registered = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration !== undefined));

/**
 * Another tab opens a page never read while the network holds it unanswered: the old worker waits on it (up to
 * NAVIGATION_LIMIT_SECONDS, then for ever behind the slow-network page). Returns the tab, once its request is held.
 */
async function navigationHeldByTheOldWorker(context: BrowserContext) {
  site.set(only("/careers"), "never");
  const tab = await context.newPage();
  void tab.goto(site.url("/careers"), { timeout: 0 }).catch(() => undefined);
  await expect.poll(() => site.holding(only("/careers")), { message: "the old worker's request for /careers reaches the network" }).toBe(1);
  return tab;
}

/** Whether a service worker answered the page's navigation (a worker without a fetch handler, as the kill switch, does not). */
const answeredByAWorker = (page: Page) => page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).workerStart > 0);

/**
 * The kill switch has taken over: no registration, and the next page comes from the network, not from a worker. Once
 * the tab the old worker still served is closed, no cache of the site is left and nothing registers again.
 */
async function expectPlainNetwork(page: Page, context: BrowserContext, oldWorkersTab: Page) {
  await expect.poll(() => registered(page), { message: "the registration is gone", timeout: TAKEOVER_MS }).toBe(false);
  // Not held by the old worker's limit: well within NAVIGATION_LIMIT_SECONDS.
  await page.goto(site.url("/contact"), { timeout: (NAVIGATION_LIMIT_SECONDS * 1000) / 3 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.contact.page.title);
  expect(await answeredByAWorker(page), "the next page came from the network, not from the old worker").toBe(false);
  // Until it is gone with the old tab, the old worker may still keep what that tab loads; each page of the
  // kill-switch build deletes it.
  await oldWorkersTab.close();
  await expect
    .poll(async () => {
      await page.goto(site.url("/about"));
      return cacheNames(page);
    })
    .toEqual([]);
  await expect.poll(() => registered(page), { message: "nothing registers again" }).toBe(false);
  // Offline, nothing answers for the site any more. In a tab of its own, closed after: the browser's error page commits
  // after the navigation has failed, and reloads itself when the network comes back.
  const offlineTab = await context.newPage();
  await context.setOffline(true);
  await expect(offlineTab.goto(site.url("/about"))).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await offlineTab.close();
  await context.setOffline(false);
}

test("a network that never answers: a kept page opens after the short timeout; a page never read waits, and only a network error gives the offline page", async ({
  page,
}) => {
  await page.goto(site.url("/about"));
  await waitForOfflineReady(page);
  site.set(/^\/(about|contact)$/, "never");
  await page.goto(site.url("/about"), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.about.title);

  // A page never read waits for the network (docs/decisions.md#d59): here until the server goes away, and the stuck
  // connection with it. That network error, not the wait, gives the offline page.
  const navigation = page.goto(site.url("/contact"));
  await expect.poll(() => site.holding(only("/contact")), { message: "the worker's request for /contact reaches the network" }).toBe(1);
  await site.refuse();
  await navigation;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.offline.page.heading);
  // The server is back: "Try again" asks for the page again, and it opens.
  site.heal();
  await site.accept();
  await page.getByRole("link", { name: en.offline.page.retryLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.contact.page.title);
});

test.describe("deploying again", () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test("a new build takes over at the next navigation, with no prompt, even while the old worker waits on a stalled navigation; its outdated caches go and the pages read stay", async ({
    page,
    context,
  }) => {
    await page.goto(site.url("/about"));
    await waitForOfflineReady(page);
    const first = await precachedRevision(page, "/offline");
    expect(first).not.toBeNull();
    // A cache the worker no longer uses, as an earlier version of the site would have left.
    await page.evaluate(() => caches.open("talanta-pages-v0"));
    const waiting = await navigationHeldByTheOldWorker(context);

    await site.deployWorker("A page written after the first deploy.");
    await page.goto(site.url("/services"));
    // The old worker lets the stalled navigation go (it would otherwise hold the new one back for minutes).
    await expect.poll(() => precachedRevision(page, "/offline"), { message: "the new worker's offline page", timeout: TAKEOVER_MS }).not.toBe(first);
    await expect.poll(() => cacheNames(page)).not.toContain("talanta-pages-v0");
    expect(await cachedPages(page)).toContain("/about");
    // The navigation it let go says the network is slow, which it is.
    await expect(waiting.getByRole("heading", { level: 1 })).toHaveText(en.offline.page.slow.heading);

    await context.setOffline(true);
    await page.goto(site.url("/careers"));
    await expect(page.getByText("A page written after the first deploy.")).toBeVisible();
    await page.goto(site.url("/about"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.about.title);
  });

  test("the kill switch takes over at the next navigation even while the old worker waits on a stalled navigation, and a normal build after it takes over again", async ({
    page,
    context,
  }) => {
    for (const deploy of ["first", "second"]) {
      await page.goto(site.url("/about"));
      await waitForOfflineReady(page);
      expect(await cacheNames(page), `the ${deploy} worker keeps pages`).not.toEqual([]);
      const waiting = await navigationHeldByTheOldWorker(context);

      await site.deployKillSwitch();
      await page.goto(site.url("/services"));
      await expectPlainNetwork(page, context, waiting);
      // A normal build again: the next visit registers the worker, which takes over and keeps pages.
      site.heal();
      await site.deployWorker();
    }
  });

  test("the kill switch takes over even when the next page comes from the old worker's kept copy, while that worker waits on a stalled navigation", async ({
    page,
    context,
  }) => {
    await page.goto(site.url("/services"));
    await waitForOfflineReady(page);
    await page.goto(site.url("/about"));
    await waitForOfflineReady(page);
    const waiting = await navigationHeldByTheOldWorker(context);

    await site.deployKillSwitch();
    // The network is slow for /services: the old worker answers with its kept copy, a page of the old build, which
    // does not unregister anything. The browser still fetches the new /sw.js after this navigation.
    site.set(only("/services"), { delayMs: (NAVIGATION_LIMIT_SECONDS * 1000) / 2 });
    await page.goto(site.url("/services"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.services.title);
    expect(site.seen(only("/services")).at(-1)?.behaviour, "the network was slow for this page").toEqual({ delayMs: (NAVIGATION_LIMIT_SECONDS * 1000) / 2 });
    await expectPlainNetwork(page, context, waiting);
  });
});

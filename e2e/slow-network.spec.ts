/**
 * Slow and stalled networks with the service worker (docs/decisions.md#d59, #d60, #d81), in Chromium, in every language:
 * a slow network is never called offline; a page never read waits for the network up to the limit, then a page says the
 * network is slow, whose "Try again" waits as long as it takes; a kept page opens from its copy after the short wait;
 * a link tap on a stalled connection opens the page in full. An answer that starts and then stalls (its headers and
 * 30 % of its body) is treated as one that never starts. The network is a relay in front of the site (support/relay.ts),
 * which the page's requests and the worker's own go through: `navigator.onLine` stays true throughout.
 */
import { expect } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale, localeInfo, locales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { NAVIGATION_LIMIT_SECONDS, NETWORK_TIMEOUT_SECONDS, PAYLOAD_TIMEOUT_SECONDS } from "../lib/offline";
import { cachedPages, waitForOfflineReady } from "./support/offline";
import { waitForHydration } from "./support/page-state";
import { test, type Behaviour } from "./support/relay";

/** A page's HTML on a slow link: well past the short timeout a kept copy waits for, well within the limit. */
const SLOW_HTML_MS = 7_000;
/** Time for the busy test machine, on top of the worker's own timeouts. */
const MARGIN_MS = 10_000;
/** The headers and 30 % of the body, then nothing. */
const STALLS_MID_BODY: Behaviour = { stallAfter: 0.3 };

/** Exactly this path (no query): the page's HTML, not its payload. */
const only = (path: string) => new RegExp(`^${path}$`);
/** A link's payload: `/about.txt?_rsc=…`. */
const PAYLOAD = /\.txt\?_rsc=/;

test("the slow page's HTML is past the short timeout and within the limit", () => {
  expect(SLOW_HTML_MS).toBeGreaterThan(NETWORK_TIMEOUT_SECONDS * 1000 + 2_000);
  expect(SLOW_HTML_MS).toBeLessThan(NAVIGATION_LIMIT_SECONDS * 1000);
});

for (const locale of locales) {
  const content = getContent(locale);
  const { name } = localeInfo[locale];
  const about = localePath(locale, routes.about);
  const careers = localePath(locale, routes.careers);
  const services = localePath(locale, routes.services);
  const linkTo = (path: string) => content.navigation.main.find((item) => item.href === path)!.label;

  test(`in ${name}, a page never read whose HTML takes 7 s arrives, and is not the offline page`, async ({ page, relay }) => {
    test.setTimeout(SLOW_HTML_MS + 50_000);
    await page.goto(about);
    await waitForOfflineReady(page);
    expect(await cachedPages(page)).not.toContain(careers);
    relay.set(only(careers), { delayMs: SLOW_HTML_MS });

    const started = Date.now();
    await page.goto(careers, { timeout: SLOW_HTML_MS + MARGIN_MS });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.careers.title);
    await expect(page.getByText(content.offline.page.heading)).toHaveCount(0);
    // The relay did hold it: the worker asked the network, and the page came that late.
    expect(relay.seen(only(careers)).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_HTML_MS);
  });

  test(`in ${name}, a connection cut before any answer gives a kept page from its copy, and the offline page for one never read`, async ({ page, relay }) => {
    await page.goto(about);
    await waitForOfflineReady(page);
    relay.set(/^\//, "reset");
    await page.goto(about);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.about.title);
    // A network error, not a slow network: the offline page, not its slow variant after the limit.
    await page.goto(careers);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.offline.page.heading);
    expect(relay.seen(only(careers)).map(({ behaviour }) => behaviour)).toContain("reset");
  });

  test(`in ${name}, a kept page whose answer stalls mid-body opens whole from its copy after the short wait, and starts`, async ({ page, relay }) => {
    await page.goto(about);
    await waitForHydration(page);
    await waitForOfflineReady(page);
    relay.set(only(about), STALLS_MID_BODY);

    const started = Date.now();
    await page.goto(about, { timeout: NETWORK_TIMEOUT_SECONDS * 1000 + MARGIN_MS });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.about.title);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await waitForHydration(page);
    // The network's answer did start, and stalled: the copy answered once the short wait was over.
    expect(relay.holding(only(about))).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(NETWORK_TIMEOUT_SECONDS * 1000);
  });

  for (const [stall, behaviour] of [
    ["nothing answers", "never"],
    ["every answer stalls mid-body", STALLS_MID_BODY],
  ] as const) {
    test(`in ${name}, when ${stall}, a link tap opens a kept page within seconds, as a typed address does`, async ({ page, relay }) => {
      // Both read to the end: their scripts and payloads are kept with them.
      for (const path of [services, about]) {
        await page.goto(path);
        await waitForHydration(page);
        await waitForOfflineReady(page);
      }
      relay.set(/./, behaviour);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      await page
        .getByRole("banner")
        .getByRole("link", { name: linkTo(services), exact: true })
        .click();
      // The payload waits PAYLOAD_TIMEOUT_SECONDS, then Next loads the page in full and the worker answers from its copy.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.services.title, { timeout: PAYLOAD_TIMEOUT_SECONDS * 1000 + MARGIN_MS });
      await expect(page).toHaveURL(new RegExp(`${services}$`));
      expect(relay.seen(PAYLOAD).length, "the link asked for the page's payload first").toBeGreaterThan(0);
      // Read from the kept copy, the page still starts: its scripts were kept.
      await waitForHydration(page);
    });
  }

  test(`in ${name}, a link tap whose payload stalls mid-body opens a page never read in full from the network`, async ({ page, relay }) => {
    const contact = localePath(locale, routes.contact);
    await page.goto(about);
    await waitForHydration(page);
    await waitForOfflineReady(page);
    relay.set(PAYLOAD, STALLS_MID_BODY);

    await page.getByRole("banner").getByRole("link", { name: content.navigation.cta.label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.contact.page.title, { timeout: PAYLOAD_TIMEOUT_SECONDS * 1000 + MARGIN_MS });
    await expect(page).toHaveURL(new RegExp(`${contact}$`));
    expect(relay.seen(PAYLOAD).length, "the link asked for the page's payload first").toBeGreaterThan(0);
    expect(relay.seen(only(contact)).length, "the page was then loaded in full").toBeGreaterThan(0);
    await waitForHydration(page);
  });
}

for (const [stall, behaviour, retry] of [
  ["nothing has begun to arrive", "never", "waits as long as it takes"],
  ["the answer has stalled mid-body", STALLS_MID_BODY, "opens it"],
] as const) {
  test(`when ${stall} after the limit, a page never read says the network is slow, in its language; Try again ${retry}`, async ({ page, context, relay }) => {
    const limitMs = NAVIGATION_LIMIT_SECONDS * 1000;
    test.setTimeout(2 * limitMs + 60_000);
    await page.goto("/about");
    await waitForOfflineReady(page);
    // One tab per language, all waiting at once on the same stalled network.
    const tabs = await Promise.all(locales.map(async (locale) => ({ locale, path: localePath(locale, routes.careers), tab: await context.newPage() })));
    for (const { path } of tabs) relay.set(only(path), behaviour);
    await Promise.all(tabs.map(({ tab, path }) => tab.goto(path, { timeout: limitMs + MARGIN_MS })));
    for (const { locale, tab } of tabs) {
      const { slow, meta } = getContent(locale).offline.page;
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(slow.heading);
      await expect(tab.getByText(slow.body)).toBeVisible();
      await expect.poll(() => tab.title()).toContain(slow.title);
      expect(await tab.title()).not.toContain(meta.title);
    }

    // The network now answers (after a stall that never began, later than the limit: "Try again" waits for it).
    relay.heal();
    if (behaviour === "never") for (const { path } of tabs) relay.set(only(path), { delayMs: limitMs + 5_000 });
    await Promise.all(
      tabs.map(async ({ locale, tab }) => {
        await tab.getByRole("link", { name: getContent(locale).offline.page.retryLabel }).click();
        await expect(tab.getByRole("heading", { level: 1 })).toHaveText(getContent(locale).careers.title, { timeout: limitMs + 5_000 + MARGIN_MS });
      }),
    );
    await expect(tabs.find(({ locale }) => locale === defaultLocale)!.tab).toHaveURL(/\/careers$/);
  });
}

/**
 * Slow and stalled networks with the service worker (docs/decisions.md#d59, #d60), in Chromium, in every language: a
 * slow network is never called offline, a page never read waits for the network (up to the limit, then a page that says
 * the network is slow, whose "Try again" waits as long as it takes), and a link tap on a stalled connection opens a kept
 * page within seconds. The network is a `context.route` that answers late or never, as LIBRARY-NOTES describes:
 * `navigator.onLine` stays true throughout.
 */
import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale, localeInfo, locales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { NAVIGATION_LIMIT_SECONDS, NETWORK_TIMEOUT_SECONDS, PAYLOAD_TIMEOUT_SECONDS } from "../lib/offline";
import { cachedPages, slowNetworkFor, stallEverything, waitForOfflineReady } from "./support/offline";
import { waitForHydration } from "./support/page-state";

/** A page's HTML on a slow link: well past the short timeout a kept copy waits for, well within the limit. */
const SLOW_HTML_MS = 7_000;
/** Time for the busy test machine, on top of the worker's own timeouts. */
const MARGIN_MS = 10_000;

test("the slow page's HTML is past the short timeout and within the limit", () => {
  expect(SLOW_HTML_MS).toBeGreaterThan(NETWORK_TIMEOUT_SECONDS * 1000 + 2_000);
  expect(SLOW_HTML_MS).toBeLessThan(NAVIGATION_LIMIT_SECONDS * 1000);
});

for (const locale of locales) {
  const content = getContent(locale);
  const { name } = localeInfo[locale];
  const careers = localePath(locale, routes.careers);

  test(`in ${name}, a page never read whose HTML takes 7 s arrives, and is not the offline page`, async ({ page, context }) => {
    test.setTimeout(SLOW_HTML_MS + 50_000);
    await page.goto(localePath(locale, routes.about));
    await waitForOfflineReady(page);
    expect(await cachedPages(page)).not.toContain(careers);
    const network = await slowNetworkFor(context, careers, SLOW_HTML_MS);

    const started = Date.now();
    await page.goto(careers, { timeout: SLOW_HTML_MS + MARGIN_MS });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.careers.title);
    await expect(page.getByText(content.offline.page.heading)).toHaveCount(0);
    // The route did hold it: the worker asked the network, and the page came that late.
    expect(network.seen()).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_HTML_MS);
  });

  test(`in ${name}, with every request stalled, a link tap opens a kept page within seconds, as a typed address does`, async ({ page, context }) => {
    const services = localePath(locale, routes.services);
    const about = localePath(locale, routes.about);
    // Both read to the end: their scripts and payloads are kept with them.
    for (const path of [services, about]) {
      await page.goto(path);
      await waitForHydration(page);
      await waitForOfflineReady(page);
    }
    const held = await stallEverything(context);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    const servicesLabel = content.navigation.main.find((item) => item.href === services)!.label;
    await page.getByRole("banner").getByRole("link", { name: servicesLabel, exact: true }).click();
    // The payload waits PAYLOAD_TIMEOUT_SECONDS, then Next loads the page in full and the worker answers from its copy.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.services.title, { timeout: PAYLOAD_TIMEOUT_SECONDS * 1000 + MARGIN_MS });
    await expect(page).toHaveURL(new RegExp(`${services}$`));
    expect(
      held.some((url) => /\.txt\?_rsc=/.test(url)),
      "the link asked for the page's payload first",
    ).toBe(true);
    // Read from the kept copy, the page still starts: its scripts were kept.
    await waitForHydration(page);
  });
}

test("after the limit with no answer, a page never read says the network is slow, in its language; Try again waits as long as it takes", async ({
  page,
  context,
}) => {
  const limitMs = NAVIGATION_LIMIT_SECONDS * 1000;
  test.setTimeout(2 * limitMs + 60_000);
  await page.goto("/about");
  await waitForOfflineReady(page);
  // One tab per language, all waiting at once on the same stalled network.
  const tabs = await Promise.all(
    locales.map(async (locale) => {
      const path = localePath(locale, routes.careers);
      return { locale, path, tab: await context.newPage(), network: await slowNetworkFor(context, path, "never") };
    }),
  );
  await Promise.all(tabs.map(({ tab, path }) => tab.goto(path, { timeout: limitMs + MARGIN_MS })));
  for (const { locale, tab } of tabs) {
    const { slow, meta } = getContent(locale).offline.page;
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(slow.heading);
    await expect(tab.getByText(slow.body)).toBeVisible();
    await expect.poll(() => tab.title()).toContain(slow.title);
    expect(await tab.title()).not.toContain(meta.title);
  }

  // The network now answers, but later than the limit: "Try again" waits for it and the page arrives.
  for (const { network } of tabs) network.set(limitMs + 5_000);
  await Promise.all(
    tabs.map(async ({ locale, tab }) => {
      await tab.getByRole("link", { name: getContent(locale).offline.page.retryLabel }).click();
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(getContent(locale).careers.title, { timeout: limitMs + 5_000 + MARGIN_MS });
    }),
  );
  await expect(tabs.find(({ locale }) => locale === defaultLocale)!.tab).toHaveURL(/\/careers$/);
});

/**
 * Offline in this engine (docs/decisions.md#d43, #d44). Firefox ESR over BiDi and WebKitGTK over classic WebDriver have
 * no offline switch here, so the network goes away as it does for a visitor whose connection drops: the server stops.
 * Reading runs against a copy of the site on a server of its own, which the test stops and starts again.
 *
 * The form's story is a SIMULATION of the browser going offline: the page is made to report `navigator.onLine` false
 * and receives the `offline` event, then `online` with onLine true again. Its copy of the site stays up meanwhile and
 * sends to a stand-in EmailJS, which shows that the form never sends while it believes it is offline.
 *
 * Each story opens a copy of the site on an origin of its own, as a first visit: WebKit's session is shared by the tests
 * of a worker and keeps nothing on disk, and once no page of an origin is open it can empty that origin's Cache Storage
 * while its worker stays registered, running and in control, the worker's writes then resolving without keeping
 * anything (docs/testing.md#firefox-and-safaris-engine-npm-run-testengines).
 */
import { getContent } from "../../content/dictionaries";
import { defaultLocale, prefixedLocales } from "../../content/locales";
import { localePath, routes } from "../../content/routes";
import { CACHE_NAMES } from "../../lib/offline";
import { uniqueEmail } from "../support/email";
import { copyOfSite } from "../support/offline";
import { standInEmailJs } from "../support/stand-in-emailjs";
import { byRole, within, type Browse } from "./support/browse";
import { expect, test } from "./support/fixtures";
import { engineForms, fillForm, toast } from "./support/forms";
import { keptEntriesCount } from "./support/in-page";

const en = getContent(defaultLocale);
const heading = byRole("heading", undefined, { level: 1 });
const main = byRole("main");

/**
 * Waits until the worker controls the page, then until it keeps the page itself: two waits, so that a failure says
 * which of the two never came, and what the origin's caches hold then (WebKit's emptied caches, docs/testing.md).
 */
async function waitForOfflineReady(browse: Browse) {
  // Installing and precaching took over 15 s once in WebKitGTK on a busy CI machine; the test has 60 s.
  const timeout = 30_000;
  await expect
    .poll(() => browse.evaluate(() => navigator.serviceWorker.controller !== null, undefined), {
      message: "the service worker controls the page",
      timeout,
    })
    .toBe(true);
  try {
    await expect
      .poll(
        () =>
          browse.evaluate(async (pages: string) => {
            if (!(await caches.has(pages))) return false;
            const kept = (await (await caches.open(pages)).keys()).map((request) => new URL(request.url).pathname);
            return kept.includes(location.pathname);
          }, CACHE_NAMES.pages),
        { message: "the service worker keeps the page", timeout },
      )
      .toBe(true);
  } catch (error) {
    const held = await browse.evaluate(async () => {
      const counts: Record<string, number> = {};
      for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
      return counts;
    }, undefined);
    throw new Error(`${(error as Error).message}\nEntries in each of the origin's caches: ${JSON.stringify(held)}`, { cause: error });
  }
}

/**
 * The page is read to the end before the next one is opened, as a visitor would: a page that has started (hydrated) ran
 * every script it needs, and a request the worker failed would be a page error (the fixture's check); the offline page,
 * which loads no framework, has loaded and has its font. Leaving a page earlier is no test of the worker: Firefox then
 * reports each request its worker was still answering as "A ServiceWorker intercepted the request and encountered an
 * unexpected error" (docs/decisions.md#d60).
 */
async function readToTheEnd(browse: Browse, started: boolean) {
  if (started) await browse.waitForHydration();
  await expect.poll(() => browse.evaluate(() => document.fonts.ready.then(() => document.readyState), undefined)).toBe("complete");
}

test("with the server stopped, pages read before open in every language with every script, the first page included, and a page never read gives the offline page", async ({
  browse,
}) => {
  const site = await copyOfSite();
  try {
    for (const locale of [defaultLocale, ...prefixedLocales]) {
      await browse.goto(site.url(localePath(locale, routes.about)));
      await browse.waitForHydration();
      await waitForOfflineReady(browse);
    }

    await site.refuse();
    // The first page of the visit (kept when the worker took it over) and the later ones open with every script.
    await browse.goto(site.url("/about"));
    await expect.poll(() => browse.text(heading)).toBe(en.about.title);
    await readToTheEnd(browse, true);
    await browse.goto(site.url("/careers"));
    await expect.poll(() => browse.text(heading)).toBe(en.offline.page.heading);
    await expect.poll(() => browse.count(within(main, byRole("link", en.about.meta.title)))).toBe(1);
    await readToTheEnd(browse, false);
    for (const locale of prefixedLocales) {
      const content = getContent(locale);
      await browse.goto(site.url(localePath(locale, routes.about)));
      await expect.poll(() => browse.text(heading)).toBe(content.about.title);
      await readToTheEnd(browse, true);
      await browse.goto(site.url(localePath(locale, routes.blog)));
      await expect.poll(() => browse.text(heading)).toBe(content.offline.page.heading);
      await expect.poll(() => browse.count(within(main, byRole("link", content.about.meta.title)))).toBe(1);
      await readToTheEnd(browse, false);
    }
  } finally {
    await site.accept().catch(() => {});
    await site.close();
  }
});

test("the contact form, offline (simulated): kept on the device and said so, values kept; back online, sent once", async ({ browse }) => {
  const contact = engineForms.find((form) => form.name === "contact")!;
  const service = await standInEmailJs("answer");
  const site = await copyOfSite({ sendTo: service.origin });
  try {
    await browse.goto(site.url(localePath(defaultLocale, routes.contact)));
    await browse.waitForHydration();
    await waitForOfflineReady(browse);
    // The simulation: this page now believes the browser has no network.
    await browse.evaluate(() => {
      Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
      window.dispatchEvent(new Event("offline"));
    }, undefined);

    const email = uniqueEmail("engine-offline");
    const fields = contact.fields(email);
    await fillForm(browse, fields);
    await browse.click(contact.submit);
    const notice = within(main, byRole("status", undefined, { hasText: en.offline.queue.forms.contact.queued }));
    await expect.poll(() => browse.visible(notice)).toBe(true);
    for (const field of fields) expect(await browse.value(field.target), field.target.description).toBe(field.value);
    expect(await browse.evaluate(keptEntriesCount, undefined), "one entry kept in IndexedDB").toBe(1);
    expect(service.from(email), "nothing sent while offline").toEqual([]);

    await browse.evaluate(() => {
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event("online"));
    }, undefined);
    await expect.poll(() => browse.visible(toast(contact.success))).toBe(true);
    await expect.poll(() => service.from(email).length).toBe(1);
    for (const field of fields) await expect.poll(() => browse.value(field.target), field.target.description).toBe("");
  } finally {
    await site.close();
    await service.close();
  }
});

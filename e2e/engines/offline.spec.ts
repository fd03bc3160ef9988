/**
 * Offline in this engine (docs/decisions.md#d43, #d44). Firefox ESR over BiDi and WebKitGTK over classic WebDriver have
 * no offline switch here, so the network goes away as it does for a visitor whose connection drops: the server stops.
 * Reading runs against a copy of the site on a server of its own, which the test stops and starts again.
 *
 * The form's story is a SIMULATION of the browser going offline: the page is made to report `navigator.onLine` false
 * and receives the `offline` event, then `online` with onLine true again. The site's server stays up meanwhile, because
 * the local inbox takes messages only from the site's own origin; the form never sends while it believes it is
 * offline, which the local inbox's file shows.
 */
import { getContent } from "../../content/dictionaries";
import { defaultLocale, prefixedLocales } from "../../content/locales";
import { localePath, routes } from "../../content/routes";
import { inboxEntriesFrom, uniqueEmail } from "../support/email";
import { copyOfSite } from "../support/offline";
import { byRole, within, type Browse } from "./support/browse";
import { expect, test } from "./support/fixtures";
import { engineForms, fillForm, toast } from "./support/forms";
import { keptEntriesCount } from "./support/in-page";

const en = getContent(defaultLocale);
const heading = byRole("heading", undefined, { level: 1 });
const main = byRole("main");

/**
 * Waits until the worker controls the page, then until it keeps the page itself: two waits, so that a failure says
 * which of the two never came (WebKit's contact story, once in a CI run, docs/testing.md).
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
  await expect
    .poll(
      () =>
        browse.evaluate(async (pages: string) => {
          if (!(await caches.has(pages))) return false;
          const kept = (await (await caches.open(pages)).keys()).map((request) => new URL(request.url).pathname);
          return kept.includes(location.pathname);
        }, "talanta-pages-v1"),
      { message: "the service worker keeps the page", timeout },
    )
    .toBe(true);
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
  await contact.open(browse);
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
  expect(await inboxEntriesFrom(email)).toEqual([]);

  await browse.evaluate(() => {
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event("online"));
  }, undefined);
  await expect.poll(() => browse.visible(toast(contact.success))).toBe(true);
  await expect.poll(() => inboxEntriesFrom(email).then((entries) => entries.length)).toBe(1);
  for (const field of fields) await expect.poll(() => browse.value(field.target), field.target.description).toBe("");
});

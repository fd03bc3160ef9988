/**
 * The forms on the paths of lie-fi nobody had tried (docs/decisions.md#d75 to #d77), in Chromium, in every language:
 *
 * - a silent network (online, nothing answers) never holds a send on code the device lacks: what a send needs is kept
 *   from the worker's install on, and what is not (taken out of the caches here) is waited for a short time only;
 * - a device that cannot keep a message says so in the form;
 * - a message deleted after 7 days is told on whatever page opens, offline;
 * - the tab that sent, hidden while another tab delivered, says the message went when the visitor comes back to it;
 * - with localStorage full, a kept message is still sent, or expires and is told.
 *
 * The silent network is a copy of the site behind a relay that holds every request (offline.ts, `copyOfSite`), sending
 * to a stand-in EmailJS that counts what reaches it (stand-in-emailjs.ts); offline is `context.setOffline`. Sends that
 * go elsewhere reach the local inbox, whose file is counted.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { localeInfo, locales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { inboxEntriesFrom, uniqueEmail } from "./support/email";
import { copyOfSite, queuedEntries, waitForOfflineReady, waitingFlag } from "./support/offline";
import { waitForHydration } from "./support/page-state";
import { standInEmailJs, type StandInEmailJs, type StandInMode } from "./support/stand-in-emailjs";

const EIGHT_DAYS_MS = 8 * 24 * 60 * 60 * 1000;

// Each story opens a page or two, cuts the network, sends and waits for what follows: on a busy machine, each step
// (a fill, a page that opens) can take seconds.
test.describe.configure({ timeout: 90_000 });

for (const locale of locales) {
  const content = getContent(locale);
  const { name: language } = localeInfo[locale];
  const { nameLabel, emailLabel, messageLabel, submitLabel } = content.contact.form;
  const contactPath = localePath(locale, routes.contact);
  const aboutPath = localePath(locale, routes.about);

  /** A toast of this language's toaster showing `text`. */
  const toast = (page: Page, text: string): Locator =>
    page
      .getByRole("region", { name: content.forms.toasts.regionLabel })
      .getByRole("listitem")
      .and(page.locator(':not([data-removed="true"])'))
      .filter({ hasText: text });
  /** The contact form's own notice saying `text`. */
  const notice = (page: Page, text: string) => page.getByRole("main").getByRole("status").filter({ hasText: text });

  /** Fills the contact form from `email` and presses its button. */
  async function sendContact(page: Page, email: string) {
    const form = page.getByRole("main");
    await form.getByLabel(nameLabel, { exact: true }).fill("Aline Uwase");
    await form.getByLabel(emailLabel, { exact: true }).fill(email);
    await form.getByLabel(messageLabel, { exact: true }).fill("Bonjour depuis le bus.");
    await form.getByRole("button", { name: submitLabel }).click();
  }

  /** Opens the contact page, read in full and kept by the worker, without touching its form. */
  async function openContact(page: Page, url = contactPath) {
    await page.goto(url);
    await waitForHydration(page);
    await waitForOfflineReady(page);
  }

  /**
   * The contact page of a copy of the site, read and kept, whose forms send to a stand-in EmailJS in `mode`; `story`
   * gets the stand-in and makes the network silent (lie-fi: online, and the site's server never answers again) when it
   * is ready to.
   */
  async function onSilentNetwork(page: Page, mode: StandInMode, story: (service: StandInEmailJs, silence: () => void) => Promise<void>) {
    const service = await standInEmailJs(mode);
    const site = await copyOfSite({ sendTo: service.origin });
    try {
      await openContact(page, site.url(contactPath));
      await story(service, () => site.set(/.*/, "never"));
    } finally {
      await site.close();
      await service.close();
    }
  }

  test.describe(`in ${language}, a silent network`, () => {
    test(`a form first used on it sends without waiting on code: the worker kept the typo checker, the queue, the e-mail client and the toaster`, async ({
      page,
    }) => {
      await onSilentNetwork(page, "answer", async (service, silence) => {
        silence();
        const email = uniqueEmail(`${locale}-silent`);
        await sendContact(page, email);
        await expect(toast(page, content.forms.contact.success)).toBeVisible();
        await expect(page.getByRole("main").getByLabel(emailLabel, { exact: true })).toHaveValue("");
        expect(service.from(email)).toHaveLength(1);
      });
    });

    test(`a send that the service never answers fails after the send's own limit, with its values kept`, async ({ page }) => {
      await page.clock.install();
      await onSilentNetwork(page, "hang", async (service, silence) => {
        silence();
        const email = uniqueEmail(`${locale}-unanswered`);
        await sendContact(page, email);
        await expect.poll(() => service.from(email).length, { message: "the request leaves" }).toBe(1);
        await page.clock.fastForward("00:16");
        await expect(toast(page, content.forms.contact.failure)).toBeVisible();
        await expect(page.getByRole("main").getByLabel(emailLabel, { exact: true })).toHaveValue(email);
        await expect(page.getByRole("main").getByRole("button", { name: submitLabel })).toBeEnabled();
      });
    });

    test(`with the typo checker and the toaster out of reach, the send goes after the checker's short limit and the form says it went`, async ({ page }) => {
      await onSilentNetwork(page, "answer", async (service, silence) => {
        // As on a device whose worker did not keep them: taken out of every cache, and the network silent.
        const dropped = await page.evaluate(async () => {
          const gone: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) {
              const text = await (await cache.match(request))!.text();
              if (!/talanta-typo-checker|data-sonner-toaster/.test(text) || !request.url.includes("/_next/static/chunks/")) continue;
              await cache.delete(request);
              gone.push(new URL(request.url).pathname);
            }
          }
          return gone;
        });
        expect(dropped.length, "the checker, sonner and its stylesheet were kept").toBeGreaterThanOrEqual(3);
        // The worker's install fetched them into the HTTP cache too.
        await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");
        silence();
        const email = uniqueEmail(`${locale}-no-chunks`);
        await sendContact(page, email);
        await expect(notice(page, content.forms.contact.success)).toBeVisible();
        await expect(page.getByRole("main").getByLabel(emailLabel, { exact: true })).toHaveValue("");
        expect(service.from(email)).toHaveLength(1);
      });
    });
  });

  test(`in ${language}, a device that cannot keep a message sent offline says so in the form, and the words stay`, async ({ page, context }) => {
    // No usable IndexedDB, as in some private modes or for a blocked origin.
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
    });
    await openContact(page);
    await context.setOffline(true);
    const email = uniqueEmail(`${locale}-unkept`);
    await sendContact(page, email);
    await expect(notice(page, content.offline.queue.unkept)).toBeVisible();
    await expect(toast(page, content.forms.contact.failure)).toBeVisible();
    const emailField = page.getByRole("main").getByLabel(emailLabel, { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toBeEditable();
    await context.setOffline(false);
    expect(await inboxEntriesFrom(email)).toEqual([]);
  });

  test(`in ${language}, a message kept more than 7 days is deleted when another page opens offline, which says so`, async ({ page, context }) => {
    await context.clock.install();
    await page.goto(aboutPath);
    await waitForHydration(page);
    await waitForOfflineReady(page);
    await openContact(page);
    await context.setOffline(true);
    const email = uniqueEmail(`${locale}-expired`);
    await sendContact(page, email);
    await expect(notice(page, content.offline.queue.forms.contact.queued)).toBeVisible();

    await context.clock.fastForward(EIGHT_DAYS_MS);
    await page.goto(aboutPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.about.title);
    await expect(toast(page, content.offline.queue.forms.contact.expired)).toBeVisible();
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    await context.setOffline(false);
    expect(await inboxEntriesFrom(email)).toEqual([]);
  });

  test(`in ${language}, the tab that sent it, hidden while another tab delivered it, says it went when the visitor comes back`, async ({ page, context }) => {
    await openContact(page);
    await context.setOffline(true);
    const email = uniqueEmail(`${locale}-hidden-tab`);
    await sendContact(page, email);
    await expect(notice(page, content.offline.queue.forms.contact.queued)).toBeVisible();

    // The visitor switches to another tab: this one is hidden, and has not noticed the network come back (a SIMULATION
    // of a background tab a phone's browser has put to sleep: Chromium's headless pages are always in view and awake),
    // so the other tab delivers the message.
    await setVisible(page, false);
    await page.evaluate(() => Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false }));
    const other = await context.newPage();
    await context.setOffline(false);
    await other.goto(aboutPath);
    // The toast's wait covers the send, not a page opening slowly on a busy machine.
    await waitForHydration(other);
    await expect(toast(other, content.forms.contact.success)).toBeVisible();
    await expect.poll(() => inboxEntriesFrom(email).then((entries) => entries.length)).toBe(1);

    // The hidden tab heard its message went: its form is empty, and the toast waits for the visitor to look.
    await expect(page.getByRole("main").getByLabel(emailLabel, { exact: true })).toHaveValue("");
    await expect(toast(page, content.forms.contact.success)).toHaveCount(0);
    await setVisible(page, true);
    await expect(toast(page, content.forms.contact.success)).toBeVisible();
    expect(await inboxEntriesFrom(email)).toHaveLength(1);
  });

  test(`in ${language}, with localStorage full, a message kept in a tab closed offline is sent by the next page, or expires there and is told`, async ({
    context,
  }) => {
    await context.clock.install();
    const keepWithStorageFull = async (email: string) => {
      const tab = await context.newPage();
      await openContact(tab);
      await fillLocalStorage(tab);
      await context.setOffline(true);
      await sendContact(tab, email);
      await expect(notice(tab, content.offline.queue.forms.contact.queued)).toBeVisible();
      expect(await waitingFlag(tab), "the flag could not be written").toBeNull();
      expect(await queuedEntries(tab)).toHaveLength(1);
      await tab.close();
    };

    // Sent: the network is back when the next page opens.
    const sentEmail = uniqueEmail(`${locale}-full-sent`);
    await keepWithStorageFull(sentEmail);
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(aboutPath);
    await expect(toast(next, content.forms.contact.success)).toBeVisible();
    await expect.poll(() => inboxEntriesFrom(sentEmail).then((entries) => entries.length)).toBe(1);
    await expect.poll(() => queuedEntries(next)).toEqual([]);
    await next.close();

    // Expired: eight days pass offline before a page opens.
    const expiredEmail = uniqueEmail(`${locale}-full-expired`);
    await keepWithStorageFull(expiredEmail);
    await context.clock.fastForward(EIGHT_DAYS_MS);
    const later = await context.newPage();
    await later.goto(aboutPath);
    await expect(toast(later, content.offline.queue.forms.contact.expired)).toBeVisible();
    await expect.poll(() => queuedEntries(later)).toEqual([]);
    await context.setOffline(false);
    expect(await inboxEntriesFrom(expiredEmail)).toEqual([]);
  });
}

/** The page believes it is in view, or hidden behind another tab: Chromium's headless pages are always in view. */
async function setVisible(page: Page, visible: boolean) {
  await page.evaluate((inView) => {
    for (const [property, value] of [
      ["visibilityState", inView ? "visible" : "hidden"],
      ["hidden", !inView],
    ] as const)
      Object.defineProperty(document, property, { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, visible);
}

/** Fills the origin's localStorage until not one more character fits. */
async function fillLocalStorage(page: Page) {
  const full = await page.evaluate(() => {
    let key = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const block = "x".repeat(size);
      try {
        for (;;) localStorage.setItem(`fill-${(key += 1)}`, block);
      } catch {
        // Full at this size: try a smaller one.
      }
    }
    try {
      localStorage.setItem("talanta-send-queue", "1");
      return false;
    } catch {
      return true;
    }
  });
  expect(full, "localStorage is full").toBe(true);
}

/**
 * The site when the network drops (docs/decisions.md#d47, #d48), in Chromium: pages read before open again offline in
 * every language, a page never read gives the offline page of its language listing only what is kept, and each form
 * sent offline waits on the device and goes exactly once when the network returns. `context.setOffline` cuts the page
 * and its service worker alike and turns `navigator.onLine` false. Sends reach the local inbox, whose file is counted.
 */
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale, localeInfo, locales, prefixedLocales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { plural } from "../lib/plural";
import { inboxEntriesFrom, SEND_URL, uniqueEmail } from "./support/email";
import { contactPage, developer, expectValues, fillAll, newsletter, organization, toast, type FormDriver } from "./support/form-drivers";
import { expectNoAxeViolationsInBothSchemes } from "./support/axe";
import { backOnline, cachedPages, everyStorage, heldLocks, queuedEntries, reloadOffline, waitForOfflineReady, waitingFlag } from "./support/offline";
import { waitForHydration } from "./support/page-state";
import { watchPage } from "./support/policy";

const en = getContent(defaultLocale);

/** The offline page's list of kept pages, as a visitor sees it. */
const keptList = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ visible: true });

/** Sends from `email` the local inbox has received so far. */
const sendsFrom = (email: string) => inboxEntriesFrom(email).then((entries) => entries.length);

test.describe("pages offline", () => {
  test("pages read before open offline in every language, whether loaded in full or reached by a link, with no policy violation", async ({ page, context }) => {
    const watched = await watchPage(page);
    await page.goto("/about");
    await waitForOfflineReady(page);
    // A link followed in the page fetches the next page's payload only: the worker keeps its HTML beside it.
    await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => cachedPages(page)).toContain("/services");
    const read: [path: string, heading: string][] = [
      ["/about", en.about.title],
      ["/services", en.services.title],
    ];
    for (const locale of prefixedLocales) {
      const path = localePath(locale, routes.about);
      await page.goto(path);
      // Read to the end: its payload and scripts come after its first paint.
      await waitForHydration(page);
      await expect.poll(() => cachedPages(page)).toContain(path);
      read.push([path, getContent(locale).about.title]);
    }

    await context.setOffline(true);
    for (const [path, heading] of read) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), `${path} offline`).toHaveText(heading);
    }
    // Read from the cache, the page still hydrates: its scripts and payload were kept too.
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[prefixedLocales.at(-1)!].htmlLang);
    // A page never read: the offline page lists the two English pages kept, saying how many (docs/decisions.md#d72).
    await page.goto("/careers");
    await expect(keptList(page)).toHaveText([en.about.meta.title, en.services.meta.title]);
    await expect(page.getByText(plural(en.offline.page.savedIntro, 2, "en"))).toBeVisible();
    expect(watched.violations).toEqual([]);
    expect(watched.pageErrors).toEqual([]);
  });

  test("a page never read gives the offline page of its language, listing only the pages kept, marked noindex", async ({ page, context }) => {
    await page.goto("/about");
    await waitForOfflineReady(page);
    for (const locale of prefixedLocales) {
      await page.goto(localePath(locale, routes.contact));
      await expect.poll(() => cachedPages(page)).toContain(localePath(locale, routes.contact));
    }

    await context.setOffline(true);
    await page.goto("/careers");
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.offline.page.heading);
    await expect(page.getByText(en.offline.page.body)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(keptList(page)).toHaveText([en.about.meta.title]);
    await expect(page.getByText(plural(en.offline.page.savedIntro, 1, "en"))).toBeVisible();
    await expect(keptList(page).getByRole("link")).toHaveAttribute("href", "/about");
    // A kept page opens from the list.
    await keptList(page).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.about.title);

    for (const locale of prefixedLocales) {
      const content = getContent(locale);
      await page.goto(localePath(locale, routes.blog));
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.offline.page.heading);
      await expect(keptList(page)).toHaveText([content.contact.meta.title]);
      await expect(page.getByText(plural(content.offline.page.savedIntro, 1, locale))).toBeVisible();
      // "Try again" asks for the page the visitor wanted, not the offline page.
      await expect(page.getByRole("link", { name: content.offline.page.retryLabel })).toHaveAttribute("href", "");
      await expectNoAxeViolationsInBothSchemes(page, `the offline page in ${localeInfo[locale].name}, listing a kept page`);
    }
  });

  test("the offline page in each language is a page like any other: its language, one h1, noindex, axe clean @both-widths", async ({ page }) => {
    for (const locale of locales) {
      const path = localePath(locale, routes.offline);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getContent(locale).offline.page.heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("banner")).toBeVisible();
      // The page loads no framework, so the phone menu's toggle, which could not open, is not shown.
      await expect(page.getByRole("banner").getByRole("button", { name: getContent(locale).navigation.menuOpenLabel })).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page, path);
    }
  });

  test("a page whose load was under way while another tab's registration activated the worker is still taken, and kept", async ({ page, context }) => {
    // The race behind a rare failure on busy machines: a navigation that began before the worker was active is not
    // taken by it, and the claim at its activation comes before the page exists. Held here until the worker controls
    // the first tab, the second page's load ends after that claim; it asks to be claimed (docs/decisions.md#d47).
    const other = await context.newPage();
    let released = false;
    await context.route("**/about", async (route) => {
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
      released = true;
      await route.continue();
    });
    await page.goto(routes.contact);
    const late = other.goto(routes.about);
    await waitForOfflineReady(page);
    await late;
    expect(released).toBe(true);
    await context.unroute("**/about");
    await waitForOfflineReady(other);
    await context.setOffline(true);
    await other.reload();
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(en.about.title);
  });

  test("with nothing kept, the offline page says so; it is never in the sitemap", async ({ page, context, request }) => {
    // Kept, but in another language: the English offline page lists only English pages.
    await page.goto(localePath(prefixedLocales[0]!, routes.home));
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.offline.page.heading);
    await expect(keptList(page)).toHaveCount(0);
    await expect(page.getByText(en.offline.page.savedEmpty)).toBeVisible();
    await context.setOffline(false);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/offline");
  });
});

/** The notice each form shows when it keeps a send, in English. */
const keptNotice: Record<string, string> = {
  [newsletter.name]: en.offline.queue.forms.newsletter.queued,
  [contactPage.name]: en.offline.queue.forms.contact.queued,
  [developer.name]: en.offline.queue.forms.developerSignup.queued,
  [organization.name]: en.offline.queue.forms.organizationRequest.queued,
};

/** The contact page's form, filled and sent with the network cut: kept on the device, as its notice says. Returns its fields. */
async function keptOffline(page: Page) {
  await openOffline(contactPage, page);
  const fields = contactPage.fields(page);
  await fillAll(fields);
  await contactPage.submit(page).click();
  await expect(page.getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeVisible();
  return fields;
}

/** Opens the form's page, waits for the worker and for the form to be ready, then cuts the network. */
async function openOffline(form: FormDriver, page: Page) {
  await form.open(page);
  await waitForHydration(page);
  await waitForOfflineReady(page);
  await page.context().setOffline(true);
}

const emailOf = (fields: { label: string; value: string }[]) => fields.find((field) => /email/i.test(field.label))!.value;

test.describe("forms offline", () => {
  for (const form of [newsletter, contactPage, developer, organization]) {
    test(`${form.name}: kept on the device and said so, values kept; back online, sent once, cleared, its usual toast`, async ({ page, context }) => {
      await openOffline(form, page);
      const fields = form.fields(page);
      await fillAll(fields);
      await form.submit(page).click();

      const notice = page.getByRole("status").filter({ hasText: keptNotice[form.name]! });
      await expect(notice).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page, `${form.name} with its notice`);
      await expectValues(fields, false);
      await expect(form.submit(page)).toBeDisabled();
      await expect(fields[0]!.locator).not.toBeEditable();
      const kept = await queuedEntries(page);
      expect(kept).toHaveLength(1);
      expect(Object.values(kept[0]!.submission.values)).toContain(emailOf(fields));

      await context.setOffline(false);
      await expect(toast(page, form.success)).toBeVisible();
      await expectValues(fields, true);
      await expect(notice).toBeHidden();
      // The receipt says what is true then: it went when the connection came back (docs/decisions.md#d100).
      await expect(page.locator("[data-form-receipt]").getByText(en.forms.receipt.sentLater)).toBeVisible();
      await expect(page.locator("[data-form-receipt]")).toContainText(emailOf(fields));
      const email = emailOf(fields);
      await expect.poll(() => sendsFrom(email)).toBe(1);
      const [sent] = await inboxEntriesFrom(email);
      for (const [key, value] of Object.entries(form.expectedParams(fields))) {
        if (typeof value === "string") expect(sent!.template_params[key], key).toBe(value);
        else expect(sent!.template_params[key], key).toMatch(value);
      }
      expect(await queuedEntries(page)).toEqual([]);
      expect(await waitingFlag(page)).toBeNull();
    });
  }

  test("a send kept before a reload still waits, can be seen after it, and goes once; reloading afterwards sends nothing more", async ({ page, context }) => {
    await page.clock.install();
    const fields = await keptOffline(page);

    await page.reload();
    await waitForHydration(page);
    const waiting = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /waiting for a connection/ });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByRole("button", { name: en.offline.queue.cancelLabel })).toBeVisible();

    // Each send that leaves once the network is back (then on to the local inbox): counted before its answer comes back.
    let leaving = 0;
    let networkBack = false;
    await context.route(SEND_URL, (route) => {
      if (networkBack && route.request().method() === "POST") leaving += 1;
      return route.fallback();
    });
    networkBack = true;
    await context.setOffline(false);
    // A page Chromium loads while it emulates no network believes it is online (navigator.onLine), so this one may have
    // tried already, failed, and be waiting for its next try (15 s on): move its clock on until a send has left. From
    // then on the clock stays put, so the toast that follows the answer is not timed out by a jump.
    const email = emailOf(fields);
    await expect
      .poll(async () => {
        if (leaving === 0) await page.clock.fastForward("00:05");
        return leaving;
      })
      .toBe(1);
    await expect.poll(() => sendsFrom(email)).toBe(1);
    await expect(toast(page, contactPage.success)).toBeVisible();
    await expect(waiting).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    expect(await waitingFlag(page)).toBeNull();
    expect(await sendsFrom(email)).toBe(1);
  });

  test("with two tabs open when the network returns, the send goes once and both tabs learn it has gone", async ({ page, context }) => {
    // Both tabs open before the network goes: a page Chromium loads while it emulates no network would believe it is
    // online, try, and wait out its back-off (docs/decisions.md#d74), which a real browser's page would not.
    const other = await context.newPage();
    await other.goto("/contact");
    await waitForHydration(other);
    await openOffline(contactPage, page);
    const fields = contactPage.fields(page);
    await fillAll(fields);
    await contactPage.submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeVisible();
    // The other tab hears of it through the flag, and lists it.
    await expect(
      other
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /waiting for a connection/ }),
    ).toBeVisible();

    await context.setOffline(false);
    const email = emailOf(fields);
    await expect.poll(() => sendsFrom(email)).toBe(1);
    await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue("");
    // Whichever tab sent it, each tab the visitor may be looking at says so.
    for (const tab of [page, other]) expect(await tab.evaluate(() => document.visibilityState)).toBe("visible");
    await expect(toast(page, contactPage.success)).toBeVisible();
    await expect(toast(other, contactPage.success)).toBeVisible();
    await expect(
      other
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /waiting for a connection/ }),
    ).toBeHidden();
    expect(await queuedEntries(page)).toEqual([]);
    expect(await sendsFrom(email)).toBe(1);
  });

  test("the developer's password is in no storage at all, before or after the send, nor in what is sent", async ({ page, context }) => {
    await openOffline(developer, page);
    const fields = developer.fields(page);
    const password = fields.find((field) => field.label === "Password")!.value;
    await fillAll(fields);
    await developer.submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: en.offline.queue.forms.developerSignup.queued })).toBeVisible();
    await expect(fields.find((field) => field.label === "Password")!.locator).toHaveValue(password);

    const stored = await everyStorage(page);
    expect(stored).toContain(emailOf(fields));
    expect(stored).not.toContain(password);

    await context.setOffline(false);
    await expect(toast(page, developer.success)).toBeVisible();
    const [sent] = await inboxEntriesFrom(emailOf(fields));
    expect(JSON.stringify(sent)).not.toContain(password);
    expect(await everyStorage(page)).not.toContain(password);
  });

  test("neither a cancelled send nor a filled honeypot is ever kept or sent; cancelled, the form is editable again with every value", async ({
    page,
    context,
  }) => {
    test.slow(); // two stories on one page: the time of two tests
    await openOffline(contactPage, page);
    const fields = contactPage.fields(page);
    await fillAll(fields);
    await test.step("cancelled, a kept send is deleted and the form is editable again with every value", async () => {
      await contactPage.submit(page).click();
      await page.getByRole("main").getByRole("button", { name: en.offline.queue.cancelLabel }).click();
      await expect(page.getByRole("status").filter({ hasText: en.offline.queue.cancelled })).toBeVisible();
      await expectValues(fields, false);
      await expect(fields[0]!.locator).toBeEditable();
      expect(await queuedEntries(page)).toEqual([]);
      expect(await waitingFlag(page)).toBeNull();
    });
    await test.step("sent again with a filled honeypot, it is shown as gone and never kept", async () => {
      await page
        .getByRole("main")
        .locator('input[name="leave_this_empty"]')
        .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
      await contactPage.submit(page).click();
      await expectValues(fields, true);
      expect(await queuedEntries(page)).toEqual([]);
    });
    await test.step("back online, neither is ever sent", async () => {
      await context.setOffline(false);
      await page.reload();
      await waitForHydration(page);
      expect(await sendsFrom(emailOf(fields))).toBe(0);
    });
  });

  /** Answers every send with the next of `statuses`, counting them. */
  async function answerSends(page: Page, statuses: number[]) {
    const sends: string[] = [];
    await page.context().route(SEND_URL, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      sends.push(route.request().postData() ?? "");
      const status = statuses[sends.length - 1] ?? 500;
      await route.fulfill({ status, headers: { "Access-Control-Allow-Origin": "*" }, body: status === 200 ? "OK" : "Error" });
    });
    return sends;
  }

  test("after a 5xx the send stays, and is tried again later until it goes", async ({ page, context }) => {
    await page.clock.install();
    const sends = await answerSends(page, [500, 200]);
    const fields = await keptOffline(page);
    await context.setOffline(false);
    await expect.poll(() => queuedEntries(page).then((entries) => entries[0]?.attempts)).toBe(1);
    // The try, counted as it starts, has had its answer: the entry waits its back-off from then.
    await expect.poll(() => heldLocks(page)).toEqual([]);
    expect(sends).toHaveLength(1);
    await expect(page.getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeVisible();
    // The first retry comes 15 seconds later.
    await page.clock.fastForward("00:20");
    await expect(toast(page, contactPage.success)).toBeVisible();
    await expectValues(fields, true);
    expect(sends).toHaveLength(2);
    expect(await queuedEntries(page)).toEqual([]);
  });

  test("a 4xx after a reload is never silently deleted: its words come back into the form, and the visitor is told", async ({ page }) => {
    const sends = await answerSends(page, [400]);
    const fields = await keptOffline(page);
    // A new visit: the form is empty, and only the device remembers what was typed.
    await reloadOffline(page);
    await waitForHydration(page);
    await backOnline(page);
    await expect(toast(page, en.offline.queue.forms.contact.refused)).toBeVisible();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.offline.queue.forms.contact.restored })).toBeVisible();
    await expectValues(fields, false);
    await expect(fields[0]!.locator).toBeEditable();
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    expect(await waitingFlag(page)).toBeNull();
    expect(sends).toHaveLength(1);
  });

  test("a 4xx while the form is elsewhere keeps the words on the device until that form is opened", async ({ page }) => {
    const sends = await answerSends(page, [422]);
    // A page read online, so that it opens offline.
    await page.goto("/about");
    await waitForOfflineReady(page);
    const fields = await keptOffline(page);
    await page.goto("/about");
    await waitForHydration(page);
    await backOnline(page);
    await expect(toast(page, en.offline.queue.forms.contact.refused)).toBeVisible();
    await expect.poll(() => queuedEntries(page).then((entries) => entries.map((entry) => entry.state))).toEqual(["refused"]);
    expect(sends).toHaveLength(1);

    await page.goto("/contact");
    await waitForHydration(page);
    await expectValues(fields, false);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.offline.queue.forms.contact.restored })).toBeVisible();
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    expect(sends, "a refused entry is never sent again").toHaveLength(1);
  });

  test("a refused exploration call request opens the Organization form again, with its words back in it", async ({ page, context }) => {
    await page.clock.install();
    // The service answers only once the visitor is on the next page: then it refuses.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let refusals = 0;
    await context.route(SEND_URL, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await answered;
      await route
        .fulfill({ status: 400, headers: { "Access-Control-Allow-Origin": "*" }, body: "Bad template" })
        .then(() => (refusals += 1))
        .catch(() => {
          // The page that asked has gone (its request may also have been answered before it went: either is fine).
        });
    });
    await openOffline(organization, page);
    const fields = organization.fields(page);
    await fillAll(fields);
    await organization.submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: en.offline.queue.forms.organizationRequest.queued })).toBeVisible();
    await context.setOffline(false);
    // A later visit to /signup, which opens on the Developer form.
    await page.goto("/signup");
    await waitForHydration(page);
    release();
    // The try the first page started went with it, unanswered: the next one comes after its back-off (docs/decisions.md#d74).
    await page.clock.fastForward("00:16");
    await expect(page.getByRole("heading", { level: 1, name: "Request an Exploration Call" })).toBeVisible();
    await expect(page).toHaveURL(/#organization$/);
    await expectValues(fields, false);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.offline.queue.forms.organizationRequest.restored })).toBeVisible();
    expect(refusals).toBeGreaterThan(0);
    await expect.poll(() => queuedEntries(page)).toEqual([]);
  });

  test("a send that never answers lets go after its time limit and waits again; cancelled meanwhile, it is never tried again", async ({ page, context }) => {
    await page.clock.install();
    const sends: string[] = [];
    // The network is back, but the e-mail service never answers (a stalled connection).
    await context.route(SEND_URL, (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      sends.push(route.request().postData() ?? "");
    });
    const fields = await keptOffline(page);
    await context.setOffline(false);
    await expect.poll(() => sends.length).toBe(1);
    await expect.poll(() => heldLocks(page)).not.toEqual([]);

    // Its time limit passes: the lock goes, and the entry waits again for its next try.
    await page.clock.fastForward("01:01");
    await expect.poll(() => heldLocks(page)).toEqual([]);
    await expect.poll(() => queuedEntries(page).then((entries) => entries[0]?.attempts)).toBe(1);

    // The next try waits on the same request, still on its way, rather than send it twice; "Don't send it" works at once.
    await page.clock.fastForward("00:16");
    await expect.poll(() => heldLocks(page)).not.toEqual([]);
    await page.getByRole("main").getByRole("button", { name: en.offline.queue.cancelLabel }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.offline.queue.cancelledInFlight })).toBeVisible();
    await expect(fields[0]!.locator).toBeEditable();
    await expectValues(fields, false);
    // That try ends without an answer: the cancelled entry goes, and nothing is tried again.
    await page.clock.fastForward("01:01");
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    expect(await waitingFlag(page)).toBeNull();
    await page.clock.fastForward("30:00");
    expect(await heldLocks(page)).toEqual([]);
    expect(sends, "sent once, never again").toHaveLength(1);
  });

  test("'Don't send it' on an entry from an earlier visit shows what it holds and asks once", async ({ page, context }) => {
    await keptOffline(page);
    await page.reload();
    await waitForHydration(page);
    const notice = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /waiting for a connection/ });
    // When it was kept, in the site's English (en-GB): "on 27 November 2026 at 13:05".
    await expect(notice).toHaveText(/saved on this device on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} is waiting/);
    await notice.getByRole("button", { name: en.offline.queue.cancelLabel }).click();
    const question = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Delete the message “We would like to run an AI lab with your talent. Can we talk?”" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: en.offline.queue.keepLabel }).click();
    await expect(notice).toBeVisible();
    expect(await queuedEntries(page)).toHaveLength(1);
    await notice.getByRole("button", { name: en.offline.queue.cancelLabel }).click();
    await question.getByRole("button", { name: en.offline.queue.confirmCancelLabel }).click();
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    await expect(notice).toBeHidden();
    await context.setOffline(false);
  });

  test("a send kept more than 7 days is deleted unsent at the next page open, even offline, and the visitor is told", async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail("expired");
    await openOffline(contactPage, page);
    const fields = contactPage.fields(page).map((field) => (field.label === "Email" ? { ...field, value: email } : field));
    await fillAll(fields);
    await contactPage.submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeVisible();
    // Eight days without a connection pass on this device's clock; the visitor opens the page again, still offline.
    await page.clock.fastForward(8 * 24 * 60 * 60 * 1000);
    await page.reload();
    await waitForHydration(page);
    // Said under the form: offline, the toaster itself may not be able to load.
    const expired = en.offline.queue.forms.contact.expired;
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: expired })).toBeVisible();
    await expect.poll(() => queuedEntries(page)).toEqual([]);
    expect(await waitingFlag(page)).toBeNull();
    await page.context().setOffline(false);
    expect(await sendsFrom(email)).toBe(0);
  });

  for (const locale of prefixedLocales) {
    const content = getContent(locale);
    const { name } = localeInfo[locale];
    test(`in ${name}, the notice and the toast are in ${name}`, async ({ page, context }) => {
      await page.goto(localePath(locale, routes.contact));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      await context.setOffline(true);
      const form = page.getByRole("main");
      const email = uniqueEmail(`${locale}-offline`);
      await form.getByLabel(content.contact.form.nameLabel, { exact: true }).fill("Aline Uwase");
      await form.getByLabel(content.contact.form.emailLabel, { exact: true }).fill(email);
      await form.getByLabel(content.contact.form.messageLabel, { exact: true }).fill("Bonjour depuis le bus.");
      await form.getByRole("button", { name: content.contact.form.submitLabel }).click();
      await expect(form.getByRole("status").filter({ hasText: content.offline.queue.forms.contact.queued })).toBeVisible();
      await context.setOffline(false);
      // The toasts' region has this language's name too.
      const toasts = page.getByRole("region", { name: content.forms.toasts.regionLabel });
      await expect(toasts.getByRole("listitem").filter({ hasText: content.forms.contact.success })).toBeVisible();
      await expect.poll(() => sendsFrom(email)).toBe(1);
      expect((await inboxEntriesFrom(email))[0]!.template_params.language).toBe(locale);
    });

    test(`in ${name}, an entry from an earlier visit says when it was kept in ${name}, asks once before it goes, and a refusal gives the words back`, async ({
      page,
      context,
    }) => {
      const sends = await answerSends(page, [422]);
      await page.goto(localePath(locale, routes.contact));
      await waitForHydration(page);
      await waitForOfflineReady(page);
      await context.setOffline(true);
      const form = page.getByRole("main");
      const { nameLabel, emailLabel, messageLabel, submitLabel } = content.contact.form;
      const fields = [
        [nameLabel, "Aline Uwase"],
        [emailLabel, uniqueEmail(`${locale}-earlier`)],
        [messageLabel, "Bonjour depuis le bus."],
      ] as const;
      const fillForm = async () => {
        for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
      };
      await fillForm();
      await form.getByRole("button", { name: submitLabel }).click();
      await expect(form.getByRole("status").filter({ hasText: content.offline.queue.forms.contact.queued })).toBeVisible();

      // Another visit, still offline: the entry is listed with the time it was kept, in this language's words.
      await reloadOffline(page);
      await waitForHydration(page);
      const [waitingBefore, waitingAfter] = content.offline.queue.forms.contact.waiting.split("{time}") as [string, string];
      const keptOn = new Intl.DateTimeFormat(localeInfo[locale].intlLocale, { dateStyle: "long" }).format(await page.evaluate(() => Date.now()));
      const notice = form.getByRole("status").filter({ hasText: waitingBefore.trim() });
      await expect(notice).toContainText(`${waitingBefore}${keptOn}`);
      await expect(notice).toContainText(waitingAfter);
      await notice.getByRole("button", { name: content.offline.queue.cancelLabel }).click();
      const question = content.offline.queue.forms.contact.confirmCancel.replace("{summary}", "Bonjour depuis le bus.");
      await expect(form.getByRole("status").filter({ hasText: question })).toBeVisible();
      await form.getByRole("button", { name: content.offline.queue.keepLabel }).click();
      await expect(notice).toBeVisible();

      // The network returns and the service refuses it: the words come back into the empty form, and the visitor is
      // told in this language.
      await backOnline(page);
      await expect(form.getByRole("status").filter({ hasText: content.offline.queue.forms.contact.restored })).toBeVisible();
      for (const [label, value] of fields) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect.poll(() => queuedEntries(page)).toEqual([]);
      expect(sends).toHaveLength(1);
    });
  }
});

/**
 * Counting visits (docs/decisions.md#d91 to #d93), in the test build, which counts them into the local inbox's stand-in
 * for the provider: a page view per page and per link followed, each audience's entry, outbound links, the language
 * switch, each form's send once the e-mail service accepted it (a send kept offline once, in the tab that sent it), the
 * Web Vitals when the page is hidden; nothing with Global Privacy Control or Do Not Track, nothing offline, nothing
 * stored, nothing typed, no query string; and a provider that is down or blocked changes nothing. A build that counts
 * nothing (unconfigured, staging, a developer's preview) is proven by test/analytics.test.ts, `npm run deploy:check` and
 * D91's comparison of exports.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { TRACKER_MARKER } from "../scripts/config/analytics-env.mjs";
import { mockEmail } from "./support/email";
import { contactPage, developer, dismissToasts, fillAll, newsletter, organization, toast, type Field, type FormDriver } from "./support/form-drivers";
import { backOnline, queuedEntries, waitForOfflineReady } from "./support/offline";
import { waitForHydration } from "./support/page-state";
import { analyticsHost, eventsUrl, expectEvents, hide, named, pagePolicy, recordEvents, waitForCounting } from "./support/analytics";

const origin = (page: Page) => new URL(page.url()).origin;
const keptNotice = getContent("en").offline.queue.forms.contact.queued;

/** Whether any script the page loaded carries the tracker's code. */
async function trackerLoaded(page: Page, request: APIRequestContext) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
  expect(scripts.length, "the page loaded its scripts").toBeGreaterThan(0);
  const texts = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  return texts.some((text) => text.includes(TRACKER_MARKER));
}

/** Nothing leaves for another site: a link that opens one gets an empty page. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>elsewhere</title>" }));
});

test.describe("page views", () => {
  test("one per page, with its language, and one per link followed inside the site: addresses without query or fragment", async ({ page, request }) => {
    const events = recordEvents(page);
    await page.goto("/about?email=ama%40example.org#team");
    await waitForCounting(page, events);
    expect(await trackerLoaded(page, request), "the tracker, bundled with the site, loaded when the page was idle").toBe(true);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectEvents(events, "pageview", 2);
    // The fence: everything sent before the Web Vitals of a hidden page has been seen.
    await hide(page);
    await expectEvents(events, "Web Vitals");
    const views = named(events, "pageview");
    expect(views.map((event) => event.url)).toEqual([`${origin(page)}/about`, `${origin(page)}/contact`]);
    for (const view of views) {
      expect(view.props).toEqual({ language: "en" });
      expect(view.domain).toBe("talanta-ai.example");
    }
  });
});

test.describe("goals and links", () => {
  // Home's doors (docs/decisions.md#d104): each opens its audience's form and is counted as that audience's entry
  // (issue 38: AI talent's "Sign up" is a developer's link). A programme page's "Join as a developer" too. A partner's
  // is counted in "nothing is stored on the device", below, which follows it.
  for (const [audience, path, label, event, target] of [
    ["AI talent", "/", "Sign up", "Developer link", "/signup#developer"],
    ["a developer", "/services/job-simulation", "Join as a developer", "Developer link", "/signup#developer"],
  ] as const) {
    test(`${audience}'s link to the sign-up page, counted on the page it is on`, async ({ page }) => {
      const events = recordEvents(page);
      await page.goto(path);
      await waitForCounting(page, events);
      await page.getByRole("link", { name: label, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      expect((await expectEvents(events, event))[0]).toMatchObject({ url: `${origin(page)}${path}`, props: { language: "en" } });
    });
  }

  test("a link to another site, to write or to call: its address without anything personal, on the page it is on", async ({ page }) => {
    const events = recordEvents(page);
    await page.goto("/contact");
    await waitForCounting(page, events);
    const main = page.getByRole("main");
    await main.locator('a[href^="mailto:"]').first().click();
    await main.locator('a[href^="tel:"]').first().click();
    const popup = page.waitForEvent("popup");
    await main.locator('a[href^="https://calendly.com"]').first().click();
    await (await popup).close();
    const outbound = await expectEvents(events, "Outbound Link: Click", 3);
    expect(outbound.map((event) => event.props?.url)).toEqual(["mailto:", expect.stringMatching(/^tel:\+\d+$/), "https://calendly.com/talanta-ai/15min"]);
    for (const event of outbound) expect(event.url).toBe(`${origin(page)}/contact`);
  });

  test("the language switch: the language it leads to, on the page it leaves; the French page is counted in French, the page it came from without its query string", async ({
    page,
  }) => {
    const events = recordEvents(page);
    await page.goto("/about?ref=ama%40example.org");
    await waitForCounting(page, events);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await test.step("the switch, on the page it leaves (without its query string), to the language it leads to", async () => {
      const [language] = await expectEvents(events, "Language switch");
      expect(language).toMatchObject({ url: `${origin(page)}/about`, props: { to: "fr", language: "en" } });
    });
    await test.step("the French page's view, in French, from the page it came from without its query string", async () => {
      const [, french] = await expectEvents(events, "pageview", 2);
      expect(french).toMatchObject({ url: `${origin(page)}/fr/about`, referrer: `${origin(page)}/about`, props: { language: "fr" } });
    });
  });
});

/** Values marked so that a search of every event can find any of them: names, addresses, messages, passwords. */
function marked(fields: Field[], marker: string): Field[] {
  return fields.map((field) => {
    if (field.kind === "select") return field;
    if (/email/i.test(field.label)) return { ...field, value: `${marker}.${field.label.replace(/\W/g, "").toLowerCase()}@example.com` };
    if (/password/i.test(field.label)) return { ...field, value: `${marker}-secret-42` };
    // A username takes no space (its hint's rule, docs/decisions.md#d99).
    if (/username/i.test(field.label)) return { ...field, value: `${marker}_${field.value}` };
    return { ...field, value: `${marker} ${field.value}` };
  });
}

const sentEvent: Record<string, string> = {
  [newsletter.name]: "Newsletter sent",
  [contactPage.name]: "Contact sent",
  [developer.name]: "Developer sign-up sent",
  [organization.name]: "Organization request sent",
};

test.describe("each form's send", () => {
  for (const form of [newsletter, contactPage, developer, organization] as FormDriver[]) {
    test(`${form.name}: counted once the e-mail service accepts it, never after a failure; no value typed in any event`, async ({ page }) => {
      const marker = `mk${Date.now().toString(36)}`;
      const events = recordEvents(page);
      await mockEmail(page, (index) => (index === 0 ? { status: 500, body: "Internal error" } : { status: 200, body: "OK" }));
      await form.open(page);
      await waitForCounting(page, events);
      const fields = marked(form.fields(page), marker);
      await fillAll(fields);
      await form.submit(page).click();
      await expect(toast(page, form.failure)).toBeVisible();
      await dismissToasts(page);
      await form.submit(page).click();
      await expect(toast(page, form.success)).toBeVisible();
      const [sent] = await expectEvents(events, sentEvent[form.name]!);
      expect(sent).toMatchObject({ url: `${origin(page)}${new URL(page.url()).pathname}`, props: { language: "en" } });
      await hide(page);
      await expectEvents(events, "Web Vitals");
      expect(named(events, sentEvent[form.name]!), "the failure counted nothing").toHaveLength(1);
      for (const event of events) expect(event.raw, `${event.name} carries nothing typed`).not.toContain(marker);
    });
  }

  test("a form kept offline counts once, when it is really sent, in the tab that sent it", async ({ page, context }) => {
    // Two tabs, each with its service worker ready and its tracker loaded, then a kept send's round trip.
    test.slow();
    const events = recordEvents(page);
    await contactPage.open(page);
    await waitForHydration(page);
    await waitForOfflineReady(page);
    await waitForCounting(page, events);
    const other = await context.newPage();
    const otherEvents = recordEvents(other);
    await other.goto("/contact");
    await waitForCounting(other, otherEvents);

    await context.setOffline(true);
    await fillAll(contactPage.fields(page));
    await contactPage.submit(page).click();
    await expect(page.getByRole("status").filter({ hasText: keptNotice })).toBeVisible();
    expect(await queuedEntries(page)).toHaveLength(1);
    // Offline, a click that would count is dropped, never kept for later.
    await page.getByRole("main").locator('a[href^="mailto:"]').first().click();

    await backOnline(page);
    await expect(toast(page, contactPage.success)).toBeVisible();
    await expect.poll(() => [...named(events, "Contact sent"), ...named(otherEvents, "Contact sent")].length).toBe(1);
    for (const [tab, recorded] of [
      [page, events],
      [other, otherEvents],
    ] as const) {
      await hide(tab);
      await expectEvents(recorded, "Web Vitals");
    }
    expect([...named(events, "Contact sent"), ...named(otherEvents, "Contact sent")], "once, in one tab").toHaveLength(1);
    expect(named(events, "Outbound Link: Click"), "the click made offline").toEqual([]);
  });
});

test.describe("Web Vitals", () => {
  test("sent once per page view when the page is hidden: each measure's band, its element, the page and the connection", async ({ page }) => {
    const events = recordEvents(page);
    await page.goto("/about");
    await waitForCounting(page, events);
    // A visitor's click ends the search for the largest paint: web-vitals reports LCP on a real input or a real hide,
    // and this test's hide is a stand-in.
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    await hide(page);
    const [vitals] = await expectEvents(events, "Web Vitals");
    expect(vitals!.interactive, "not an interaction: it never changes the bounce rate").toBe(false);
    expect(vitals!.props).toMatchObject({ page: "/about", language: "en", connection: "4g" });
    for (const measure of ["lcp", "fcp", "ttfb", "cls"]) expect(vitals!.props?.[measure], measure).toMatch(/^(≤ |> )?[\d.]+(–[\d.]+)?( m?s)?$/);
    expect(vitals!.props?.lcp_element).toMatch(/^[a-z0-9]+(#[\w-]+)?(>[a-z0-9]+(#[\w-]+)?){0,2}$/);
    // Hidden again, after the visitor came back: the page view's measures have been sent.
    await page.evaluate(() => Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true }));
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    await hide(page);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact Us", exact: true }).click();
    await expectEvents(events, "pageview", 2);
    expect(named(events, "Web Vitals")).toHaveLength(1);
  });

  test("a browser that unloads the page without reporting it hidden first: the measures leave on pagehide, once", async ({ page }) => {
    const events = recordEvents(page);
    await page.goto("/about");
    await waitForCounting(page, events);
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    // What such a browser reports as the page goes: pagehide, and no visibilitychange before it.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
    const [vitals] = await expectEvents(events, "Web Vitals");
    expect(vitals!.interactive).toBe(false);
    expect(vitals!.props).toMatchObject({ page: "/about", language: "en" });
    for (const measure of ["fcp", "ttfb"]) expect(vitals!.props?.[measure], measure).toMatch(/^(≤ |> )?[\d.]+(–[\d.]+)?( m?s)?$/);
    // Reported hidden after all, then a link followed: the page view's measures have been sent already.
    await hide(page);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact Us", exact: true }).click();
    await expectEvents(events, "pageview", 2);
    expect(named(events, "Web Vitals")).toHaveLength(1);
  });
});

test.describe("respecting the visitor", () => {
  for (const [signal, script] of [
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`with ${signal}, no analytics code loads and nothing is sent`, async ({ page, request }) => {
      await page.addInitScript(script);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.goto("/contact");
      await waitForHydration(page);
      // Long enough for the island to have loaded the tracker: the framework has run and the page has been idle.
      await page.evaluate(() => (self as { __pageStarted?: Promise<void> }).__pageStarted);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      await page.getByRole("main").locator('a[href^="mailto:"]').first().click();
      await hide(page);
      expect(requests.filter((url) => url.startsWith(analyticsHost))).toEqual([]);
      expect(await trackerLoaded(page, request)).toBe(false);
    });
  }

  test("a partner's link to the sign-up page, counted on the page it is on; nothing is stored on the device: no cookie, no storage key, no database of the tracker's", async ({
    page,
  }) => {
    const events = recordEvents(page);
    await page.goto("/");
    await waitForCounting(page, events);
    await page.getByRole("link", { name: "Partner With Us", exact: true }).first().click();
    await expect(page).toHaveURL(/\/signup#organization$/);
    await test.step("the partner's link, counted on the page it is on", async () => {
      expect((await expectEvents(events, "Partner link"))[0]).toMatchObject({ url: `${origin(page)}/`, props: { language: "en" } });
    });
    await hide(page);
    await expectEvents(events, "Web Vitals");
    await test.step("nothing is stored on the device: no cookie, no storage key, no database of the tracker's", async () => {
      const stored = await page.evaluate(async () => ({
        cookie: document.cookie,
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
        databases: (await indexedDB.databases()).map((database) => database.name),
      }));
      // The service worker's own database (Serwist's cache expiry) is the site's, not the tracker's.
      expect({ ...stored, databases: stored.databases.filter((name) => name !== "serwist-expiration") }).toEqual({
        cookie: "",
        local: [],
        session: [],
        databases: [],
      });
      expect((await page.context().cookies()).length).toBe(0);
    });
  });

  test("a provider that is down or blocked changes nothing and the page logs nothing: only the browser notes the blocked request", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type()) && message.location().url !== eventsUrl) messages.push(message.text());
    });
    page.on("pageerror", (error) => messages.push(error.message));
    let refused = 0;
    await page.route(eventsUrl, (route) => {
      refused += 1;
      return refused % 2 ? route.abort("blockedbyclient") : route.fulfill({ status: 503, headers: { "Access-Control-Allow-Origin": "*" }, body: "down" });
    });
    await mockEmail(page);
    await contactPage.open(page);
    await waitForHydration(page);
    await expect.poll(() => refused, { message: "the page view, blocked" }).toBeGreaterThan(0);
    await fillAll(contactPage.fields(page));
    await contactPage.submit(page).click();
    await expect(toast(page, contactPage.success)).toBeVisible();
    await expect.poll(() => refused, { message: "the goal, refused" }).toBeGreaterThan(1);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => refused, { message: "the next page view, blocked" }).toBeGreaterThan(2);
    expect(messages).toEqual([]);
  });
});

test.describe("the policy", () => {
  test("connect-src names the provider's origin, exactly once more than the site and its e-mail service, in the page and the header", async ({ request }) => {
    const source = new URL(analyticsHost).host;
    for (const path of ["/", "/fr/contact", "/signup", "/nowhere"]) {
      const response = await request.get(path);
      const connect = (policy: string) => /connect-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
      for (const policy of [pagePolicy(await response.text()), response.headers()["content-security-policy"] ?? ""]) {
        expect(connect(policy), path).toContain(source);
        expect(connect(policy), path).toHaveLength(3);
      }
    }
  });
});

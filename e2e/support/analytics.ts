/**
 * The analytics events a page sends (docs/decisions.md#d91): the test build counts visits into the local inbox, its
 * stand-in for the provider's events API (scripts/check/check-all.mjs), and these helpers read every event off the
 * page's own requests, in the order it sent them.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { EVENTS_PATH, previewAnalyticsEnv } from "../../scripts/config/analytics-env.mjs";
import { inboxPort } from "../../scripts/config/email-env.mjs";
import { META_PREFIX } from "../../scripts/build/headers/page-policy.mjs";
import { ANALYTICS_EVENTS_FILE, inboxFile } from "../../scripts/serve/local-inbox.mjs";

/** One event as the site posts it to the provider's events API: name, page, domain, referrer, properties, and `false` when it is no interaction. */
export interface SentEvent {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Record<string, string>;
  interactive?: boolean;
  /** The request's body as sent, to search for what must never be in it. */
  raw: string;
}

/** The provider's origin in the test build, and where it takes events. */
export const analyticsHost = previewAnalyticsEnv(inboxPort(process.env)).NEXT_PUBLIC_ANALYTICS_HOST;
export const eventsUrl = `${analyticsHost}${EVENTS_PATH}`;

/** Every event the page sends from now on (other pages of the context are recorded with their own call). */
export function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || request.url() !== eventsUrl) return;
    const raw = request.postData() ?? "";
    events.push({ ...(JSON.parse(raw) as Omit<SentEvent, "raw">), raw });
  });
  return events;
}

export const named = (events: SentEvent[], name: string) => events.filter((event) => event.name === name);

/** Waits until `count` events named `name` have been sent. */
export async function expectEvents(events: SentEvent[], name: string, count = 1) {
  await expect.poll(() => named(events, name).length, { message: `${count} "${name}" event(s)` }).toBe(count);
  return named(events, name);
}

/**
 * Waits for the page's page view: the tracker has loaded (when the page was idle) and counts from then on. Fails, naming
 * the build to make, when the export counts no visits.
 */
export async function waitForCounting(page: Page, events: SentEvent[]) {
  const policy = await page.locator(`meta[http-equiv="Content-Security-Policy"]`).getAttribute("content");
  if (!policy?.includes(new URL(analyticsHost).host)) {
    const port = inboxPort(process.env);
    throw new Error(
      `This export counts no visits. Build the test export as npm test does: EMAILJS_LOCAL_PREVIEW=1 INBOX_PORT=${port} ` +
        `NEXT_PUBLIC_ANALYTICS_DOMAIN=talanta-ai.example NEXT_PUBLIC_ANALYTICS_HOST=${analyticsHost} npm run build`,
    );
  }
  await expect.poll(() => named(events, "pageview").length, { message: "the page view, once the tracker has loaded" }).toBeGreaterThan(0);
}

/**
 * The page becomes hidden, as when the visitor switches tabs or apps: what the browser reports then (Playwright's pages
 * are always visible).
 */
export async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** The page's own policy (its `<meta>`), as the browser reads it. */
export const pagePolicy = (html: string) => new RegExp(`${META_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^"]*)"`).exec(html)?.[1] ?? "";

/**
 * The events the local inbox received for the page at `path` (the pathname of their `u`), in the order it wrote them:
 * for the engines where the page's requests cannot be read (e2e/engines/analytics.spec.ts).
 */
export async function eventsReceivedFor(path: string): Promise<SentEvent[]> {
  const text = await readFile(join(dirname(inboxFile(process.env)), ANALYTICS_EVENTS_FILE), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => ({ ...(JSON.parse(line) as Omit<SentEvent, "raw">), raw: line }))
    .filter((event) => new URL(event.url).pathname === path);
}

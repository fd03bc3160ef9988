// The privacy and cookie policies state facts that the code also defines: what the site stores on a visitor's device,
// under which names and for how long (docs/decisions.md#d57), and, in a build that counts visits, what it counts, what
// stops it and who keeps the counts, named from the build's configuration (docs/decisions.md#d94). This holds each language's policies to the code's own
// constants, so that a change to either side (a new expiry, a renamed store, "14 days" typed in one language) fails
// here until the other follows. Numbers are written as the language writes them (Intl: « 7 jours », "10 seconds").
import assert from "node:assert/strict";
import { describe, it, vi } from "vitest";
import { getContent } from "@/content/dictionaries";
import { localeInfo, locales, type Locale } from "@/content/locales";
import type { LegalDocument } from "@/content/types";
// The code's side, in one place (the send-queue modules may move: only these lines follow them).
import { SEND_QUEUE_NAME } from "@/lib/send-queue/flag";
import { QUEUE_STORE } from "@/lib/send-queue/store";
import { MAX_WAIT_MS } from "@/lib/send-queue/policy";
import { CACHE_LIMITS, CACHE_PREFIX } from "@/lib/offline";
import { SEND_THROTTLE_MS } from "@/lib/email";
import { COUNTED_EVENTS, VITAL_NAMES } from "@/lib/analytics-events";
import { HONOURED_SIGNALS } from "@/lib/privacy-signals";
import { PLAUSIBLE_HOST } from "../scripts/config/analytics-env.mjs";

const DAY_MS = 24 * 60 * 60 * 1000;
const days = {
  /** A form kept offline is deleted unsent after this. */
  queue: MAX_WAIT_MS / DAY_MS,
  /** The worker keeps Next's hashed files and the pictures this long. */
  files: (CACHE_LIMITS.static.maxAgeSeconds * 1000) / DAY_MS,
  pictures: (CACHE_LIMITS.assets.maxAgeSeconds * 1000) / DAY_MS,
};
const rateLimitSeconds = SEND_THROTTLE_MS / 1000;

/** "7 days", « 7 jours »: a number of units as the language writes it. */
function amount(locale: Locale, value: number, unit: "day" | "second"): string {
  return new Intl.NumberFormat(localeInfo[locale].intlLocale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/** Every amount of a unit a text states, whatever the number: the numbers of "2 days" and "30 days" are [2, 30]. */
function amountsIn(text: string, locale: Locale, unit: "day" | "second"): number[] {
  const [singular, plural] = [1, 7].map((value) => amount(locale, value, unit).replace(String(value), ""));
  const words = [...new Set([singular, plural])].map((word) => (word ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return [...text.matchAll(new RegExp(`(\\d+)(?:${words})\\b`, "g"))].map((match) => Number(match[1]));
}

/** The words of a document's sections with these ids, and of its description when asked. */
function sectionsText(document: LegalDocument, ids: string[]): string {
  const sections = document.sections.filter((section) => ids.includes(section.id));
  assert.deepEqual(
    sections.map((section) => section.id),
    ids,
    `${document.meta.path}: the sections this test reads`,
  );
  return sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])]).join("\n");
}

describe("the privacy and cookie policies state what the code does", () => {
  it("the code's own values are the ones the policies were written for", () => {
    // If one of these changes, rewrite the policies in every language, then this line.
    assert.deepEqual(
      { days, rateLimitSeconds, pages: CACHE_LIMITS.pages.maxEntries },
      { days: { queue: 7, files: 30, pictures: 30 }, rateLimitSeconds: 10, pages: 50 },
    );
  });

  for (const locale of locales) {
    const { privacy, cookies } = getContent(locale);
    const offlineForms = sectionsText(privacy, ["sent-while-offline"]);
    const rateLimit = [sectionsText(privacy, ["how-forms-reach-us"]), sectionsText(cookies, ["what-we-store"])];
    const offlineCopies = sectionsText(cookies, ["offline-copies"]);
    const storage = [
      sectionsText(privacy, ["short-version", "how-forms-reach-us", "sent-while-offline"]),
      sectionsText(cookies, ["short-version", "what-we-store", "offline-copies", "your-choices"]),
      cookies.meta.description,
    ].join("\n");

    it(`${locale}: a form kept offline: its database, store and marker, and when it is deleted`, () => {
      assert.ok(offlineForms.includes(SEND_QUEUE_NAME), `the privacy policy names the database and the marker, ${SEND_QUEUE_NAME}`);
      assert.ok(offlineForms.includes(QUEUE_STORE), `the privacy policy names the store, ${QUEUE_STORE}`);
      assert.ok(sectionsText(cookies, ["what-we-store"]).includes(SEND_QUEUE_NAME), "the cookie policy names it too");
      assert.ok(offlineForms.includes(amount(locale, days.queue, "day")), `the privacy policy says ${amount(locale, days.queue, "day")}`);
    });

    it(`${locale}: the rate limit's window`, () => {
      for (const text of rateLimit)
        assert.ok(text.includes(amount(locale, rateLimitSeconds, "second")), `says ${amount(locale, rateLimitSeconds, "second")}: ${text}`);
    });

    it(`${locale}: the service worker's caches: their prefix, how many pages, how long for files and pictures`, () => {
      assert.ok(offlineCopies.includes(CACHE_PREFIX), `names the caches' prefix, ${CACHE_PREFIX}`);
      assert.match(offlineCopies, new RegExp(`(?<!\\d)${CACHE_LIMITS.pages.maxEntries}(?!\\d)`), "says how many pages are kept");
      assert.ok(offlineCopies.includes(amount(locale, days.files, "day")), `says ${amount(locale, days.files, "day")}`);
    });

    it(`${locale}: every number of days or seconds said about the device's storage is one the code defines`, () => {
      const known = { day: new Set(Object.values(days)), second: new Set([rateLimitSeconds]) };
      for (const unit of ["day", "second"] as const) {
        const stated = amountsIn(storage, locale, unit);
        assert.ok(stated.length > 0, `finds the ${unit}s it reads`);
        assert.deepEqual(
          stated.filter((value) => !known[unit].has(value)),
          [],
          `${unit}s the code does not define`,
        );
      }
    });
  }
});

/** The policies of a build whose analytics endpoint is `endpoint` (content/site.ts reads it when the module loads). */
async function policiesCountingAt(endpoint: string) {
  vi.resetModules();
  vi.stubEnv("ANALYTICS_ENDPOINT", endpoint);
  try {
    const { getContent: contentOf } = await import("@/content/dictionaries");
    return (locale: Locale) => contentOf(locale);
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Every word of a document: its description, intro and sections. */
const wholeText = (document: LegalDocument) =>
  [
    document.meta.description,
    document.intro,
    ...document.sections.flatMap((section) => [section.title, ...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])]),
  ].join("\n");

describe("the privacy and cookie policies say what is counted, by whom, from the build's configuration", () => {
  const countingKinds = Object.keys(COUNTED_EVENTS);

  for (const locale of locales) {
    it(`${locale}: a build that counts nothing names no provider and has no section about counting`, () => {
      const { privacy, cookies } = getContent(locale);
      for (const document of [privacy, cookies]) {
        assert.ok(!document.sections.some((section) => section.id === "counting-visits"), document.meta.path);
        assert.doesNotMatch(wholeText(document), /Plausible|Global Privacy Control/);
      }
    });

    it(`${locale}: with Plausible's hosted service: what it counts, each kind of event, the signals that stop it, who keeps the counts`, async () => {
      const { privacy, cookies } = (await policiesCountingAt(`${PLAUSIBLE_HOST}/api/event`))(locale);
      const counting = sectionsText(privacy, ["counting-visits"]);
      assert.equal(privacy.sections.find((section) => section.id === "counting-visits")?.list?.length, countingKinds.length, "a sentence per kind of event");
      for (const name of [...HONOURED_SIGNALS, ...VITAL_NAMES, "Plausible Analytics", "Plausible Insights OÜ", "plausible.io"])
        assert.ok(counting.includes(name), `the privacy policy names ${name}`);
      assert.ok(sectionsText(cookies, ["counting-visits"]).includes("Plausible Analytics"), "the cookie policy names the provider");
      assert.notEqual(privacy.updated, getContent(locale).privacy.updated, "the date moves with the text");
    });

    it(`${locale}: with the company's own installation: its address, and no word of Plausible's hosted service`, async () => {
      const { privacy, cookies } = (await policiesCountingAt("https://stats.talanta.ai/api/event"))(locale);
      for (const text of [sectionsText(privacy, ["counting-visits"]), sectionsText(cookies, ["counting-visits"])]) {
        assert.ok(text.includes("stats.talanta.ai"), text);
        assert.doesNotMatch(text, /plausible\.io|Insights/);
      }
    });
  }
});

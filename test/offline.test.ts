// What the service worker and the pages agree on (lib/offline.ts), what a submission may hold (lib/submission.ts), and
// what the send queue does with an answer (lib/send-queue/policy.ts): docs/decisions.md#d47, #d48.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { locales } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import {
  CACHE_NAMES,
  CACHE_PREFIX,
  isPagePath,
  isPictureOrFont,
  NAVIGATION_LIMIT_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  normalisePagePath,
  OFFLINE_REASON_ATTRIBUTE,
  offlinePathFor,
  offlinePaths,
  offlineReasonMarker,
  pageOfPayloadRequest,
  PAYLOAD_TIMEOUT_SECONDS,
  PRECACHE_ID,
} from "@/lib/offline";
import { isExpired, MAX_WAIT_MS, retryDelay, summary, verdict } from "@/lib/send-queue/policy";
import { cleanSubmission } from "@/lib/submission";

describe("lib/offline", () => {
  it("has an offline page for every language, at its own prefix", () => {
    assert.deepEqual(
      offlinePaths,
      locales.map((locale) => localePath(locale, routes.offline)),
    );
    assert.equal(offlinePathFor("/careers"), "/offline");
    assert.equal(offlinePathFor("/fr/careers"), "/fr/offline");
    assert.equal(offlinePathFor("/fr"), "/fr/offline");
    assert.equal(offlinePathFor("/french-page"), "/offline", "a path that only starts like a prefix is English");
  });

  it("knows a page from a file", () => {
    for (const page of ["/", "/about", "/fr", "/fr/blog/why-we-run-labs", "/about/"]) assert.ok(isPagePath(page), page);
    for (const file of ["/sw.js", "/images/impact.svg", "/blog/rss.xml", "/_next/static/chunks/a.js", "/_next/static/payload/x.txt", "/about.txt"]) {
      assert.ok(!isPagePath(file), file);
    }
  });

  it("finds the page a client-side navigation's payload request is for, and nothing else", () => {
    const page = (url: string) => pageOfPayloadRequest(new URL(url, "https://talanta.test"));
    assert.equal(page("/about.txt?_rsc=abc"), "/about");
    assert.equal(page("/index.txt?_rsc=abc"), "/");
    assert.equal(page("/fr.txt?_rsc=abc"), "/fr");
    assert.equal(page("/fr/blog/why-we-run-labs.txt?_rsc=1"), "/fr/blog/why-we-run-labs");
    assert.equal(page("/about.txt"), null, "a payload file fetched without _rsc is not a navigation");
    assert.equal(page("/_next/static/payload/abc.txt?_rsc=1"), null);
  });

  it("sorts pictures and fonts by their names, since the worker's own requests carry no destination", () => {
    for (const file of ["/icon.svg", "/apple-icon.png", "/images/team/a.JPG", "/_next/static/media/inter.woff2"]) assert.ok(isPictureOrFont(file), file);
    for (const file of ["/about", "/sw.js", "/blog/rss.xml"]) assert.ok(!isPictureOrFont(file), file);
  });

  it("names every cache with the site's prefix, so the kill switch finds them all", () => {
    for (const name of Object.values(CACHE_NAMES)) assert.ok(name.startsWith(CACHE_PREFIX), name);
    assert.ok(`${PRECACHE_ID}-precache-v2-https://talanta.test/`.startsWith(CACHE_PREFIX));
  });

  it("waits long for a page never read, briefly for a kept copy or a link's payload (docs/decisions.md#d59, #d60)", () => {
    assert.ok(NAVIGATION_LIMIT_SECONDS >= 30, "a slow network is never called offline within 30 s");
    assert.ok(NETWORK_TIMEOUT_SECONDS < NAVIGATION_LIMIT_SECONDS);
    assert.ok(PAYLOAD_TIMEOUT_SECONDS <= NETWORK_TIMEOUT_SECONDS, "a link on a stalled connection opens as fast as a typed address");
  });

  it("writes the offline page's reason as the one attribute the worker rewrites", () => {
    assert.equal(offlineReasonMarker("offline"), `${OFFLINE_REASON_ATTRIBUTE}="offline"`);
    assert.equal(offlineReasonMarker("slow"), 'data-offline-reason="slow"');
  });

  it("compares kept pages without a trailing slash, the root excepted", () => {
    assert.equal(normalisePagePath("/about/"), "/about");
    assert.equal(normalisePagePath("/"), "/");
  });
});

describe("lib/submission", () => {
  it("keeps a form's own fields only: the developer's password never goes further", () => {
    const values = { username: "dev", fullName: "Dev One", email: "dev@example.com", password: "hunter2hunter2", confirmPassword: "hunter2hunter2" };
    const clean = cleanSubmission({ form: "developer-signup", values, language: "fr" });
    assert.deepEqual(clean, { form: "developer-signup", language: "fr", values: { username: "dev", fullName: "Dev One", email: "dev@example.com" } });
    assert.ok(!JSON.stringify(clean).includes("hunter2"));
  });

  it("drops anything a form does not have, and stores strings only", () => {
    const sneaky = { name: "Ama", email: "ama@example.gh", message: "Hi", extra: "x", toString: 5 } as unknown as {
      name: string;
      email: string;
      message: string;
    };
    assert.deepEqual(cleanSubmission({ form: "contact", values: sneaky, language: "en" }).values, { name: "Ama", email: "ama@example.gh", message: "Hi" });
    assert.deepEqual(cleanSubmission({ form: "newsletter", values: { email: "a@b.co" }, language: "en" }).values, { email: "a@b.co" });
  });

  it("keeps the organisation types the visitor chose from, to name the type in the team's words later", () => {
    const options = { types: ["Start-up", "Other"], otherOption: "Other" };
    const values = { name: "Kwame", companyEmail: "k@example.com", organizationType: "Other", otherType: "Co-op" };
    assert.deepEqual(cleanSubmission({ form: "organization-request", values, options, language: "en" }), {
      form: "organization-request",
      language: "en",
      values,
      options,
    });
  });
});

describe("what a kept send's answer means (lib/send-queue/policy)", () => {
  it("deletes after any 2xx, gives it back after a refusal for good, keeps it after 429, 5xx or no answer", () => {
    assert.equal(verdict({ ok: true, dropped: false }), "sent");
    assert.equal(verdict({ ok: false, reason: "unexpected-status", status: 201 }), "sent", "a 2xx reached the service: never again");
    for (const status of [400, 404, 413, 422]) assert.equal(verdict({ ok: false, reason: "rejected", status }), "refused", String(status));
    assert.equal(verdict({ ok: false, reason: "blocked", status: 403 }), "refused");
    assert.equal(verdict({ ok: false, reason: "headless", status: 451 }), "refused");
    assert.equal(verdict({ ok: false, reason: "throttled", status: 429 }), "retry");
    for (const status of [500, 502, 503]) assert.equal(verdict({ ok: false, reason: "rejected", status }), "retry", String(status));
    for (const reason of ["network", "timeout", "unknown", "not-configured"] as const) assert.equal(verdict({ ok: false, reason }), "retry", reason);
  });

  it("waits twice as long after each failed try, from 15 s to at most 30 min, never under the rate limit", () => {
    const network = { ok: false, reason: "network" } as const;
    assert.deepEqual(
      [1, 2, 3, 4, 8, 20].map((attempts) => retryDelay(attempts, network, 10_000)),
      [15_000, 30_000, 60_000, 120_000, 1_800_000, 1_800_000],
    );
    assert.equal(retryDelay(1, { ok: false, reason: "throttled", status: 429 }, 20_000), 20_000);
  });

  it("expires an entry after 7 days, not before", () => {
    assert.equal(MAX_WAIT_MS, 7 * 24 * 60 * 60 * 1000);
    const keptAt = Date.UTC(2026, 10, 20, 12);
    assert.equal(isExpired(keptAt, keptAt + MAX_WAIT_MS), false);
    assert.equal(isExpired(keptAt, keptAt + MAX_WAIT_MS + 1), true);
  });

  it("sums an entry up in a few words for the visitor deciding to delete it, never with a password", () => {
    assert.equal(summary({ form: "newsletter", values: { email: "a@b.co" }, language: "en" }), "a@b.co");
    const long = "We would like to run an AI lab with your talent in Kigali next spring.\nCan we talk about it soon, perhaps in January?";
    const contact = summary({ form: "contact", values: { name: "W", email: "w@x.co", message: long }, language: "en" });
    assert.ok(contact.endsWith("…") && Array.from(contact).length <= 80 && !contact.includes("\n"), contact);
    assert.equal(
      summary({ form: "developer-signup", values: { username: "amina", fullName: "Amina Okafor", email: "amina@x.co" }, language: "fr" }),
      "Amina Okafor (amina@x.co)",
    );
  });
});

// What the site counts and how a build decides to count (docs/decisions.md#d91 to #d93): the names and properties of
// every event, what is stripped from an address, the Web Vitals bands, the privacy signals, and the configuration that
// turns counting on in a production build only. The e2e side (a real browser, the real sender): e2e/analytics.spec.ts.
import assert from "node:assert/strict";
import { afterAll, describe, it } from "vitest";
import {
  AUDIENCE_LINK_EVENTS,
  COUNTED_EVENTS,
  EVENT_NAMES,
  FORM_SENT_EVENTS,
  band,
  cleanUrl,
  eventForLink,
  eventForOutcome,
  shortSelector,
  vitalsEvent,
  type ElementLike,
} from "@/lib/analytics-events";
import { asksNotToBeTracked } from "@/lib/privacy-signals";
import type { SendOutcome } from "@/lib/send-queue/outcomes";
import {
  PLAUSIBLE_HOST,
  TRACKER_MARKER,
  analyticsBuildEnv,
  describeAnalytics,
  previewAnalyticsEnv,
  resolveAnalyticsEnv,
} from "../scripts/config/analytics-env.mjs";

const page = { origin: "https://www.talanta.ai", language: "en" };
const link = (href: string, hreflang = "") => eventForLink({ href, hreflang }, page);

describe("the events a click on a link is", () => {
  it("a link to another site: its origin and path, never its query or fragment", () => {
    assert.deepEqual(link("https://calendly.com/talanta-ai/15min?name=Ama&email=ama%40example.org#top"), {
      name: "Outbound Link: Click",
      props: { url: "https://calendly.com/talanta-ai/15min" },
    });
    assert.deepEqual(link("https://www.linkedin.com/company/talanta-ai"), {
      name: "Outbound Link: Click",
      props: { url: "https://www.linkedin.com/company/talanta-ai" },
    });
  });

  it("e-mail and phone links: never the address, a phone's number without anything after it", () => {
    assert.deepEqual(link("mailto:hello@talanta.ai?subject=Hi%20from%20Ama"), { name: "Outbound Link: Click", props: { url: "mailto:" } });
    assert.deepEqual(link("tel:+14165550142"), { name: "Outbound Link: Click", props: { url: "tel:+14165550142" } });
  });

  it("each audience's entry to the sign-up page, in every language, by the form the link opens", () => {
    assert.deepEqual(link("https://www.talanta.ai/signup#organization"), { name: "Partner link" });
    assert.deepEqual(link("https://www.talanta.ai/fr/signup#developer"), { name: "Developer link" });
    assert.deepEqual(link("/signup"), { name: "Sign-up link" });
    assert.deepEqual(link("https://www.talanta.ai/signup?ref=x#nothing"), { name: "Sign-up link" });
  });

  it("the language switch, by the language it leads to; a link in the page's own language is no switch", () => {
    assert.deepEqual(link("https://www.talanta.ai/fr/about", "fr"), { name: "Language switch", props: { to: "fr" } });
    assert.equal(link("https://www.talanta.ai/about", "en"), null);
  });

  it("nothing for any other link of the site, or an address that is no link to follow", () => {
    for (const href of ["/about", "https://www.talanta.ai/contact#main", "#main", "javascript:void(0)", "data:text/plain,x", "http://["])
      assert.equal(link(href), null, href);
  });
});

describe("the events a form's outcome is", () => {
  const outcome = (kind: SendOutcome["kind"]) => ({ kind, form: "contact", entry: "e1", until: 0, inFlight: false }) as SendOutcome;

  it("one per form, once the e-mail service accepted it: a send now, or one kept offline, in the tab that sent it", () => {
    assert.deepEqual(eventForOutcome(outcome("sent"), true), { name: "Contact sent" });
    assert.deepEqual(eventForOutcome(outcome("delivered"), true), { name: "Contact sent" });
    assert.equal(eventForOutcome(outcome("delivered"), false), null, "another tab settled it: that tab counts it");
    const forms = ["newsletter", "contact", "developer-signup", "organization-request"] as const;
    assert.deepEqual(
      forms.map((form) => eventForOutcome({ kind: "sent", form }, true)?.name),
      ["Newsletter sent", "Contact sent", "Developer sign-up sent", "Organization request sent"],
    );
  });

  it("nothing for a failure, a wait, a kept form not yet sent, a refusal or a cancellation", () => {
    for (const kind of ["failed", "throttled", "kept", "refused", "restored", "expired", "cancelled"] as const)
      assert.equal(eventForOutcome(outcome(kind), true), null, kind);
  });
});

describe("what is counted, as the policies say it", () => {
  it("files every event under one kind the privacy policy describes, each name once", () => {
    const names = [...Object.values(EVENT_NAMES), ...Object.values(AUDIENCE_LINK_EVENTS), ...Object.values(FORM_SENT_EVENTS)];
    const filed = Object.values(COUNTED_EVENTS).flat();
    assert.deepEqual([...filed].sort(), [...new Set(names)].sort());
    assert.equal(new Set(filed).size, filed.length);
  });

  it("the build and deploy checks tell an export that counts by a name only the analytics code holds", () => {
    assert.equal(TRACKER_MARKER, EVENT_NAMES.outboundLink);
  });
});

describe("cleanUrl", () => {
  it("keeps an http(s) address's origin and path only", () => {
    assert.equal(cleanUrl("https://user:secret@www.talanta.ai/contact?email=ama%40example.org&name=Ama#form"), "https://www.talanta.ai/contact");
    assert.equal(cleanUrl("http://127.0.0.1:4010/fr/signup#organization"), "http://127.0.0.1:4010/fr/signup");
    assert.equal(cleanUrl("android-app://com.google.android.gm/"), null);
    assert.equal(cleanUrl(""), null);
    assert.equal(cleanUrl(null), null);
    assert.equal(cleanUrl("not a url"), null);
  });
});

describe("Web Vitals", () => {
  it("sends each measure as its band, with the budgets' and Google's edges", () => {
    assert.deepEqual(
      [0, 600, 601, 1200, 1201, 2500, 2501, 4001].map((value) => band("LCP", value)),
      ["≤ 0.6 s", "≤ 0.6 s", "0.6–1.2 s", "0.6–1.2 s", "1.2–1.8 s", "1.8–2.5 s", "2.5–4 s", "> 4 s"],
    );
    assert.deepEqual(
      [0, 0.01, 0.1, 0.3].map((value) => band("CLS", value)),
      ["0", "0–0.05", "0.05–0.1", "> 0.25"],
    );
    assert.deepEqual(
      [8, 200, 201, 900].map((value) => band("INP", value)),
      ["≤ 50 ms", "100–200 ms", "200–500 ms", "> 500 ms"],
    );
    assert.equal(band("TTFB", 950), "0.8–1.8 s");
    assert.equal(band("FCP", 3100), "> 3 s");
  });

  it("one event with the page, the connection, each band and the element three measures concern", () => {
    assert.deepEqual(
      vitalsEvent(
        { LCP: { value: 1100, target: "h1#page-title" }, CLS: { value: 0 }, INP: { value: 120, target: "button" }, FCP: { value: 900 }, TTFB: { value: 150 } },
        "/fr/about",
        "4g",
      ),
      {
        name: "Web Vitals",
        props: {
          page: "/fr/about",
          connection: "4g",
          lcp: "0.6–1.2 s",
          lcp_element: "h1#page-title",
          fcp: "0.6–1.2 s",
          ttfb: "≤ 0.2 s",
          inp: "100–200 ms",
          inp_target: "button",
          cls: "0",
        },
      },
    );
    assert.deepEqual(
      vitalsEvent({ TTFB: { value: 300 } }, "/"),
      { name: "Web Vitals", props: { page: "/", ttfb: "0.2–0.4 s" } },
      "no connection where the browser tells none",
    );
    assert.equal(vitalsEvent({}, "/", "4g"), null, "nothing measured yet: nothing to send");
  });

  it("names an element by a short selector: tag names, up to the nearest id, three levels at most", () => {
    const element = (localName: string, id = "", parentElement: ElementLike | null = null): ElementLike => ({ localName, id, parentElement });
    const main = element("main", "main", element("body", "", element("html")));
    const h1 = element("h1", "", element("section", "", main));
    assert.equal(shortSelector(h1), "main#main>section>h1");
    assert.equal(shortSelector(element("h1", "page-title", main)), "h1#page-title");
    assert.equal(shortSelector(element("button", "", element("div", "", element("form", "", element("div", "", main))))), "form>div>button");
    assert.equal(shortSelector(element("p", "", element("body", "", element("html")))), "body>p");
    assert.equal(shortSelector(null), undefined);
  });
});

describe("the privacy signals", () => {
  it("Global Privacy Control, or Do Not Track set to 1, where either browser kept it", () => {
    assert.equal(asksNotToBeTracked({ navigator: { globalPrivacyControl: true } }), true);
    assert.equal(asksNotToBeTracked({ navigator: { doNotTrack: "1" } }), true);
    assert.equal(asksNotToBeTracked({ navigator: {}, doNotTrack: "1" }), true);
    assert.equal(asksNotToBeTracked({ navigator: { globalPrivacyControl: false, doNotTrack: "0" } }), false);
    assert.equal(asksNotToBeTracked({ navigator: { doNotTrack: null } }), false);
  });
});

describe("resolveAnalyticsEnv", () => {
  const domain = { NEXT_PUBLIC_ANALYTICS_DOMAIN: "talanta.ai" };

  it("is off with neither variable set, and refuses a host without a domain", () => {
    assert.deepEqual(resolveAnalyticsEnv({}), { mode: "off", reason: "not configured" });
    assert.equal(describeAnalytics(resolveAnalyticsEnv({})), null, "an unconfigured build says nothing about analytics");
    assert.deepEqual(analyticsBuildEnv(resolveAnalyticsEnv({})), { ANALYTICS_DOMAIN: "", ANALYTICS_ENDPOINT: "" });
    assert.throws(() => resolveAnalyticsEnv({ NEXT_PUBLIC_ANALYTICS_HOST: "https://plausible.io" }), /without NEXT_PUBLIC_ANALYTICS_DOMAIN/);
  });

  it("counts at Plausible's hosted service by default, or at the host given, in a production build", () => {
    assert.deepEqual(resolveAnalyticsEnv(domain), { mode: "on", domain: "talanta.ai", host: PLAUSIBLE_HOST, endpoint: "https://plausible.io/api/event" });
    assert.deepEqual(resolveAnalyticsEnv({ ...domain, NEXT_PUBLIC_ANALYTICS_HOST: "https://stats.talanta.ai/" }), {
      mode: "on",
      domain: "talanta.ai",
      host: "https://stats.talanta.ai",
      endpoint: "https://stats.talanta.ai/api/event",
    });
    assert.deepEqual(analyticsBuildEnv(resolveAnalyticsEnv(domain)), { ANALYTICS_DOMAIN: "talanta.ai", ANALYTICS_ENDPOINT: "https://plausible.io/api/event" });
  });

  it("never counts in `next dev`, in a staging build, or in a local preview unless into a stand-in on this machine", () => {
    assert.deepEqual(resolveAnalyticsEnv(domain, { dev: true }), { mode: "off", reason: "next dev" });
    assert.deepEqual(resolveAnalyticsEnv({ ...domain, SITE_STAGING: "1" }), { mode: "off", reason: "staging build" });
    assert.deepEqual(resolveAnalyticsEnv(domain, { localPreview: true }), { mode: "off", reason: "local preview" });
    assert.match(describeAnalytics(resolveAnalyticsEnv({ ...domain, SITE_STAGING: "1" })) ?? "", /off.*staging build/);
    assert.deepEqual(resolveAnalyticsEnv(previewAnalyticsEnv(8797), { localPreview: true }), {
      mode: "on",
      domain: "talanta-ai.example",
      host: "http://localhost:8797",
      endpoint: "http://localhost:8797/api/event",
    });
  });

  it("refuses what would send elsewhere than meant: a URL for the domain, a path, plain http or this machine in production", () => {
    assert.throws(() => resolveAnalyticsEnv({ NEXT_PUBLIC_ANALYTICS_DOMAIN: "https://talanta.ai" }), /not a URL/);
    assert.throws(() => resolveAnalyticsEnv({ ...domain, NEXT_PUBLIC_ANALYTICS_HOST: "https://stats.talanta.ai/api/event" }), /origin only/);
    assert.throws(() => resolveAnalyticsEnv({ ...domain, NEXT_PUBLIC_ANALYTICS_HOST: "http://stats.talanta.ai" }), /https:\/\//);
    assert.throws(() => resolveAnalyticsEnv({ ...domain, NEXT_PUBLIC_ANALYTICS_HOST: "http://127.0.0.1:8787" }), /points at this machine/);
    assert.throws(() => resolveAnalyticsEnv({ ...domain, NEXT_PUBLIC_ANALYTICS_HOST: "stats" }), /provider's origin/);
  });
});

describe("next.config.ts and analytics", () => {
  Object.assign(globalThis, { __dirname: process.cwd() });
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });
  const build = async (env: Record<string, string>) => {
    const { default: config } = await import("../next.config");
    for (const key of Object.keys(process.env)) if (/EMAILJS|ANALYTICS|SITE_URL|SITE_STAGING|INBOX_PORT/.test(key)) delete process.env[key];
    Object.assign(process.env, { EMAILJS_LOCAL_PREVIEW: "1", INBOX_PORT: "8797" }, env);
    return config("phase-production-build");
  };

  it("an unconfigured build renders nothing in place of the analytics island, and bakes in empty values", async () => {
    const result = await build({});
    assert.deepEqual(result.turbopack?.resolveAlias, { "@/components/layout/analytics": "./components/layout/no-analytics.tsx" });
    assert.equal(result.env?.ANALYTICS_ENDPOINT, "");
  });

  it("a build that counts keeps the island and bakes in the domain and the endpoint", async () => {
    const result = await build(previewAnalyticsEnv(8797));
    assert.equal(result.turbopack?.resolveAlias, undefined);
    assert.equal(result.env?.ANALYTICS_DOMAIN, "talanta-ai.example");
    assert.equal(result.env?.ANALYTICS_ENDPOINT, "http://localhost:8797/api/event");
  });
});

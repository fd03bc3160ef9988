/**
 * What the site counts (docs/decisions.md#d92), as plain functions: which event a click on a link or a form's outcome
 * is, what a page view's Web Vitals become, and what is stripped from every address before it leaves. The analytics
 * boundary (lib/analytics.ts) applies them. An event carries only names chosen here, the link's own address, the page's
 * path and language: never a form value, a query string or anything typed.
 */
import { routes, signupModes, type SignupMode } from "@/content/routes";
import type { CountedVisitKind } from "@/content/types";
import type { FormId } from "@/lib/form-values";
import { splitLocale } from "@/lib/locale-path";
import type { SendOutcome } from "@/lib/send-queue/outcomes";

/** Each event by the name the provider's dashboard shows; each name is a goal there. */
export const EVENT_NAMES = {
  /** Plausible's own name: the dashboard counts visitors, visits and pages from it. */
  pageView: "pageview",
  /** Plausible's own name for a click on a link to another site: the dashboard lists them by `url`. */
  outboundLink: "Outbound Link: Click",
  languageSwitch: "Language switch",
  webVitals: "Web Vitals",
} as const;

/** A click on a link to the sign-up page, by the form it opens (docs/decisions.md#d61): each audience's entry. */
export const AUDIENCE_LINK_EVENTS = {
  organization: "Partner link",
  developer: "Developer link",
  /** `/signup` with no fragment (home's "Learn More" links): it opens the default form, before the visitor chose. */
  none: "Sign-up link",
} as const satisfies Record<SignupMode | "none", string>;

/** A form's send, once the e-mail service accepted it. */
export const FORM_SENT_EVENTS = {
  newsletter: "Newsletter sent",
  contact: "Contact sent",
  "developer-signup": "Developer sign-up sent",
  "organization-request": "Organization request sent",
} as const satisfies Record<FormId, string>;

/** Every event the site sends, under what the privacy policy of every language says is counted. */
export const COUNTED_EVENTS = {
  pageView: [EVENT_NAMES.pageView],
  outboundLink: [EVENT_NAMES.outboundLink],
  audienceLink: Object.values(AUDIENCE_LINK_EVENTS),
  languageSwitch: [EVENT_NAMES.languageSwitch],
  formSent: Object.values(FORM_SENT_EVENTS),
  webVitals: [EVENT_NAMES.webVitals],
} satisfies Record<CountedVisitKind, readonly string[]>;

export interface AnalyticsEvent {
  name: string;
  props?: Record<string, string>;
}

/**
 * What the island hears before the analytics boundary loads, and hands it then: a link clicked, a form's outcome, each
 * with the address of the page it happened on (the page may have changed since).
 */
export type Happening = ({ link: { href: string; hreflang: string } } | { outcome: SendOutcome; fromThisTab: boolean }) & { url: string };

/** The page an event happens on: its origin and its language (`<html lang>`). */
export interface PageContext {
  origin: string;
  language: string;
}

/**
 * An address as it may be sent: an http(s) URL without its query string, fragment or credentials (they can carry an
 * address, a name or anything typed), else null.
 */
export function cleanUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * The event a click on a link is, or null: a link to another site, to write or to call (its own address, never an
 * e-mail address: a `mailto:` link is `mailto:`), another language of the page, or the sign-up page.
 */
export function eventForLink({ href, hreflang }: { href: string; hreflang: string }, page: PageContext): AnalyticsEvent | null {
  let url: URL;
  try {
    url = new URL(href, page.origin);
  } catch {
    return null;
  }
  if (url.protocol === "mailto:") return { name: EVENT_NAMES.outboundLink, props: { url: "mailto:" } };
  if (url.protocol === "tel:") return { name: EVENT_NAMES.outboundLink, props: { url: `tel:${url.pathname}` } };
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== page.origin) return { name: EVENT_NAMES.outboundLink, props: { url: `${url.origin}${url.pathname}` } };
  if (hreflang && hreflang !== page.language) return { name: EVENT_NAMES.languageSwitch, props: { to: hreflang } };
  if (splitLocale(url.pathname).path !== routes.signup) return null;
  const mode = signupModes.find((name) => url.hash === `#${name}`) ?? "none";
  return { name: AUDIENCE_LINK_EVENTS[mode] };
}

/** A form counts once, when the e-mail service accepted it, in the tab that sent it: a send now, or one kept offline. */
export function eventForOutcome(outcome: SendOutcome, fromThisTab: boolean): AnalyticsEvent | null {
  const sent = outcome.kind === "sent" || outcome.kind === "delivered";
  return sent && fromThisTab ? { name: FORM_SENT_EVENTS[outcome.form] } : null;
}

// --- Web Vitals ---------------------------------------------------------------------------------------------------

export type VitalName = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

/** One measure as web-vitals reported it last: its value (ms, or a score for CLS) and, for three, the element it concerns. */
export interface Vital {
  value: number;
  target?: string;
}

/**
 * Each measure is sent as the band its value falls in, so the dashboard can count page views per band: the edges are
 * the site's own budgets (LCP 1.2 s, CLS 0; docs/performance.md) and Google's thresholds of "good" and "poor".
 */
const BANDS: Record<VitalName, { edges: number[]; unit: "s" | "ms" | "" }> = {
  LCP: { edges: [600, 1200, 1800, 2500, 4000], unit: "s" },
  FCP: { edges: [600, 1200, 1800, 3000], unit: "s" },
  TTFB: { edges: [200, 400, 800, 1800], unit: "s" },
  INP: { edges: [50, 100, 200, 500], unit: "ms" },
  CLS: { edges: [0, 0.05, 0.1, 0.25], unit: "" },
};

/** The band of a value: "≤ 0.6 s", "0.6–1.2 s", "> 4 s"; for CLS, "0" when nothing moved. A band includes its upper edge. */
export function band(name: VitalName, value: number): string {
  const { edges, unit } = BANDS[name];
  const write = (edge: number) => (unit === "s" ? String(edge / 1000) : String(edge));
  const suffix = unit ? ` ${unit}` : "";
  const upper = edges.findIndex((edge) => value <= edge);
  if (upper === 0) return edges[0] === 0 ? "0" : `≤ ${write(edges[0]!)}${suffix}`;
  if (upper < 0) return `> ${write(edges.at(-1)!)}${suffix}`;
  return `${write(edges[upper - 1]!)}–${write(edges[upper]!)}${suffix}`;
}

/** The five measures, as web-vitals and the policies name them. */
export const VITAL_NAMES = Object.keys(BANDS) as VitalName[];

/** The properties of one measure's element, as the dashboard lists them. */
const TARGET_PROPS: Partial<Record<VitalName, string>> = { LCP: "lcp_element", INP: "inp_target", CLS: "cls_target" };

/**
 * A page view's Web Vitals as one event: each measure's band, the element three of them concern, the page that was
 * loaded and the connection type the browser reports (where it does). Null before any measure is known.
 */
export function vitalsEvent(measured: Partial<Record<VitalName, Vital>>, page: string, connection?: string): AnalyticsEvent | null {
  const props: Record<string, string> = { page };
  if (connection) props.connection = connection;
  for (const name of VITAL_NAMES) {
    const vital = measured[name];
    if (!vital) continue;
    props[name.toLowerCase()] = band(name, vital.value);
    const targetProp = TARGET_PROPS[name];
    if (targetProp && vital.target) props[targetProp] = vital.target;
  }
  return Object.keys(props).length > (connection ? 2 : 1) ? { name: EVENT_NAMES.webVitals, props } : null;
}

/** What shortSelector reads of an element: the DOM's, or a test's stand-in. */
export interface ElementLike {
  localName: string;
  id: string;
  parentElement: ElementLike | null;
}

/**
 * A short selector for the element a measure concerns: at most three levels up to the nearest id, by tag names
 * (the site's classes are utilities and name nothing): `h1#page-title`, `main#main>section>h1`, `form>div>button`.
 */
export function shortSelector(element: ElementLike | null | undefined): string | undefined {
  const parts: string[] = [];
  for (let node = element; node && parts.length < 3; node = node.parentElement) {
    if (node.id) {
      parts.unshift(`${node.localName}#${node.id}`);
      break;
    }
    parts.unshift(node.localName);
    if (node.localName === "body") break;
  }
  return parts.length ? parts.join(">") : undefined;
}

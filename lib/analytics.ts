/**
 * The analytics boundary (docs/decisions.md#d91 to #d93): the only module that imports `web-vitals` and posts to
 * the provider's events API (Plausible's `POST <host>/api/event`, documented fields), both bundled with the site, never
 * loaded from the provider. The island (components/layout/analytics.tsx) loads it once the page is idle, in a build
 * that counts visits, and hands it what it heard until then. Events are built in lib/analytics-events.ts from links and
 * outcome kinds: never a form value, a query string or anything typed. Nothing is sent offline or kept to send later,
 * and a provider that is down or blocked changes nothing on the page: a failed request is dropped without a word.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type CLSMetric, type MetricType } from "web-vitals";
import {
  EVENT_NAMES,
  cleanUrl,
  eventForLink,
  eventForOutcome,
  shortSelector,
  vitalsEvent,
  type AnalyticsEvent,
  type Happening,
  type Vital,
  type VitalName,
} from "./analytics-events";

// Set by next.config.ts (scripts/config/analytics-env.mjs) in a build that counts visits; this module is in no other.
const config = {
  domain: process.env.ANALYTICS_DOMAIN ?? "",
  endpoint: process.env.ANALYTICS_ENDPOINT ?? "",
};

let started = false;

/**
 * Starts counting: the page views (this one, then each link followed inside the site), and the page's Web Vitals
 * when it is hidden. Returns what the island calls for each click on a link and each form outcome.
 */
export function startAnalytics(): (happening: Happening) => void {
  if (!started) {
    started = true;
    watchPageViews();
    watchVitals();
  }
  return (happening) => {
    const page = { origin: location.origin, language: document.documentElement.lang };
    const event = "link" in happening ? eventForLink(happening.link, page) : eventForOutcome(happening.outcome, happening.fromThisTab);
    send(event, happening.url);
  };
}

/**
 * Posts one event as the provider's events API takes it: a JSON body sent as text (no preflight), with the page's
 * address and referrer stripped of query and fragment, and the page's language. Dropped offline, and by a production
 * build on a page served from this machine (a developer's own visits); a failure is dropped too, never retried.
 */
function send(event: AnalyticsEvent | null, url = location.href, interactive = true) {
  if (!event || !navigator.onLine || (isLocal(location.href) && !isLocal(config.endpoint))) return;
  const body = {
    name: event.name,
    url: cleanUrl(url) ?? "",
    domain: config.domain,
    referrer: cleanUrl(document.referrer),
    props: { language: document.documentElement.lang, ...event.props },
    ...(!interactive && { interactive }),
  };
  fetch(config.endpoint, { method: "POST", body: JSON.stringify(body), keepalive: true }).catch(() => {});
}

function isLocal(address: string): boolean {
  const { hostname } = new URL(address);
  return hostname === "localhost" || hostname === "127.0.0.1";
}

/**
 * A page view now (once the page is first shown, for a tab opened in the background), then one for each page the
 * framework's router goes to (`pushState`, back and forward) and for a page restored from the back-forward cache.
 */
function watchPageViews() {
  let counted = "";
  const view = (again = false) => {
    if (!again && counted === location.pathname) return;
    counted = location.pathname;
    send({ name: EVENT_NAMES.pageView });
  };
  const { pushState } = history;
  history.pushState = function (...args) {
    pushState.apply(this, args);
    view();
  };
  addEventListener("popstate", () => view());
  addEventListener("pageshow", (event) => event.persisted && view(true));
  if (document.visibilityState !== "hidden") view();
  else document.addEventListener("visibilitychange", () => view(), { once: true });
}

/**
 * Keeps the latest of each measure web-vitals reports and sends them in one event the first time the page is hidden:
 * web-vitals reports CLS and INP on that same change, in a listener that runs before this one. A page restored from
 * the back-forward cache is a new page view, with measures of its own.
 */
function watchVitals() {
  let measured: Partial<Record<VitalName, Vital>> = {};
  let sent = false;
  const keep = (metric: MetricType) => {
    measured[metric.name] = { value: metric.value, target: shortSelector(targetOf(metric)) };
  };
  for (const watch of [onLCP, onINP, onCLS, onFCP, onTTFB]) watch(keep);
  const loaded = cleanUrl(performance.getEntriesByType("navigation")[0]?.name ?? location.href);
  const page = loaded ? new URL(loaded).pathname : location.pathname;
  const sendOnce = () => {
    if (sent) return;
    const event = vitalsEvent(measured, page, (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType);
    if (!event) return;
    sent = true;
    send(event, loaded ?? undefined, false);
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") sendOnce();
  });
  // A page that unloads without being reported hidden first still sends its measures.
  addEventListener("pagehide", sendOnce);
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    measured = {};
    sent = false;
  });
}

/** The element a measure concerns, as web-vitals' attribution build names it, read from the entries it reports. */
function targetOf(metric: MetricType): Element | null {
  switch (metric.name) {
    case "LCP":
      return metric.entries.at(-1)?.element ?? null;
    case "INP":
      return (metric.entries.find((entry) => entry.target)?.target as Element | null | undefined) ?? null;
    case "CLS":
      return largestShiftSource(metric.entries);
    default:
      return null;
  }
}

/** The element the largest shift moved most (by the area it covers now), as web-vitals' attribution picks it. */
function largestShiftSource(entries: CLSMetric["entries"]): Element | null {
  const largest = entries.reduce<(typeof entries)[number] | undefined>((top, entry) => (!top || entry.value > top.value ? entry : top), undefined);
  const area = (rect: DOMRectReadOnly) => rect.width * rect.height;
  const source = largest?.sources
    .filter((item) => item.node)
    .reduce<(typeof largest.sources)[number] | undefined>((top, item) => (!top || area(item.currentRect) > area(top.currentRect) ? item : top), undefined);
  const node = source?.node ?? null;
  return node && node.nodeType === Node.ELEMENT_NODE ? (node as Element) : (node?.parentElement ?? null);
}

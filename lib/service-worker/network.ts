/**
 * The worker's own requests to the network, and what bounds them.
 *
 * - A page's answer counts once it has come whole (docs/decisions.md#d81): an answer that sends its headers and part of
 *   its body, then stalls, gets the treatment of one that never started, since the time limits of sw.ts run until the
 *   body's last byte.
 * - A worker that a newer one waits to replace lets go (docs/decisions.md#d82): Chromium activates the new worker only
 *   once the old one has finished every event it is handling, and an event waiting on a stalled network would hold the
 *   new one back for minutes. Once a successor is installed, each request of the old worker, under way or new, gets
 *   NETWORK_TIMEOUT_SECONDS more, then is dropped; on a network that answers, none takes that long.
 * - A page such a worker gives keeps it NETWORK_TIMEOUT_SECONDS longer (docs/decisions.md#d112): Chromium stops the old
 *   worker to hand over as soon as it has no event left, and a file the page asks for at that moment starts it again,
 *   after which Chromium drops the handover until a later navigation (traced with CDP). The page's files then come from
 *   the old worker while it is still running, and it stops once the page has them.
 */
import type { SerwistPlugin } from "serwist";
import { NETWORK_TIMEOUT_SECONDS } from "@/lib/offline";

declare const self: ServiceWorkerGlobalScope;

/** Every request of this worker still under way, so that it can be dropped once the worker is replaced. */
const underWay = new Set<AbortController>();
let replaced = false;

const dropLater = (controller: AbortController) => setTimeout(() => controller.abort(), NETWORK_TIMEOUT_SECONDS * 1000);

/**
 * Whether this is the worker being installed, which sees its own `updatefound` too. One that was active, or was started
 * again after it stopped (only an active worker is), has not installed in this run, or has activated since.
 */
let newcomer = false;
self.addEventListener("install", () => (newcomer = true));
self.addEventListener("activate", () => (newcomer = false));

/** A newer worker waits to take over: no request of this one outlasts NETWORK_TIMEOUT_SECONDS more. */
function letGo() {
  if (replaced || newcomer) return;
  replaced = true;
  underWay.forEach(dropLater);
}

/**
 * Looked for when one is found, as each request starts (the newer one may have installed before this worker heard),
 * and as the one installing changes state. That state is read from the worker itself: its change and
 * `registration.waiting` reach this worker by separate messages, and a check of `waiting` alone could miss the only
 * change there is (docs/decisions.md#d98).
 */
function lookForSuccessor() {
  if (replaced || newcomer) return;
  const { installing, waiting } = self.registration;
  if (waiting) letGo();
  else installing?.addEventListener("statechange", onceInstalled);
}

/** Another worker, installed. Never this one: a new worker hears its own changes, some after `activate` (`newcomer`). */
function onceInstalled({ target }: Event) {
  if (target !== self.serviceWorker && (target as ServiceWorker).state === "installed") letGo();
}
self.registration.addEventListener("updatefound", lookForSuccessor);

/**
 * Keeps the worker for NETWORK_TIMEOUT_SECONDS after it answered a navigation, if a newer worker waits by then: long
 * enough for the page to ask for its stylesheet, font, icon and scripts, which this worker answers from its caches.
 */
export function holdForThePagesFiles(event: ExtendableEvent, answer: Promise<unknown>) {
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_SECONDS * 1000));
  event.waitUntil(answer.then(undefined, () => undefined).then(() => (replaced ? wait() : undefined)));
}

/** True once a newer worker waits: a request this worker drops then did not fail for want of a network. */
export const isReplaced = () => replaced;

/**
 * A signal for one request of the worker, aborted if the worker is replaced (see above) or by the caller; `finish` once
 * the request and its body are done with.
 */
export function trackRequest() {
  const controller = new AbortController();
  lookForSuccessor();
  underWay.add(controller);
  if (replaced) dropLater(controller);
  return { controller, finish: () => underWay.delete(controller) };
}

/** The statuses an answer has no body with: the Response constructor refuses one. */
const NULL_BODY = new Set([204, 205, 304]);

/** The answer read to its end, as a new Response the browser gets at once. An opaque or bodiless answer as it is. */
export async function wholeAnswer(response: Response): Promise<Response> {
  if (response.type === "opaqueredirect" || response.type === "opaque" || NULL_BODY.has(response.status)) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/**
 * Serwist's hooks for a strategy's network requests: each one is tracked (and dropped if the worker is replaced), and
 * with `whole`, its answer is read to its end before the strategy sees it, inside the strategy's own time limit.
 */
export function networkPlugin({ whole }: { whole: boolean }): SerwistPlugin {
  return {
    requestWillFetch: async ({ request, state }) => {
      const tracked = trackRequest();
      if (state) state.finish = tracked.finish;
      return new Request(request, { signal: tracked.controller.signal });
    },
    fetchDidSucceed: async ({ response }) => (whole ? wholeAnswer(response) : response),
    handlerDidComplete: async ({ state }) => {
      (state?.finish as (() => void) | undefined)?.();
    },
  };
}

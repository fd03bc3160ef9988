"use client";

import { useEffect } from "react";
import type { Happening } from "@/lib/analytics-events";
import { asksNotToBeTracked } from "@/lib/privacy-signals";
import { onOutcome } from "@/lib/send-queue/outcomes";

/**
 * Counts visits (docs/decisions.md#d91), on every page of a build that does; a build that counts nothing gets
 * components/layout/no-analytics.tsx instead (next.config.ts). With Global Privacy Control or Do Not Track, nothing loads
 * and nothing is sent. Otherwise it listens for clicks on links and for forms' outcomes, and once the page is idle it
 * loads the analytics boundary (lib/analytics.ts: the tracker and web-vitals) and hands it what it heard so far.
 */
export function Analytics() {
  useEffect(() => {
    if (asksNotToBeTracked(window)) return;
    const heard: Happening[] = [];
    let deliver: (happening: Happening) => void = (happening) => heard.push(happening);
    const onClick = (event: MouseEvent) => {
      // A middle click opens the link too; other buttons do not.
      if (event.type === "auxclick" && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement) deliver({ link: { href: link.href, hreflang: link.hreflang }, url: location.href });
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("auxclick", onClick, true);
    const stopOutcomes = onOutcome((outcome, fromThisTab) => deliver({ outcome, fromThisTab, url: location.href }));
    let stopped = false;
    whenIdle(() =>
      import("@/lib/analytics").then(
        ({ startAnalytics }) => {
          if (stopped) return;
          deliver = startAnalytics();
          heard.splice(0).forEach(deliver);
        },
        // A chunk that failed to load (offline, a blocker) counts nothing this visit, and says nothing.
        () => {},
      ),
    );
    return () => {
      stopped = true;
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("auxclick", onClick, true);
      stopOutcomes();
    };
  }, []);
  return null;
}

/**
 * After the load event, the framework's start (`self.__pageStarted`, scripts/build/paint-first.mjs) and an idle moment,
 * as the service worker's registration waits: counting never competes with the first paint or with hydration.
 */
function whenIdle(run: () => void) {
  const afterStart = () =>
    void Promise.resolve((self as { __pageStarted?: Promise<void> }).__pageStarted).then(() => (self.requestIdleCallback ?? setTimeout)(run));
  if (document.readyState === "complete") afterStart();
  else addEventListener("load", afterStart, { once: true });
}

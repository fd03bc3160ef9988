// The walk down a page, shared by the e2e suite (e2e/support/page-state.ts) and `npm run screenshots`.

/**
 * Scrolls the page down step by step, as a reader would, so each section enters the viewport. Each step waits for
 * what it brought into view (every reveal block a fifth on screen shown, every image on screen loaded or failed),
 * told by the blocks' attribute changes and the images' load and error events, not by animation frames: a busy
 * machine starved the frames of the earlier frame-by-frame walk long enough to stall it (issue 37, point 5), and a
 * headless page in the background may run none at all. The whole walk runs inside the page: one round trip to the
 * browser, not one a step.
 * @param {import("@playwright/test").Page} page
 * @param {number} [stepLimitMs] how long one step may wait for what it brought into view before the walk gives up
 * @returns {Promise<string | null>} what went wrong (where, and what never showed), or null once at the bottom
 */
export function walkDownPage(page, stepLimitMs = 10_000) {
  return page.evaluate(async (limit) => {
    // Across too: a lazy image in a row that scrolls sideways (Home's impact cards on a phone) loads when swiped near.
    /** @param {DOMRect} box */
    const onScreen = (box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    // The reveal shows a block once a tenth of it is visible (components/ui/reveal.tsx): a fifth leaves no doubt.
    /** @param {Element} element */
    const dueToShow = (element) => {
      const box = element.getBoundingClientRect();
      return onScreen(box) && (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / box.height >= 0.2;
    };
    const pending = () => [
      ...[...document.querySelectorAll('[data-reveal="armed"]')].filter(dueToShow).map(() => "a reveal block"),
      ...[...document.images].filter((image) => !image.complete && onScreen(image.getBoundingClientRect())).map((image) => image.src),
    ];
    const settled = () =>
      /** @type {Promise<string[]>} */ (
        new Promise((resolve) => {
          const observer = new MutationObserver(() => check());
          /** @param {string[]} left */
          const finish = (left) => {
            observer.disconnect();
            document.removeEventListener("load", check, true);
            document.removeEventListener("error", check, true);
            clearTimeout(deadline);
            resolve(left);
          };
          function check() {
            if (pending().length === 0) finish([]);
          }
          observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-reveal"] });
          document.addEventListener("load", check, true);
          document.addEventListener("error", check, true);
          // Not a wait: the step fails with what is still due if it never comes.
          const deadline = setTimeout(() => finish(pending()), limit);
          check();
        })
      );
    for (let step = 0; step < 60; step++) {
      window.scrollBy({ top: Math.round(innerHeight * 0.75), behavior: "instant" });
      const left = await settled();
      if (left.length > 0) return `at ${Math.round(window.scrollY)} px, never shown: ${left.join(", ")}`;
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) return null;
    }
    return "never reached the bottom of the page";
  }, stepLimitMs);
}

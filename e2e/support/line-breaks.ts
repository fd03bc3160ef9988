// How the browser broke the page's lines.
import type { Page } from "@playwright/test";

/**
 * The hyphenated words ("well-being", "est-elle", "show-and-tell") that the browser split across two lines, in the
 * elements `selector` finds: a title or a question should never end a line on "well-" (components/ui/unbroken-words.tsx).
 */
export async function wordsBrokenAtHyphen(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) =>
      [...(element.textContent ?? "").matchAll(/\S*\p{L}-\p{L}\S*/gu)].flatMap(([word]) => {
        // The text node that holds the word whole: its own span, or the element's text.
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          const at = node.textContent!.indexOf(word);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [word] : [];
        }
        return [];
      }),
    ),
  );
}

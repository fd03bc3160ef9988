import { expect, type Locator } from "@playwright/test";

/** Every internal href of a group of links, as written in the HTML. */
export function hrefsOf(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

/** A link that opens a new tab safely. */
export async function expectOpensInNewTab(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
}

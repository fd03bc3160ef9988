// The site's copy as a visitor reads it, for finding one language's sentences on another language's page.
import type { Page } from "@playwright/test";
import { getContent } from "../../content/dictionaries";
import type { Locale } from "../../content/locales";
import { getPostSummaries } from "../../lib/blog";

/** Every sentence of four words or more in a language's copy (links and `{placeholders}` reduced to their words). */
export function sentencesOf(locale: Locale): string[] {
  const sentences = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      for (const part of value.split(/(?<=[.!?])\s+/)) {
        const text = part
          .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
          .replace(/\{[a-z]+\}/gi, "")
          .trim();
        if (text.split(/\s+/).length >= 4) sentences.add(text);
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(getContent(locale));
  walk(getPostSummaries(locale).map((post) => [post.title, post.summary]));
  return [...sentences];
}

/** The text of the whole page, closed disclosures (FAQ answers, the legal contents on phones) included. */
export async function visibleText(page: Page): Promise<string> {
  await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
  return page.locator("body").innerText();
}

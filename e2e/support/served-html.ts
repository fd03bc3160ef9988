// A page's HTML as a crawler or a link-preview bot reads it: fetched over HTTP, never run. What the share-image
// and structured-data specs read (meta tags, JSON-LD) is in the served HTML, so they need no browser.
import { expect, type APIRequestContext } from "@playwright/test";

/** The HTML the server sends for `path`, after checking it answers 200. */
export async function servedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return response.text();
}

/** Text of an HTML attribute value, with the character references React writes decoded. */
function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every tag named `name` in the document's head, as a map of its attributes. */
export function headTags(html: string, name: "meta" | "link"): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*)>`, "g"))].map((tag) =>
    Object.fromEntries([...(tag[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [key.toLowerCase(), decode(value)])),
  );
}

/** The `content` of every meta tag whose `property` or `name` is `key` (`og:image`, `twitter:image`). */
export function metaContents(html: string, key: string): string[] {
  return headTags(html, "meta")
    .filter((tag) => tag.property === key || tag.name === key)
    .map((tag) => tag.content ?? "");
}

/** The raw text of every `<script type="application/ld+json">` on the page, as served. */
export function jsonLdTexts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((match) => match[1] ?? "");
}

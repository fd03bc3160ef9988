import { expect, test } from "@playwright/test";
import { requiredFooterHrefs } from "./support/site-pages";

/**
 * No dead ends. Starting at the home page, follow every internal link on every page and check that:
 * - every internal URL answers 200 itself (no redirect, no 404);
 * - every #anchor, on the same page or another, names an element that exists there;
 * - every link to another website opens in a new tab with rel="noopener noreferrer";
 * - the sitemap lists exactly the pages the crawl reached, and nothing else.
 */

interface FoundLink {
  href: string;
  resolved: string;
  target: string | null;
  rel: string;
}

interface Anchor {
  from: string;
  href: string;
  path: string;
  id: string;
}

// Both widths render the same links (the phone menu holds the navbar's): the crawl runs once.
test("every link on every page reachable from / works", { tag: "@desktop-only" }, async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;

  const queue: string[] = ["/"];
  const queued = new Set<string>(queue);
  const pages = new Set<string>();
  const idsByPage = new Map<string, Set<string>>();
  const anchors: Anchor[] = [];
  const problems: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift() as string;

    // The server itself must answer 200 for the path a link gives, without a redirect.
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${path} answered ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    pages.add(path);

    // Links and ids come from the HTML the host serves (what any crawler sees) and from the page once
    // hydrated (what a visitor can click). Anchors must exist in the served HTML, so they work without JavaScript.
    const html = await response.text();
    await page.goto(path, { waitUntil: "load" });
    const { ids, links } = await page.evaluate((source) => {
      const served = new DOMParser().parseFromString(source, "text/html");
      const linksOf = (root: Document) =>
        [...root.querySelectorAll("a[href]")].map((link) => {
          const href = link.getAttribute("href") ?? "";
          return { href, resolved: new URL(href, location.href).href, target: link.getAttribute("target"), rel: link.getAttribute("rel") ?? "" };
        });
      const unique = new Map([...linksOf(served), ...linksOf(document)].map((link) => [JSON.stringify(link), link]));
      return { ids: [...served.querySelectorAll("[id]")].map((element) => element.id), links: [...unique.values()] };
    }, html);
    idsByPage.set(path, new Set(ids));

    for (const link of links as FoundLink[]) {
      const url = new URL(link.resolved);
      if (url.protocol === "mailto:" || url.protocol === "tel:") {
        if (url.pathname.trim() === "") problems.push(`${path}: "${link.href}" has no address`);
        continue;
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        problems.push(`${path}: "${link.href}" uses an unexpected scheme`);
        continue;
      }
      if (url.origin !== origin) {
        const rel = link.rel.split(/\s+/);
        if (link.target !== "_blank" || !rel.includes("noopener") || !rel.includes("noreferrer")) {
          problems.push(`${path}: external link ${link.href} needs target="_blank" rel="noopener noreferrer"`);
        }
        continue;
      }

      const target = `${url.pathname}${url.search}`;
      if (url.hash) anchors.push({ from: path, href: link.href, path: target, id: decodeURIComponent(url.hash.slice(1)) });
      else if (link.href.endsWith("#")) problems.push(`${path}: "${link.href}" is an empty anchor`);
      if (!queued.has(target)) {
        queued.add(target);
        queue.push(target);
      }
    }
  }

  for (const anchor of anchors) {
    const ids = idsByPage.get(anchor.path);
    if (!ids) continue; // The page itself is already reported above.
    if (!anchor.id || !ids.has(anchor.id)) problems.push(`${anchor.from}: "${anchor.href}" points to a missing anchor`);
  }

  expect(problems, "broken links").toEqual([]);
  // The crawl must have reached well beyond the home page: every footer link leads somewhere real.
  for (const path of requiredFooterHrefs.filter((href) => !href.includes("#"))) {
    expect(pages, `the crawl reaches ${path}`).toContain(path);
  }

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(new Set(listed).size, "the sitemap lists each page once").toBe(listed.length);
  expect([...listed].sort(), "the sitemap lists every page and nothing else").toEqual([...pages].sort());
});

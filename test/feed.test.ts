// The blog's RSS feeds (docs/decisions.md#d40): every post newest first with absolute links, dates and summaries,
// in each language; the `updated` date a post may carry; and the type every host serves the feeds with.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { locales } from "@/content/locales";
import { site } from "@/content/site";
import { getPostSummaries, parseFrontMatter, postDates } from "@/lib/blog";
import { blogFeed, escapeXml, feedItem, RSS_CONTENT_TYPE, rfc822, rssXml } from "@/lib/feed";
import { absoluteUrl } from "@/lib/metadata";
import { feedPath } from "@/lib/routes";
import { feedPaths, headerRules } from "../scripts/build/headers/header-rules.mjs";
import { formatHeadersFile, headersForPath, hostLimitProblems, parseHeadersFile } from "../scripts/build/headers/headers-file.mjs";
import { cloudFrontPolicies, nginxConfig } from "../scripts/build/headers/host-configs.mjs";
import { startStaticServer } from "../scripts/serve/static-server.mjs";

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The text of every `<name>` element directly in `xml`, in order (the feed is written by lib/feed.ts, one element per tag). */
const elements = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((match) => match[1] ?? "");
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

describe("the blog's feed", () => {
  for (const locale of locales) {
    it(`lists every ${locale} post, newest first, with absolute links, RFC 822 dates and summaries`, () => {
      const xml = blogFeed(locale);
      const posts = getPostSummaries(locale);
      const { blog } = getContent(locale);
      assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
      assert.ok(xml.includes(`<atom:link href="${absoluteUrl(feedPath(locale))}" rel="self" type="application/rss+xml"/>`));
      assert.deepEqual(elements(xml, "language"), [locale]);
      const items = xml.split("<item>").slice(1);
      assert.equal(items.length, posts.length);
      posts.forEach((post, index) => {
        const item = items[index]!;
        assert.deepEqual(elements(item, "title").map(unescape), [post.title]);
        assert.deepEqual(elements(item, "link"), [absoluteUrl(post.path)]);
        assert.deepEqual(elements(item, "guid"), [absoluteUrl(post.path)]);
        assert.deepEqual(elements(item, "pubDate"), [rfc822(post.date)]);
        assert.deepEqual(elements(item, "description").map(unescape), [post.summary]);
      });
      assert.deepEqual(elements(xml, "title").slice(0, 1).map(unescape), [blog.feed.title]);
      assert.ok(
        [...posts].sort((a, b) => b.date.localeCompare(a.date)).every((post, index) => post.slug === posts[index]!.slug),
        "newest first",
      );
      assert.doesNotMatch(xml, /&(?!amp;|lt;|gt;|quot;|apos;)/, "every & is escaped");
    });
  }

  it("escapes the five XML characters and drops the ones XML forbids", () => {
    assert.equal(escapeXml(`Q&A <"it's"> \u0001`), "Q&amp;A &lt;&quot;it&apos;s&quot;&gt; ");
    assert.equal(rfc822("2026-10-14"), "Wed, 14 Oct 2026 00:00:00 GMT");
  });

  it("dates the channel with its newest item and keeps the items' order", () => {
    const channel = { title: "T", link: "https://x.test/blog", self: "https://x.test/blog/rss.xml", description: "D", language: "en", copyright: "C" };
    const xml = rssXml(channel, [
      { title: "B", link: "https://x.test/b", date: "2026-11-01", summary: "b", creator: "Y" },
      { title: "A", link: "https://x.test/a", date: "2026-10-01", summary: "a", creator: "Y" },
    ]);
    assert.deepEqual(elements(xml, "pubDate"), [rfc822("2026-11-01"), rfc822("2026-11-01"), rfc822("2026-10-01")]);
    assert.deepEqual(elements(xml, "title"), ["T", "B", "A"]);
    assert.doesNotMatch(rssXml(channel, []), /pubDate/, "an empty blog has no date");
  });

  it("credits a post to its author on the team, else to the company", () => {
    const post = getPostSummaries("en")[0]!;
    assert.notEqual(feedItem(post, "en").creator, site.name);
    assert.equal(feedItem({ ...post, authorRole: "Guest writer" }, "en").creator, site.name);
  });
});

describe("a post's dates", () => {
  it("take an optional `updated`, never before publication", () => {
    const { data } = parseFrontMatter("---\ntitle: T\ndate: 2026-10-14\nupdated: 2026-11-02\nauthorRole: R\nsummary: S\n---\nBody", "en/x.md");
    assert.deepEqual(postDates(data, "en/x.md"), { date: "2026-10-14", updated: "2026-11-02" });
    assert.deepEqual(postDates({ date: "2026-10-14" }, "en/x.md"), { date: "2026-10-14", updated: "2026-10-14" });
    assert.throws(() => postDates({ date: "2026-10-14", updated: "2026-10-01" }, "en/x.md"), /en\/x\.md: updated \(2026-10-01\) comes before/);
    assert.throws(() => postDates({ date: "2026-10-14", updated: "2026-13-01" }, "en/x.md"), /updated "2026-13-01" must be a real date/);
    assert.throws(
      () => parseFrontMatter("---\ntitle: T\nmodified: 2026-10-14\n---\n", "en/x.md"),
      /unknown front-matter field "modified" \(allowed: .*updated\)/,
    );
  });
});

describe("the feeds' type on every host", () => {
  const feeds = ["/blog/rss.xml", "/fr/blog/rss.xml"];
  const rules = headerRules({ emailOrigin: "https://api.emailjs.com", feeds });
  const parsed = parseHeadersFile(formatHeadersFile(rules));

  it("_headers gives each feed the RSS type, one rule per language, and pages keep theirs", () => {
    assert.equal(RSS_CONTENT_TYPE, "application/rss+xml; charset=utf-8");
    for (const feed of feeds) {
      const headers = headersForPath(parsed, feed);
      assert.equal(headers.get("Content-Type"), RSS_CONTENT_TYPE);
      assert.match(headers.get("Content-Security-Policy") ?? "", /frame-ancestors 'none'/, "the security headers apply too");
    }
    assert.equal(headersForPath(parsed, "/blog").get("Content-Type"), undefined);
    assert.equal(headersForPath(parsed, "/sitemap.xml").get("Content-Type"), undefined);
    assert.equal(parsed.length, 5, "every path, /_next/static/*, /sw.js and the two feeds");
    assert.deepEqual(hostLimitProblems(formatHeadersFile(rules)), []);
  });

  it("finds the feeds in an export", () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    temporary.push(dir);
    for (const file of ["blog/rss.xml", "fr/blog/rss.xml", "blog.html", "sitemap.xml"]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), "x");
    }
    assert.deepEqual(feedPaths(dir), feeds);
  });

  it("nginx serves each feed with the type and the common headers; CloudFront leaves the type to S3", () => {
    const conf = nginxConfig(rules);
    assert.match(conf, /location = \/fr\/blog\/rss\.xml \{\n {4}types \{ \}\n {4}default_type "application\/rss\+xml; charset=utf-8";\n\}/);
    assert.doesNotMatch(conf.slice(conf.indexOf("location = /blog/rss.xml")), /add_header/, "no add_header there, so the server's apply");
    assert.deepEqual(Object.keys(cloudFrontPolicies(rules)), ["default", "/_next/static/*", "/sw.js"]);
  });

  it("the local server (npm start, the e2e suite, the grader) sends the type _headers gives, as the hosts do", async () => {
    const dir = mkdtempSync(join(tmpdir(), "feed-server-"));
    temporary.push(dir);
    mkdirSync(join(dir, "blog"), { recursive: true });
    writeFileSync(join(dir, "blog", "rss.xml"), '<?xml version="1.0"?><rss version="2.0"/>');
    writeFileSync(join(dir, "sitemap.xml"), "<urlset/>");
    writeFileSync(join(dir, "_headers"), formatHeadersFile(rules));
    const server = await startStaticServer({ dir, port: 0 });
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const feed = await fetch(`${base}/blog/rss.xml`);
      assert.equal(feed.status, 200);
      assert.equal(feed.headers.get("content-type"), RSS_CONTENT_TYPE);
      assert.equal(feed.headers.get("x-content-type-options"), "nosniff");
      assert.match((await fetch(`${base}/sitemap.xml`)).headers.get("content-type") ?? "", /xml/);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

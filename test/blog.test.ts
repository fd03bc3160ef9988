// Blog Markdown may link only to http(s), mailto, tel, site paths and #anchors, and show images from the
// site only; anything else fails the build naming the file (lib/blog.ts).
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getAllPosts, imageProblem, linkProblem, renderPostBody } from "@/lib/blog";
import { locales } from "@/content/locales";

describe("blog links", () => {
  it("allows web, mail and phone links, site paths and anchors", () => {
    for (const href of [
      "https://www.un.org/sustainabledevelopment/",
      "http://example.net/page?x=1#y",
      "mailto:hello@talanta-ai.example",
      "tel:+250788555014",
      "/services/consulting",
      "../signup",
      "programmes",
      "#why-it-matters",
      "/blog/why-we-run-labs#part-2",
    ]) {
      assert.equal(linkProblem(href), null, href);
    }
  });

  it("refuses script, data and other schemes, also when disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "ftp://files.example.net",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "https:evil.example",
      "",
    ]) {
      assert.notEqual(linkProblem(href), null, JSON.stringify(href));
    }
  });
});

describe("blog images", () => {
  it("allows images from the site only", () => {
    assert.equal(imageProblem("/images/blog/chart.png"), null);
    assert.equal(imageProblem("images/chart.png"), null);
    for (const src of [
      "https://cdn.example.net/tracker.gif",
      "http://talanta-ai.example.evil.net/x.png",
      "//cdn.example.net/x.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "#x",
    ]) {
      assert.notEqual(imageProblem(src), null, src);
    }
  });
});

describe("renderPostBody", () => {
  it("renders allowed links and images", () => {
    const html = renderPostBody("See [our work](/services), [the UN](https://www.un.org) and ![A chart](/images/chart.png).", "ok.md");
    assert.match(html, /<a href="\/services">our work<\/a>/);
    assert.match(html, /<a href="https:\/\/www.un.org" target="_blank" rel="noopener noreferrer">the UN<\/a>/);
    assert.match(html, /<img src="\/images\/chart.png" alt="A chart">/);
  });

  it("fails naming the file for every kind of bad link or image", () => {
    for (const [body, pattern] of [
      ["[click](javascript:alert(1))", /content\/blog\/bad-post\.md: the link "javascript:alert\(1\)" uses "javascript:"/],
      ["<javascript:alert(1)>", /content\/blog\/bad-post\.md: the link/],
      ["[ref][x]\n\n[x]: data:text/html,hi", /content\/blog\/bad-post\.md: the link "data:text\/html,hi"/],
      ["![tracker](https://cdn.example.net/pixel.gif)", /content\/blog\/bad-post\.md: the image "https:\/\/cdn\.example\.net\/pixel\.gif" is not on this site/],
      ["[![nested](https://cdn.example.net/x.png)](/about)", /content\/blog\/bad-post\.md: the image/],
      ["- item with [a link](vbscript:x)", /content\/blog\/bad-post\.md: the link/],
    ] as const) {
      assert.throws(() => renderPostBody(body, "bad-post.md"), pattern, body);
    }
  });

  it("passes every published post", () => {
    for (const locale of locales) assert.ok(getAllPosts(locale).length > 0, locale);
  });
});

// Each language's not-found page on the hosts that need a rule for it (scripts/build/not-found-pages.mjs; docs/deploying.md,
// "Per host"): the rules come from the 404.html pages the export holds, so a new language gets its rule with no edit.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { netlifyRedirects, nginxNotFoundConfig, notFoundPages } from "../scripts/build/not-found-pages.mjs";

const dir = mkdtempSync(join(tmpdir(), "not-found-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const file of [
  "404.html",
  "index.html",
  "sw/404.html",
  "sw.html",
  "fr/404.html",
  "fr/about.html",
  "blog/post.html",
  "og/en/home.png",
  "_next/static/a.js",
]) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), "x");
}
const pages = notFoundPages(dir);

describe("each language's not-found page", () => {
  it("is found in the export: every folder with a 404.html, the root's aside", () => {
    assert.deepEqual(pages, [
      { prefix: "/fr/", page: "/fr/404.html" },
      { prefix: "/sw/", page: "/sw/404.html" },
    ]);
  });

  it("gets a Netlify rule per language, which applies only where no page exists", () => {
    const lines = netlifyRedirects(pages)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    assert.deepEqual(lines, ["/fr/*  /fr/404.html  404", "/sw/*  /sw/404.html  404"]);
    assert.doesNotMatch(netlifyRedirects(pages), /404!/, "no forced rule: a real page is never replaced");
  });

  it("gets an nginx location per language, with no add_header so the server's headers apply", () => {
    const conf = nginxNotFoundConfig(pages);
    for (const code of ["fr", "sw"]) {
      assert.match(
        conf,
        new RegExp(`location /${code}/ \\{\\n {4}try_files \\$uri \\$uri\\.html \\$uri/ =404;\\n {4}error_page 404 /${code}/404\\.html;\\n\\}`),
      );
    }
    assert.doesNotMatch(conf, /add_header/);
  });
});

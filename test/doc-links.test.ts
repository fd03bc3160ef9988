// Every link into the docs resolves, and nothing points outside the repository (docs/decisions.md#d68). The code cites
// decisions as `docs/decisions.md#d47` (sometimes followed on the same line by `#d48`); the docs link each other with
// relative Markdown links (`[D47](decisions.md#d47)`, `[forms](docs/forms.md#environment-variables)`). Each must name a
// file of the repository and, with a fragment, an anchor of that file: an `<a id>` or a heading, as GitHub names it.
// A newcomer has only the repository, so no file may cite `../shared/` or a SPEC.md or DECISIONS.md it does not hold.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, it } from "vitest";

/** This file names the forbidden references on purpose, and its examples link nowhere. */
const SELF = "test/doc-links.test.ts";

/** The anchor GitHub gives a heading: its text without markup or punctuation, lower case, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor of a Markdown file: its `<a id>` elements and its headings (a repeated heading gets -1, -2…). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, id] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id!);
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** A link that leaves the repository, or a site path in a post: not a file to look for. */
const notAFile = (target: string) => /^([a-z][a-z+.-]*:|\/|#?$)/i.test(target);

/** `#dN`, the notation for "a decision's anchor", is not itself a link. */
const PLACEHOLDER_FRAGMENT = "dN";

/**
 * What is wrong with the references in `files` (path → text, paths from the repository's root): each problem as
 * `file:line: what`. Empty when every reference resolves.
 */
function linkProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(files.get(path) ?? ""));
    return anchorCache.get(path)!;
  };
  /** Checks that `target` (a path from the root, maybe with a fragment) is a file of the repository and holds the anchor. */
  const check = (where: string, target: string, path: string, fragment: string | undefined) => {
    if (path.startsWith("..")) problems.push(`${where}: ${target} is outside the repository`);
    else if (!files.has(path) && !folders.has(path)) problems.push(`${where}: ${target}: no file ${path} in the repository`);
    else if (fragment && fragment !== PLACEHOLDER_FRAGMENT && files.has(path) && path.endsWith(".md") && !anchors(path).has(fragment)) {
      problems.push(`${where}: ${target}: ${path} has no anchor #${fragment}`);
    }
  };
  const folders = new Set(
    [...files.keys()].flatMap((path) =>
      path
        .split("/")
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join("/")),
    ),
  );
  const basenames = new Set([...files.keys()].map((path) => path.split("/").pop()));

  for (const [file, text] of files) {
    if (file === SELF) continue;
    text.split("\n").forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      // `docs/<page>.md#anchor` from anywhere; on a line citing docs/decisions.md, every further `#dN` is a decision too.
      for (const match of line.matchAll(/(?<![\w/.-])(docs\/[\w/.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) check(where, match[0], match[1]!, match[2]);
      if (line.includes("docs/decisions.md#")) {
        for (const match of line.matchAll(/(?<![\w/.-])#(d\d+)\b/g)) check(where, match[0], "docs/decisions.md", match[1]);
      }
      // Relative Markdown links, from the linking file's folder (not the examples written as code).
      if (file.endsWith(".md")) {
        for (const match of line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = match[1]!;
          if (notAFile(target)) continue;
          const [pathPart, fragment] = target.split("#") as [string, string | undefined];
          const path = pathPart === "" ? file : normalize(join(dirname(file), decodeURI(pathPart))).replace(/\/$/, "");
          check(where, target, path, fragment);
        }
      }
      if (line.includes("../shared/")) problems.push(`${where}: cites ../shared/, which is outside the repository`);
      for (const match of line.matchAll(/\b(SPEC|DECISIONS)\.md\b/g)) {
        if (!basenames.has(match[0])) problems.push(`${where}: cites ${match[0]}, which the repository does not hold`);
      }
    });
  }
  return [...new Set(problems)];
}

/** The repository's files as the working tree has them (work not yet committed included), text files only. */
function repositoryFiles(): Map<string, string> {
  const root = process.cwd();
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  const files = new Map<string, string>();
  for (const path of listed.split("\0").filter(Boolean)) {
    let text: string;
    try {
      text = readFileSync(join(root, path), "utf8");
    } catch {
      continue; // listed but gone from the working tree
    }
    files.set(path, text.includes("\0") ? "" : text);
  }
  return files;
}

describe("links into the docs", () => {
  it("every docs/…md#anchor, decisions.md#dN and relative Markdown link in the repository resolves, and nothing points outside it", () => {
    const files = repositoryFiles();
    assert.ok(files.has("docs/decisions.md") && files.has("README.md"));
    assert.deepEqual(linkProblems(files), []);
  });

  it("the code cites decisions that exist: every number from D1 to the last has its anchor", () => {
    const decisions = readFileSync("docs/decisions.md", "utf8");
    const numbers = [...decisions.matchAll(/^### D(\d+) — /gm)].map((match) => Number(match[1]));
    const last = Math.max(...numbers);
    assert.deepEqual(
      [...numbers].sort((a, b) => a - b),
      Array.from({ length: last }, (_, index) => index + 1),
      "no decision is dropped or repeated",
    );
    for (const n of numbers) assert.match(decisions, new RegExp(`<a id="d${n}"></a>\\n\\n### D${n} — `), `D${n} has its anchor`);
  });

  it("names GitHub's heading anchors as GitHub does", () => {
    assert.equal(headingSlug("Firefox and Safari's engine: `npm run test:engines`"), "firefox-and-safaris-engine-npm-run-testengines");
    assert.equal(headingSlug("Every host must send `/sw.js` with `Cache-Control: no-cache`"), "every-host-must-send-swjs-with-cache-control-no-cache");
    assert.equal(headingSlug("The French review (2026-11-25)"), "the-french-review-2026-11-25");
    assert.deepEqual([...anchorsOf('# A\n\n## A\n\n```\n# not a heading\n```\n<a id="d1"></a>\n')].sort(), ["a", "a-1", "d1"]);
  });

  it("fails for a broken link, a missing anchor, a missing file and a file outside the repository", () => {
    const files = new Map([
      ["docs/decisions.md", '# Decisions\n\n<a id="d1"></a>\n\n### D1 — One\n'],
      ["docs/page.md", "# Page\n\n## Per host\n\n[ok](decisions.md#d1) [ok](#per-host) [bad](decisions.md#d2) [gone](missing.md) [out](../../elsewhere.md)\n"],
      ["lib/a.ts", "// docs/decisions.md#d1, #d3\n// docs/page.md#per-host docs/page.md#nowhere docs/none.md\n"],
      ["notes.md", "See ../shared/x and SPEC.md.\n"],
    ]);
    assert.deepEqual(linkProblems(files), [
      "docs/page.md:5: decisions.md#d2: docs/decisions.md has no anchor #d2",
      "docs/page.md:5: missing.md: no file docs/missing.md in the repository",
      "docs/page.md:5: ../../elsewhere.md is outside the repository",
      "lib/a.ts:1: #d3: docs/decisions.md has no anchor #d3",
      "lib/a.ts:2: docs/page.md#nowhere: docs/page.md has no anchor #nowhere",
      "lib/a.ts:2: docs/none.md: no file docs/none.md in the repository",
      "notes.md:1: cites ../shared/, which is outside the repository",
      "notes.md:1: cites SPEC.md, which the repository does not hold",
    ]);
  });
});

// The HTML check (scripts/check/check-html.mjs): how it reads the Nu HTML Checker's JSON report, which messages it sets
// aside as the checker's limits (only where their reason holds), and how it reports the rest. The messages below
// are the checker's own (vnu-jar 26.9.27), as it gave them for this site's export at 00487e9.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, it } from "vitest";
import { CHECKER_LIMITS, findJava, formatProblem, metaPolicy, sortMessages, sourceAt, type CheckerMessage } from "../scripts/check/check-html.mjs";

const dir = "/site/out-preview";
const policy = "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; img-src 'self' data:; font-src 'self'";
const jsonLd = '<script type="application/ld+json">';
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  `<link rel="stylesheet" href="/_next/static/chunks/site.css"/></head><body><div data-menu-toggle=""></div>`,
  `<main><style>[data-menu-toggle]{display:none}</style>${jsonLd}{"@type":"Organization"}</script>`,
  `<script>self.started=1</script></main></body></html>`,
].join("\n");
const pages: Record<string, string> = { [`${dir}/404.html`]: page, [`${dir}/fr/services.html`]: page };
const readPage = (file: string) => pages[file] ?? assert.fail(`no page ${file}`);

/** A message of the checker about `text` in the page, placed where that text is (one line, 1-based columns). */
function at(text: string, message: Omit<CheckerMessage, "url">, file = "404.html"): CheckerMessage {
  const lines = page.split("\n");
  const line = lines.findIndex((candidate) => candidate.includes(text));
  assert.ok(line >= 0, `the page has ${text}`);
  const start = lines[line]!.indexOf(text);
  return { url: pathToFileURL(`${dir}/${file}`).href, lastLine: line + 1, firstColumn: start + 1, lastColumn: start + text.length, ...message };
}

const styleInBody = at("<style>", {
  type: "error",
  message:
    "The selector “[data-menu-toggle]” matches, or might match, an element that comes before the parent of this “style” element. A “style” element in “body” must only have selectors that match its parent and elements after its parent.",
  extract: "pt><style>[data-menu-toggle]{displ",
});
const sectionWithoutHeading: CheckerMessage = {
  type: "info",
  subType: "warning",
  url: pathToFileURL(`${dir}/fr/services.html`).href,
  lastLine: 1,
  firstColumn: 10341,
  lastColumn: 10381,
  message:
    "Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.",
  extract: '</section><section id="service-cards" class="pb-8"><div d',
};
const resource = (kind: string, url: string, directive: string): CheckerMessage =>
  at("<link", {
    type: "info",
    subType: "warning",
    message: `Resource violates Content Security Policy (meta tag): ${kind} “${url}” blocked by “${directive}” directive.`,
  });
const inlineScript = (element: string) =>
  at(element, {
    type: "info",
    subType: "warning",
    message: "Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).",
  });

describe("the HTML check", () => {
  it("fails on a real error, naming its page, line, column and message", () => {
    const { problems, setAside } = sortMessages({ messages: [styleInBody] }, dir, readPage);
    assert.equal(setAside.size, 0);
    assert.deepEqual(
      problems.map(({ page, line, kind }) => ({ page, line, kind })),
      [{ page: "404.html", line: 3, kind: "error" }],
    );
    const shown = formatProblem(problems[0]!, "out-preview");
    assert.match(shown, /^ {2}out-preview\/404\.html, line 3, column 7: error: The selector “\[data-menu-toggle\]” matches/);
    assert.match(shown, /…pt><style>\[data-menu-toggle\]\{displ…$/);
  });

  it("counts a warning as a problem too, with its page in its language's folder", () => {
    const { problems } = sortMessages({ messages: [sectionWithoutHeading] }, dir, readPage);
    assert.deepEqual(
      problems.map(({ page, kind, column }) => ({ page, kind, column })),
      [{ page: join("fr", "services.html"), kind: "warning", column: 10341 }],
    );
  });

  it("counts a note or the checker's own failure to read a page, rather than passing it by", () => {
    const note: CheckerMessage = {
      ...styleInBody,
      type: "info",
      message: "Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.",
    };
    const unreadable: CheckerMessage = { type: "non-document-error", subType: "io", url: pathToFileURL(`${dir}/gone.html`).href, message: "File not found." };
    const { problems } = sortMessages({ messages: [note, unreadable] }, dir, (file) => (file.endsWith("gone.html") ? "" : readPage(file)));
    assert.deepEqual(
      problems.map(({ kind }) => kind),
      ["note", "checker failure"],
    );
  });

  it("sets aside a site file blocked by the page's own policy only where the directive allows 'self'", () => {
    const allowed = [
      resource("external stylesheet", "/_next/static/chunks/site.css", "style-src"),
      resource("external script", "/_next/static/chunks/0cz1d0mv5g_q7.js", "script-src"),
      resource("image", "/images/team/founder-ceo.svg", "img-src"),
    ];
    const { problems, setAside } = sortMessages({ messages: allowed }, dir, readPage);
    assert.deepEqual(problems, []);
    assert.deepEqual([...setAside.values()], [3]);

    const blocked = [
      // Another origin: 'self' would not allow it in a browser either.
      resource("external script", "https://cdn.example.com/a.js", "script-src"),
      resource("external script", "//cdn.example.com/a.js", "script-src"),
      // A directive the policy leaves to default-src 'none'.
      resource("media", "/media/intro.mp4", "media-src"),
    ];
    assert.equal(sortMessages({ messages: blocked }, dir, readPage).problems.length, 3);
  });

  it("sets aside the inline-script message only at a JSON-LD data block, never at a script that runs", () => {
    const { problems, setAside } = sortMessages({ messages: [inlineScript(jsonLd), inlineScript("<script>")] }, dir, readPage);
    assert.deepEqual([...setAside.entries()], [[CHECKER_LIMITS[1]!.name, 1]]);
    assert.deepEqual(
      problems.map(({ kind, column }) => ({ kind, column })),
      [{ kind: "warning", column: 1 }],
    );
  });

  it("matches each limit on the checker's exact words", () => {
    const reworded = { ...inlineScript(jsonLd), message: "Inline script violates Content Security Policy (meta tag)." };
    assert.equal(sortMessages({ messages: [reworded] }, dir, readPage).problems.length, 1);
  });

  it("reads the page's policy <meta> and the markup a message points at", () => {
    const read = metaPolicy(page.replace("'none'", "&#x27;none&#x27;"));
    assert.deepEqual(read.get("default-src"), ["'none'"]);
    assert.deepEqual(read.get("img-src"), ["'self'", "data:"]);
    assert.equal(metaPolicy("<p>no policy</p>").size, 0);
    assert.equal(sourceAt("ab\ncdef\ngh", { type: "error", message: "", firstLine: 2, firstColumn: 2, lastLine: 3, lastColumn: 1 }), "def\ng");
    assert.equal(sourceAt(page, inlineScript(jsonLd)), jsonLd);
  });
});

describe("finding Java", () => {
  const temp = mkdtempSync(join(tmpdir(), "check-html-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it("takes JAVA_HOME's first, then the first java on PATH, and else finds none", () => {
    for (const bin of ["home/bin", "path-a", "path-b"]) {
      mkdirSync(join(temp, bin), { recursive: true });
      writeFileSync(join(temp, bin, "java"), "");
    }
    const path = [join(temp, "empty"), join(temp, "path-a"), join(temp, "path-b")].join(":");
    assert.equal(findJava({ JAVA_HOME: join(temp, "home"), PATH: path }), join(temp, "home", "bin", "java"));
    assert.equal(findJava({ PATH: path }), join(temp, "path-a", "java"));
    assert.equal(findJava({ PATH: join(temp, "empty") }), null);
  });
});

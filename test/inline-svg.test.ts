// lib/inline-svg.ts: a drawing keeps its drawing, gets ids of its own, and is refused if it holds anything that could
// run, that the page's policy would block, or that the illustration system leaves out; the file an <img> shows carries
// the palette's colours for both schemes. And every drawing of components/illustrations/ passes, names only the
// palette's roles, and stays small (docs/design.md#illustrations).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, it } from "vitest";
import type { IllustrationName } from "../content/types";
import { drawingFile, ILLUSTRATIONS_DIR, illustrationNames, illustrationPalette, parseSvg, readIllustration } from "../lib/inline-svg";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" fill="none"><defs><clipPath id="c"/></defs><circle r="4" fill="var(--illo-brand)" clip-path="url(#c)"/><use href="#c"/></svg>`;

/** Every name the content may use, once: the type makes this list whole, the test holds the files to it. */
const names = {
  hero: true,
  technology: true,
  impact: true,
  "programme-job-simulation": true,
  "programme-resources": true,
  "programme-consulting": true,
  "spot-education": true,
  "spot-work": true,
  "spot-industry": true,
  "spot-integration": true,
  "spot-engineering": true,
  "spot-consulting": true,
  "spot-offline": true,
  "spot-not-found": true,
} satisfies Record<IllustrationName, true>;

/** HTML a page pays before its first paint on a slow network: a spot is a few lines, a scene a little more. */
const GZIP_BUDGET = { spot: 768, scene: 2048 };

const files = readdirSync(join(process.cwd(), ILLUSTRATIONS_DIR)).filter((file) => file.endsWith(".svg"));
const css = readFileSync(join(process.cwd(), "app", "globals.css"), "utf8");
/** The roles the light scheme defines (its :root block, before the dark scheme's media query). */
const roles = new Set([...css.slice(0, css.indexOf("prefers-color-scheme: dark")).matchAll(/(--illo-[a-z0-9-]+):/g)].map(([, role]) => role!));

describe("lib/inline-svg.ts", () => {
  it("keeps the drawing, its viewBox and its root's presentation, and prefixes every id and every reference to one", () => {
    assert.deepEqual(parseSvg(drawing, "hero"), {
      viewBox: "0 0 10 10",
      content: `<g fill="none"><defs><clipPath id="hero-c"/></defs><circle r="4" fill="var(--illo-brand)" clip-path="url(#hero-c)"/><use href="#hero-c"/></g>`,
    });
    assert.equal(parseSvg(`<svg viewBox="0 0 1 1">\n  <path d="M0 0"/>\n  <path d="M1 1"/>\n</svg>`, "x").content, `<path d="M0 0"/><path d="M1 1"/>`);
  });

  it("refuses scripts, event handlers, styles, foreign content and outside references", () => {
    for (const inside of [
      `<script>alert(1)</script>`,
      `<circle onload="alert(1)"/>`,
      `<style>circle{fill:red}</style>`,
      `<circle style="fill:red"/>`,
      `<foreignObject><p>Hi</p></foreignObject>`,
      `<use href="https://example.com/a.svg#b"/>`,
    ]) {
      assert.throws(() => parseSvg(`<svg viewBox="0 0 1 1">${inside}</svg>`, "x"), /script, a style or an outside reference/, inside);
    }
    assert.throws(() => parseSvg(`<svg viewBox="0 0 1 1" onload="alert(1)"></svg>`, "x"), /script, a style or an outside reference/);
  });

  it("refuses words, pictures and any colour that is not a palette role, so the dark scheme can redraw every drawing", () => {
    for (const inside of [
      `<text>404</text>`,
      `<image href="#a"/>`,
      `<circle fill="#14b8a6"/>`,
      `<path stroke="red"/>`,
      `<path fill="url(#glow)"/>`,
      `<stop stop-color="rgb(0 0 0)"/>`,
      `<path stroke="var(--color-brand-500)"/>`,
      `<path stroke="currentColor"/>`,
    ]) {
      assert.throws(() => parseSvg(`<svg viewBox="0 0 1 1">${inside}</svg>`, "x"), /no words, no pictures and only the palette/, inside);
    }
    assert.throws(() => parseSvg(`<svg viewBox="0 0 1 1" stroke="#000"></svg>`, "x"), /only the palette/);
    assert.doesNotThrow(() => parseSvg(`<svg viewBox="0 0 1 1" fill="none" stroke="var(--illo-line)"><path fill="var(--illo-skin-2)"/></svg>`, "x"));
  });

  it("refuses a file without a viewBox (it could not scale) or that is not one <svg>", () => {
    assert.throws(() => parseSvg(`<svg width="1" height="1"></svg>`, "x"), /no viewBox/);
    assert.throws(() => parseSvg(`<p>not a drawing</p>`, "x"), /not one <svg>/);
  });

  it("reads only the drawings of components/illustrations/, by name", () => {
    assert.equal(readIllustration("hero").viewBox, "0 0 560 480");
    assert.throws(() => readIllustration("../../package"), /Not a drawing's name/);
    assert.throws(() => readIllustration("missing"), /ENOENT/);
  });
});

describe("a drawing's own file (lib/inline-svg.ts's drawingFile)", () => {
  const palette = `@theme { --color-ink: #0a1230; --color-raised: #fff; }
:root { --illo-line: var(--color-ink); --illo-paper: var(--color-raised); --illo-skin-1: #5b3822; }
@media (prefers-color-scheme: dark) {
  :root { --color-ink: #eef1fa; --color-raised: #16214a; }
}
`;

  it("resolves each role to the colour each scheme paints, the dark scheme's only where it differs", () => {
    const { light, dark } = illustrationPalette(palette);
    assert.deepEqual(Object.fromEntries(light), { "illo-line": "#0a1230", "illo-paper": "#fff", "illo-skin-1": "#5b3822" });
    assert.deepEqual(Object.fromEntries(dark), { "illo-line": "#eef1fa", "illo-paper": "#16214a" });
  });

  it("is the checked drawing with its size and the colours of the roles it names, light and in the dark scheme", () => {
    const file = drawingFile("hero");
    assert.match(file, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 560 480" width="560" height="480"><style>svg\{--illo-/);
    assert.ok(file.endsWith(`${readIllustration("hero").content}</svg>`), "the drawing as the build checked it");
    assert.match(file, /@media \(prefers-color-scheme:dark\)\{svg\{[^}]*--illo-line:#eef1fa/);
  });

  it("refuses a drawing naming a role the stylesheet does not define", () => {
    assert.throws(() => drawingFile("hero", palette), /does not define/);
  });
});

describe("the drawings of components/illustrations/", () => {
  it("are exactly the names the content can use", () => {
    assert.deepEqual(files.map((file) => file.slice(0, -".svg".length)).sort(), Object.keys(names).sort());
    assert.deepEqual(illustrationNames(), Object.keys(names).sort());
  });

  for (const file of files) {
    const name = file.slice(0, -".svg".length);
    const markup = readFileSync(join(process.cwd(), ILLUSTRATIONS_DIR, file), "utf8");
    const gzip = gzipSync(markup, { level: 9 }).length;
    const budget = name.startsWith("spot-") ? GZIP_BUDGET.spot : GZIP_BUDGET.scene;

    it(`${file}: passes the build's check, in ${gzip} bytes gzip (at most ${budget})`, () => {
      assert.doesNotThrow(() => readIllustration(name));
      assert.ok(gzip <= budget, `${gzip} bytes gzip: draw it with fewer nodes`);
    });

    it(`${file}: its own file gives every role it names a colour, in the light scheme and where it changes in the dark`, () => {
      const served = drawingFile(name);
      const [, light, dark = ""] = served.match(/<style>svg\{([^}]*)\}(?:@media \(prefers-color-scheme:dark\)\{svg\{([^}]*)\}\})?<\/style>/)!;
      const used = new Set([...markup.matchAll(/var\((--illo-[a-z0-9-]+)\)/g)].map(([, role]) => role!));
      assert.deepEqual(
        light!
          .split(";")
          .map((declaration) => declaration.split(":")[0])
          .sort(),
        [...used].sort(),
      );
      for (const declaration of [...light!.split(";"), ...(dark ? dark.split(";") : [])]) assert.match(declaration, /^--illo-[a-z0-9-]+:#[0-9a-f]{3,8}$/);
      if (used.has("--illo-line")) assert.match(dark, /--illo-line:/, "its lines lighten at night");
    });

    it(`${file}: names only roles app/globals.css defines`, () => {
      const used = new Set([...markup.matchAll(/var\((--illo-[a-z0-9-]+)\)/g)].map(([, role]) => role!));
      assert.ok(used.size > 0, "a drawing takes its colours from the palette");
      assert.deepEqual(
        [...used].filter((role) => !roles.has(role)),
        [],
      );
    });
  }
});

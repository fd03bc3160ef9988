// lib/inline-svg.ts: an SVG of public/ written into the page keeps its drawing, gets ids of its own, and is
// refused if it holds anything that could run or that the page's policy would block.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { parseSvg, readPublicSvg } from "../lib/inline-svg";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" fill="none"><defs><linearGradient id="dot"/><filter id="sh"/></defs><circle r="4" fill="url(#dot)" filter="url(#sh)"/><use href="#dot"/></svg>`;

describe("lib/inline-svg.ts", () => {
  it("keeps the drawing, its viewBox and its root's fill, and prefixes every id and every reference to one", () => {
    assert.deepEqual(parseSvg(drawing, "hero"), {
      viewBox: "0 0 10 10",
      content: `<g fill="none"><defs><linearGradient id="hero-dot"/><filter id="hero-sh"/></defs><circle r="4" fill="url(#hero-dot)" filter="url(#hero-sh)"/><use href="#hero-dot"/></g>`,
    });
    assert.equal(parseSvg(`<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>`, "x").content, `<path d="M0 0"/>`);
  });

  it("refuses scripts, event handlers, styles, foreign content and outside references", () => {
    for (const inside of [
      `<script>alert(1)</script>`,
      `<circle onload="alert(1)"/>`,
      `<style>circle{fill:red}</style>`,
      `<circle style="fill:red"/>`,
      `<foreignObject><p>Hi</p></foreignObject>`,
      `<image href="https://example.com/a.png"/>`,
    ]) {
      assert.throws(() => parseSvg(`<svg viewBox="0 0 1 1">${inside}</svg>`, "x"), /script, a style or an outside reference/, inside);
    }
    assert.throws(() => parseSvg(`<svg viewBox="0 0 1 1" onload="alert(1)"></svg>`, "x"), /script, a style or an outside reference/);
  });

  it("refuses a file without a viewBox (it could not scale) or that is not one <svg>", () => {
    assert.throws(() => parseSvg(`<svg width="1" height="1"></svg>`, "x"), /no viewBox/);
    assert.throws(() => parseSvg(`<p>not a drawing</p>`, "x"), /not one <svg>/);
  });

  it("reads only SVG files of public/", () => {
    assert.equal(readPublicSvg("/images/hero-network.svg", "hero").viewBox, "0 0 560 520");
    assert.throws(() => readPublicSvg("/../package.json", "x"), /Not an SVG of public/);
    assert.throws(() => readPublicSvg("images/hero-network.svg", "x"), /Not an SVG of public/);
  });
});

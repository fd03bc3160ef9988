import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface InlineSvg {
  viewBox: string;
  /** What goes inside the `<svg>`, its ids prefixed so they cannot meet another element's on the page. */
  content: string;
}

/** Where the site's drawings live: not in public/, since only the page's palette gives them their colours. */
export const ILLUSTRATIONS_DIR = join("components", "illustrations");

/** The root's attributes the page's own `<svg>` sets. */
const sizing = new Set(["width", "height", "viewBox", "version"]);

/** Markup a page's policy would refuse or that could run: an SVG written into the HTML may hold none of it. */
const refused = /<script|<foreignObject|<style|\sstyle=|\son[a-z]+=|(?:href|src)="(?!#)/i;

/**
 * What the illustration system leaves out (docs/design.md#illustrations): words (a drawing is the same in every
 * language, and its text would go untranslated), pictures inside the drawing, and any colour but a palette role,
 * which the page's stylesheet sets for each colour scheme.
 */
const offSystem = /<text|<image|\s(?:fill|stroke|stop-color|flood-color|color)="(?!none"|var\(--illo-[a-z0-9-]+\)")/i;

/**
 * One of the site's drawings (components/illustrations/<name>.svg), read at build time to be written into the page
 * (components/ui/illustration.tsx). It refuses scripts, styles, outside references, words, pictures and colours
 * outside the palette rather than clean them.
 */
export function readIllustration(name: string): InlineSvg {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not a drawing's name: ${name}`);
  return parseSvg(readFileSync(join(process.cwd(), ILLUSTRATIONS_DIR, `${name}.svg`), "utf8"), `illo-${name}`, `${name}.svg`);
}

export function parseSvg(markup: string, idPrefix: string, name = "SVG"): InlineSvg {
  const root = markup.match(/^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/);
  if (!root) throw new Error(`${name}: not one <svg> element`);
  const viewBox = root[1]!.match(/\sviewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error(`${name}: no viewBox, so it cannot scale`);
  if (refused.test(root[1]!) || refused.test(root[2]!)) throw new Error(`${name}: holds a script, a style or an outside reference`);
  const stray = root[1]!.match(offSystem) ?? root[2]!.match(offSystem);
  if (stray) throw new Error(`${name}: holds ${stray[0].trim()}…, but a drawing has no words, no pictures and only the palette's colours (var(--illo-…))`);
  // The root's own presentation attributes (such as fill="none") go on a group that keeps them for the drawing.
  const inherited = [...root[1]!.matchAll(/\s([\w:-]+)="([^"]*)"/g)].filter(([, attribute]) => !sizing.has(attribute!) && !attribute!.startsWith("xmlns"));
  const drawing = inherited.length ? `<g${inherited.map(([written]) => written).join("")}>${root[2]}</g>` : root[2]!;
  return {
    viewBox,
    // Whitespace between tags is only the file's layout: a drawing holds no text, so it goes.
    content: drawing
      .trim()
      .replace(/>\s+</g, "><")
      .replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`)
      .replace(/(url\(#|href="#)([^)"]+)/g, `$1${idPrefix}-$2`),
  };
}

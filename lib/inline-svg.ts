import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface InlineSvg {
  viewBox: string;
  /** What goes inside the `<svg>`, its ids prefixed so they cannot meet another element's on the page. */
  content: string;
}

/** The root's attributes the page's own `<svg>` sets. */
const sizing = new Set(["width", "height", "viewBox", "version"]);

/** Markup a page's policy would refuse or that could run: an SVG written into the HTML may hold none of it. */
const refused = /<script|<foreignObject|<style|\sstyle=|\son[a-z]+=|(?:href|src)="(?!#)/i;

/**
 * An SVG file from public/, read at build time to be written into the page (components/ui/inline-svg-image.tsx).
 * Only for the site's own drawings: it refuses scripts, styles and outside references rather than clean them.
 */
export function readPublicSvg(src: string, idPrefix: string): InlineSvg {
  if (!src.startsWith("/") || !src.endsWith(".svg") || src.includes("..")) throw new Error(`Not an SVG of public/: ${src}`);
  return parseSvg(readFileSync(join(process.cwd(), "public", src), "utf8"), idPrefix, src);
}

export function parseSvg(markup: string, idPrefix: string, name = "SVG"): InlineSvg {
  const root = markup.match(/^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/);
  if (!root) throw new Error(`${name}: not one <svg> element`);
  const viewBox = root[1]!.match(/\sviewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error(`${name}: no viewBox, so it cannot scale`);
  if (refused.test(root[1]!) || refused.test(root[2]!)) throw new Error(`${name}: holds a script, a style or an outside reference`);
  // The root's own presentation attributes (such as fill="none") go on a group that keeps them for the drawing.
  const inherited = [...root[1]!.matchAll(/\s([\w:-]+)="([^"]*)"/g)].filter(([, attribute]) => !sizing.has(attribute!) && !attribute!.startsWith("xmlns"));
  const drawing = inherited.length ? `<g${inherited.map(([written]) => written).join("")}>${root[2]}</g>` : root[2]!;
  return {
    viewBox,
    content: drawing.replace(/\bid="([^"]+)"/g, `id="${idPrefix}-$1"`).replace(/(url\(#|href="#)([^)"]+)/g, `$1${idPrefix}-$2`),
  };
}

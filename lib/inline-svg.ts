import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface InlineSvg {
  viewBox: string;
  /** What goes inside the `<svg>`, its ids prefixed so they cannot meet another element's on the page. */
  content: string;
}

/** Where the site's drawings are written, coloured by the palette's roles (`var(--illo-…)`), never by a colour. */
export const ILLUSTRATIONS_DIR = join("components", "illustrations");

/** Where the export serves each drawing as a file of its own (app/drawings/[file]/route.ts), its colours filled in. */
export const DRAWINGS_PATH = "/drawings";

/** The stylesheet that defines the palette's roles in both schemes (its one dark-scheme block). */
const PALETTE_CSS = join("app", "globals.css");
const DARK_QUERY = "@media (prefers-color-scheme: dark)";

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
 * One of the site's drawings (components/illustrations/<name>.svg), read at build time to be served as a file of its own
 * (drawingFile) or written into the offline page (components/ui/inline-illustration.tsx). It refuses scripts, styles,
 * outside references, words, pictures and colours outside the palette rather than clean them.
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

/** Every drawing's name: the files of components/illustrations/. */
export function illustrationNames(): string[] {
  return readdirSync(join(process.cwd(), ILLUSTRATIONS_DIR))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length))
    .sort();
}

/** The custom properties a block of CSS declares, by name without the dashes. */
function declarations(css: string): Map<string, string> {
  return new Map([...css.matchAll(/--([a-z0-9-]+):\s*([^;{}]+);/gi)].map(([, name, value]) => [name!, value!.trim()]));
}

/**
 * Each `--illo-*` role's colour in the light scheme and, where it differs, the dark one: the page's stylesheet resolved,
 * through its roles (`var(--color-ink)`), to the colour each scheme paints.
 */
export function illustrationPalette(css: string): { light: Map<string, string>; dark: Map<string, string> } {
  const start = css.indexOf(DARK_QUERY);
  const end = css.indexOf("\n}\n", start);
  if (start < 0 || end < 0) throw new Error(`${PALETTE_CSS}: no ${DARK_QUERY} block`);
  const lightTable = declarations(css.slice(0, start) + css.slice(end));
  const darkTable = new Map([...lightTable, ...declarations(css.slice(start, end))]);
  const resolve = (table: Map<string, string>, name: string): string => {
    const value = table.get(name);
    if (!value) throw new Error(`${PALETTE_CSS}: --${name} is not defined`);
    const reference = value.match(/^var\(--([a-z0-9-]+)\)$/);
    return reference ? resolve(table, reference[1]!) : value;
  };
  const roles = [...lightTable.keys()].filter((name) => name.startsWith("illo-"));
  const light = new Map(roles.map((role) => [role, resolve(lightTable, role)]));
  const dark = new Map(roles.map((role) => [role, resolve(darkTable, role)] as const).filter(([role, colour]) => colour !== light.get(role)));
  return { light, dark };
}

/**
 * A drawing as the file the export serves and an `<img>` shows (components/ui/illustration.tsx): the checked drawing,
 * with the colours of the roles it names in a stylesheet of its own, light and, in a `prefers-color-scheme` rule, dark,
 * since an image cannot read the page's roles (docs/decisions.md#d86).
 */
export function drawingFile(name: string, css = readFileSync(join(process.cwd(), PALETTE_CSS), "utf8")): string {
  const { viewBox, content } = readIllustration(name);
  const [, , width, height] = viewBox.split(/[\s,]+/);
  const used = new Set([...content.matchAll(/var\(--(illo-[a-z0-9-]+)\)/g)].map(([, role]) => role!));
  const { light, dark } = illustrationPalette(css);
  const rule = (colours: Map<string, string>) =>
    `svg{${[...used]
      .filter((role) => colours.has(role))
      .map((role) => `--${role}:${colours.get(role)}`)
      .join(";")}}`;
  const missing = [...used].filter((role) => !light.has(role));
  if (missing.length) throw new Error(`${name}.svg: names ${missing.join(", ")}, which ${PALETTE_CSS} does not define`);
  const night = [...used].some((role) => dark.has(role)) ? `@media (prefers-color-scheme:dark){${rule(dark)}}` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}"><style>${rule(light)}${night}</style>${content}</svg>`;
}

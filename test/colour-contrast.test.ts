/**
 * Every colour pair the site draws, checked against WCAG 2.2 AA in both colour schemes, from the design tokens in
 * app/globals.css (the light scheme's roles in `@theme`, the dark scheme's in its one media query) and the toasts' in
 * components/ui/toasts.css: 4.5:1 for text, 3:1 for large text, focus indicators and the borders that show a field's
 * state (1.4.11). axe checks rendered text in the e2e suite, in both schemes; this covers what axe cannot see
 * (placeholders, focus rings, hover fills) and keeps the evidence for every pair in one table. A token change that
 * breaks a pair fails here.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import { pageColours } from "@/lib/page-colours";

type Scheme = "light" | "dark";
const schemes: Scheme[] = ["light", "dark"];
const DARK_QUERY = "@media (prefers-color-scheme: dark)";

/** The custom properties holding a hex colour in a block of CSS: name → value. */
function declarations(css: string, prefix: string): Map<string, string> {
  const pattern = new RegExp(`--${prefix}([a-z0-9-]+):\\s*(#[0-9a-f]{3,8}|var\\(--color-[a-z0-9-]+\\))\\s*;`, "gi");
  return new Map([...css.matchAll(pattern)].map((match) => [match[1]!, match[2]!]));
}

/** Splits a stylesheet at its dark-scheme block: [everything else, the block]. */
function splitAtDarkScheme(css: string, file: string): [string, string] {
  const start = css.indexOf(DARK_QUERY);
  assert.ok(start >= 0, `${file} has a ${DARK_QUERY} block`);
  assert.equal(css.indexOf(DARK_QUERY, start + 1), -1, `${file} switches its colours in one ${DARK_QUERY} block`);
  // The block ends at the first line that closes it at the top level.
  const end = css.indexOf("\n}\n", start);
  return [css.slice(0, start) + css.slice(end + 3), css.slice(start, end)];
}

const globals = readFileSync(join(process.cwd(), "app", "globals.css"), "utf8");
const [globalsLight, globalsDark] = splitAtDarkScheme(globals, "app/globals.css");
const toastsCss = readFileSync(join(process.cwd(), "components", "ui", "toasts.css"), "utf8");
const [toastsLight, toastsDark] = splitAtDarkScheme(toastsCss, "components/ui/toasts.css");

/** The drawings' roles (`--illo-*`), named with their prefix: `illo-line`. */
const drawingRoles = (css: string) => [...declarations(css, "illo-")].map(([name, value]) => [`illo-${name}`, value] as const);
const lightTokens = new Map([["white", "#ffffff"], ...declarations(globalsLight, "color-"), ...drawingRoles(globalsLight), ...declarations(toastsLight, "")]);
const darkOverrides = new Map([...declarations(globalsDark, "color-"), ...drawingRoles(globalsDark), ...declarations(toastsDark, "")]);
const tokens: Record<Scheme, Map<string, string>> = { light: lightTokens, dark: new Map([...lightTokens, ...darkOverrides]) };

type Rgba = [number, number, number, number];

/** A hex colour of 3, 4, 6 or 8 digits, or a reference to another token. */
function parse(value: string, scheme: Scheme): Rgba {
  const reference = /^var\(--color-([a-z0-9-]+)\)$/.exec(value);
  if (reference) return resolve(reference[1]!, scheme);
  const digits = value.slice(1);
  const pairs = digits.length <= 4 ? [...digits].map((digit) => digit + digit) : digits.match(/../g)!;
  const [r, g, b, a = "ff"] = pairs;
  return [parseInt(r!, 16), parseInt(g!, 16), parseInt(b!, 16), parseInt(a, 16) / 255];
}

function resolve(name: string, scheme: Scheme): Rgba {
  const value = tokens[scheme].get(name);
  assert.ok(value, `token ${name} exists (app/globals.css or components/ui/toasts.css)`);
  return parse(value, scheme);
}

type Rgb = [number, number, number];

/** Paints layers bottom-up: "deep", then "white/5" over it, and so on (Tailwind's opacity suffix). */
function paint(scheme: Scheme, ...layers: string[]): Rgb {
  let result: Rgb = [255, 255, 255];
  for (const layer of layers) {
    const [name, percent] = layer.split("/");
    const [r, g, b, alpha] = resolve(name!, scheme);
    const opacity = alpha * (percent ? Number(percent) / 100 : 1);
    result = [r, g, b].map((channel, index) => channel * opacity + result[index]! * (1 - opacity)) as Rgb;
  }
  return result;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(foreground: Rgb, background: Rgb): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

interface Pair {
  where: string;
  /** Foreground colour, painted over the background layers. */
  fg: string;
  /** Background layers, bottom first. */
  bg: string[];
  /** Text needs 4.5:1; large text (24 px, or 18.66 px bold) and non-text 3:1. */
  kind: "text" | "large-text" | "non-text";
}

const on = (where: string, fg: string, grounds: string[], kind: Pair["kind"] = "text"): Pair[] =>
  grounds.map((ground) => ({ where: `${where} on ${ground}`, fg, bg: [ground], kind }));

/** The grounds a role is drawn on: the page, the alternate band, a card, the brand's tint. */
const grounds = ["page", "surface", "raised", "tint"];

const pairs: Pair[] = [
  // Text in the roles, on every ground it meets.
  ...on("headings and strong text (ink)", "ink", [...grounds, "accent-tint"]),
  ...on("body text (body)", "body", [...grounds, "accent-tint"]),
  ...on("secondary text (muted)", "muted", grounds),
  ...on("field placeholder, empty select, small labels (faint)", "faint", ["page", "raised"]),
  ...on("eyebrows, links, the hero's tagline (brand)", "brand", grounds),
  ...on("hovered links, the open menu item, notices' buttons (brand-strong)", "brand-strong", [...grounds, "accent-tint"]),
  ...on("a primary button's text (on-brand)", "on-brand", ["brand", "brand-strong"]),
  ...on("SDG labels (accent)", "accent", ["raised"]),
  ...on("the blog's 'latest' chip", "ink", ["accent-tint"]),
  ...on("a field's error (danger)", "danger", ["page", "raised"]),
  { where: "skip link", fg: "white", bg: ["deep"], kind: "text" },
  // The bands that are dark in both schemes: the footer, the dark sections, the call to action, the signup panel.
  { where: "eyebrow on a dark band", fg: "brand-300", bg: ["deep"], kind: "text" },
  { where: "intro on a dark band", fg: "white/80", bg: ["deep"], kind: "text" },
  { where: "intro on Home's dark solutions band under its glow", fg: "white/80", bg: ["deep", "brand-700/30"], kind: "text" },
  { where: "footer text", fg: "white/75", bg: ["deep"], kind: "text" },
  { where: "newsletter placeholder", fg: "white/65", bg: ["deep", "white/5"], kind: "text" },
  { where: "newsletter field error", fg: "danger-300", bg: ["deep"], kind: "text" },
  { where: "call-to-action body where the teal glow lightens the gradient", fg: "white/90", bg: ["brand-800", "brand-500/30"], kind: "text" },
  { where: "call-to-action buttons' white text there", fg: "white", bg: ["brand-800", "brand-500/30"], kind: "text" },
  { where: "the light button's text", fg: "ink-950", bg: ["white"], kind: "text" },
  { where: "the light button's text, hovered", fg: "ink-950", bg: ["brand-200"], kind: "text" },
  { where: "signup panel benefit text (gradient's lightest stop)", fg: "white/90", bg: ["brand-800"], kind: "text" },
  { where: "signup panel tagline under its teal glow", fg: "white", bg: ["brand-800", "brand-400/25"], kind: "large-text" },
  // Toasts (components/ui/toasts.css).
  { where: "error toast", fg: "toast-error", bg: ["toast-error-ground"], kind: "text" },
  { where: "success toast", fg: "toast-success", bg: ["toast-success-ground"], kind: "text" },
  // Focus indicators and state borders.
  ...on("focus ring (brand)", "brand", [...grounds, "accent-tint", "deep"], "non-text"),
  ...on("a field's focus ring and border (brand)", "brand", ["page"], "non-text"),
  ...on("an invalid field's border (danger)", "danger", ["page"], "non-text"),
  ...on("the chosen signup option's icon (brand)", "brand", ["raised"], "non-text"),
  ...on("a soft check marker (brand-strong)", "brand-strong", ["tint-strong"], "non-text"),
  { where: "white focus ring on the dark signup hero", fg: "white", bg: ["deep", "brand-700/40"], kind: "non-text" },
  { where: "white focus ring on the call-to-action gradient", fg: "white", bg: ["brand-800"], kind: "non-text" },
  { where: "newsletter focus ring (brand-400)", fg: "brand-400", bg: ["deep", "white/5"], kind: "non-text" },
  { where: "newsletter button focus ring (brand-300)", fg: "brand-300", bg: ["deep"], kind: "non-text" },
  { where: "invalid newsletter border", fg: "danger-300", bg: ["deep"], kind: "non-text" },
  ...on("toast focus ring", "toast-ring", ["toast-error-ground", "toast-success-ground"], "non-text"),
  // The drawings (components/illustrations/): their outlines on every ground they stand on, and on their own ground.
  ...on("a drawing's outline (illo-line)", "illo-line", [...grounds, "illo-paper", "illo-brand-soft", "illo-accent-soft"], "non-text"),
  { where: "a drawing's outline on its ground (illo-brand at 10 %)", fg: "illo-line", bg: ["page", "illo-brand/10"], kind: "non-text" },
  { where: "a drawing's outline around a sleeve (illo-brand-deep)", fg: "illo-line", bg: ["illo-brand-deep"], kind: "non-text" },
];

describe("colour contrast of the design tokens (WCAG 2.2 AA), in both schemes", () => {
  for (const scheme of schemes) {
    for (const pair of pairs) {
      const minimum = pair.kind === "text" ? 4.5 : 3;
      const ratio = contrast(paint(scheme, ...pair.bg, pair.fg), paint(scheme, ...pair.bg));
      // The ratio is in the test's name, so the test report is the table of evidence.
      it(`${scheme}: ${pair.where}: ${pair.fg} on ${pair.bg.join(" + ")} is ${ratio.toFixed(2)}:1 (needs ${minimum}:1)`, () => {
        assert.ok(ratio >= minimum, `${ratio.toFixed(2)}:1 is below ${minimum}:1`);
      });
    }
  }

  // Toasts float over every band: where the ring itself does not show, the gap of the other tone inside it does.
  it("a toast's focus ring, or its gap, shows on the page and on a dark band, in both schemes", () => {
    for (const scheme of schemes) {
      for (const ground of ["page", "raised", "deep"]) {
        const [ring, gap] = ["toast-ring", "toast-ring-gap"].map((layer) => contrast(paint(scheme, ground, layer), paint(scheme, ground)));
        assert.ok(Math.max(ring!, gap!) >= 3, `${scheme}, on ${ground}: ring ${ring!.toFixed(2)}:1, gap ${gap!.toFixed(2)}:1`);
      }
    }
  });

  it("the dark scheme gives every role a tone of its own, and never redefines a tone of the palette", () => {
    const roles = [...declarations(globalsLight, "color-").keys()].filter((name) => !/-\d+$/.test(name));
    assert.deepEqual([...declarations(globalsDark, "color-").keys()].sort(), roles.sort());
    assert.deepEqual([...declarations(toastsDark, "").keys()].sort(), [...declarations(toastsLight, "").keys()].sort());
  });

  it("the browser's theme colours are the page role of each scheme (lib/page-colours.ts)", () => {
    for (const scheme of schemes) assert.deepEqual(parse(pageColours[scheme], scheme), resolve("page", scheme), scheme);
  });

  it("the old amber and sonner's rich colours would fail (the check can fail)", () => {
    const amber: Rgb = [0xd9, 0x77, 0x06];
    assert.ok(contrast(amber, [255, 255, 255]) < 4.5);
    assert.ok(contrast([0xe6, 0, 0], [0xff, 0xf0, 0xf0]) < 4.5);
  });
});

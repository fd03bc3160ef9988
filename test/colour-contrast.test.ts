/**
 * Every colour pair the site draws, checked against WCAG 2.2 AA from the design tokens in app/globals.css:
 * 4.5:1 for text, 3:1 for focus indicators and the borders that show a field's state (1.4.11).
 * axe checks rendered text in the e2e suite; this covers what axe cannot see (placeholders, focus rings)
 * and keeps the evidence for every pair in one table. A token change that breaks a pair fails here.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";

const css = readFileSync(join(process.cwd(), "app", "globals.css"), "utf8");
const tokens = new Map<string, string>([["white", "#ffffff"]]);
for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)) tokens.set(match[1]!, match[2]!);

type Rgb = [number, number, number];

/** A token, optionally with Tailwind's opacity suffix: "ink-500", "white/65". */
function colour(spec: string): { rgb: Rgb; alpha: number } {
  const [name, percent] = spec.split("/");
  const hex = tokens.get(name!);
  assert.ok(hex, `token --color-${name} exists in app/globals.css`);
  const rgb = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)) as Rgb;
  return { rgb, alpha: percent ? Number(percent) / 100 : 1 };
}

/** Paints layers bottom-up: "ink-950", then "white/5" over it, and so on. */
function paint(...layers: string[]): Rgb {
  let result: Rgb = [255, 255, 255];
  for (const layer of layers) {
    const { rgb, alpha } = colour(layer);
    result = rgb.map((channel, index) => channel * alpha + result[index]! * (1 - alpha)) as Rgb;
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

const light = ["white", "surface", "brand-50"];
const pairs: Pair[] = [
  // Small text.
  { where: "SDG labels on Home's impact cards", fg: "accent-600", bg: ["white"], kind: "text" },
  ...light.map((bg): Pair => ({ where: `eyebrow on ${bg}`, fg: "brand-700", bg: [bg], kind: "text" })),
  { where: "eyebrow on a dark section", fg: "brand-300", bg: ["ink-950"], kind: "text" },
  ...light.map((bg): Pair => ({ where: `muted text on ${bg}`, fg: "ink-600", bg: [bg], kind: "text" })),
  { where: "field placeholder and empty select on white", fg: "ink-500", bg: ["white"], kind: "text" },
  { where: "intro on a dark section", fg: "white/80", bg: ["ink-950"], kind: "text" },
  { where: "call-to-action body where the teal glow lightens the gradient", fg: "white/90", bg: ["brand-800", "brand-500/30"], kind: "text" },
  { where: "call-to-action buttons' white text there", fg: "white", bg: ["brand-800", "brand-500/30"], kind: "text" },
  { where: "footer text", fg: "white/75", bg: ["ink-950"], kind: "text" },
  { where: "newsletter placeholder", fg: "white/65", bg: ["ink-950", "white/5"], kind: "text" },
  { where: "signup panel benefit text (gradient's lightest stop)", fg: "white/90", bg: ["brand-800"], kind: "text" },
  { where: "signup panel tagline under its teal glow", fg: "white", bg: ["brand-800", "brand-400/25"], kind: "large-text" },
  { where: "intro text on Home's dark solutions section under its glow", fg: "white/80", bg: ["ink-950", "brand-700/30"], kind: "text" },
  { where: "error toast", fg: "danger-700", bg: ["danger-50"], kind: "text" },
  { where: "success toast", fg: "success-800", bg: ["success-50"], kind: "text" },
  { where: "field error under a field", fg: "danger-700", bg: ["white"], kind: "text" },
  { where: "newsletter field error", fg: "danger-300", bg: ["ink-950"], kind: "text" },
  // Focus indicators and state borders.
  ...[...light, "ink-950", "danger-50", "success-50"].map((bg): Pair => ({
    where: `focus ring (brand-700) on ${bg}`,
    fg: "brand-700",
    bg: [bg],
    kind: "non-text",
  })),
  { where: "white focus ring on the dark signup hero", fg: "white", bg: ["ink-950", "brand-700/40"], kind: "non-text" },
  { where: "white focus ring on the call-to-action gradient", fg: "white", bg: ["brand-800"], kind: "non-text" },
  { where: "field focus ring (brand-600) on white", fg: "brand-600", bg: ["white"], kind: "non-text" },
  { where: "signup toggle / password button focus (brand-600) on surface", fg: "brand-600", bg: ["surface"], kind: "non-text" },
  { where: "newsletter focus ring (brand-400)", fg: "brand-400", bg: ["ink-950", "white/5"], kind: "non-text" },
  { where: "newsletter button focus ring (brand-300)", fg: "brand-300", bg: ["ink-950"], kind: "non-text" },
  { where: "invalid field border", fg: "danger-600", bg: ["white"], kind: "non-text" },
  { where: "invalid newsletter border", fg: "danger-300", bg: ["ink-950"], kind: "non-text" },
  ...["white", "danger-50", "success-50"].map((bg): Pair => ({ where: `toast focus ring (ink-950) on ${bg}`, fg: "ink-950", bg: [bg], kind: "non-text" })),
  { where: "toast focus ring's white gap on a dark section", fg: "white", bg: ["ink-950"], kind: "non-text" },
];

describe("colour contrast of the design tokens (WCAG 2.2 AA)", () => {
  for (const pair of pairs) {
    const minimum = pair.kind === "text" ? 4.5 : 3;
    const ratio = contrast(paint(...pair.bg, pair.fg), paint(...pair.bg));
    // The ratio is in the test's name, so the test report is the table of evidence.
    it(`${pair.where}: ${pair.fg} on ${pair.bg.join(" + ")} is ${ratio.toFixed(2)}:1 (needs ${minimum}:1)`, () => {
      assert.ok(ratio >= minimum, `${ratio.toFixed(2)}:1 is below ${minimum}:1`);
    });
  }

  it("the old amber and sonner's rich colours would fail (the check can fail)", () => {
    const amber: Rgb = [0xd9, 0x77, 0x06];
    assert.ok(contrast(amber, [255, 255, 255]) < 4.5);
    assert.ok(contrast([0xe6, 0, 0], [0xff, 0xf0, 0xf0]) < 4.5);
  });
});

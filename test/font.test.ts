// The font carries French: every accented letter, ligature and guillemet, and both no-break spaces, drawn
// by Inter itself. The packaged file has no U+202F; lib/font-cmap.ts gives it the thin space's glyph.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { describe, it } from "vitest";
import wawoff2 from "wawoff2";
import { addCharacterAlias, characterMap } from "@/lib/font-cmap";

const latinFile = join(process.cwd(), "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const french = "éèêëàâçîïôœùûüÿ«»ÉÈÊËÀÂÇÎÏÔŒÙÛÜ’\u00a0\u202f";

const decompress = async (file: Buffer) => Buffer.from(await wawoff2.decompress(file));

/** "U+0100-0130,U+2113" as code point pairs. */
const parseRange = (list: string) =>
  list.split(",").map(
    (range) =>
      range
        .trim()
        .replace(/^U\+/i, "")
        .split("-")
        .map((hex) => parseInt(hex, 16)) as [number, number?],
  );
const inRange = (ranges: [number, number?][], code: number) => ranges.some(([start, end = start]) => code >= start && code <= end);
const codePoints = (ranges: [number, number?][]) =>
  ranges.flatMap(([start, end = start]) => Array.from({ length: end - start + 1 }, (_, index) => start + index));

describe("lib/font-cmap.ts", () => {
  it("adds U+202F with the thin space's glyph and keeps every other character as it was", async () => {
    const original = await decompress(readFileSync(latinFile));
    const before = characterMap(original);
    assert.equal(before.has(0x202f), false, "the packaged Latin file has no U+202F (if it does now, the alias is no longer needed)");
    const patched = characterMap(addCharacterAlias(original, 0x202f, 0x2009));
    assert.equal(patched.get(0x202f), before.get(0x2009));
    assert.equal(patched.size, before.size + 1);
    for (const [code, glyph] of before) assert.equal(patched.get(code), glyph, `U+${code.toString(16)}`);
  });

  it("survives the cut: the subset the build writes draws every French character itself", async () => {
    const patched = addCharacterAlias(await decompress(readFileSync(latinFile)), 0x202f, 0x2009);
    const subset = await subsetFont(patched, `abc${french}`, { targetFormat: "truetype", variationAxes: { wght: { min: 400, max: 800 } } });
    const map = characterMap(Buffer.from(subset));
    const missing = [...french].filter((character) => !map.has(character.codePointAt(0)!));
    assert.deepEqual(missing, [], "French characters the font would leave to a fallback");
  });
});

describe("lib/font.ts", () => {
  const packaged = JSON.parse(readFileSync(join(process.cwd(), "node_modules/@fontsource-variable/inter/unicode.json"), "utf8")) as Record<string, string>;
  const declared = parseRange(readFileSync(join(process.cwd(), "lib/font.ts"), "utf8").match(/value:\s*"(U\+[^"]+)"/)![1]!);
  const latin = parseRange(packaged.latin!);
  const extended = parseRange(packaged["latin-ext"]!);

  it("gives the extended file no character the Latin file draws: a French page's “œ” never fetches it", () => {
    assert.deepEqual(
      codePoints(declared).filter((code) => inRange(latin, code)),
      [],
    );
  });

  it("gives it every other character of Inter's Latin Extended file, so each is drawn by Inter", () => {
    assert.deepEqual(
      codePoints(extended).filter((code) => !inRange(latin, code) && !inRange(declared, code)),
      [],
    );
  });
});

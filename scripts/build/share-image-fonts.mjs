// @ts-check
// Runs before `next build` and `next dev` (npm's prebuild and predev): writes the static Inter fonts the
// link-preview images are drawn with (app/og/[...image]/route.tsx, docs/decisions.md#d38). Satori, which
// draws them, reads TrueType but neither WOFF2 nor variable fonts, so the site's own font package
// (@fontsource-variable/inter, the same glyphs as the pages) is unpacked and pinned at each weight the
// images use, offline. The Latin file gets U+202F, which French sets before ; ! ? (as the site's font does,
// lib/font-cmap.ts); the Latin Extended file is a fallback for rarer letters. Skipped when up to date.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { addCharacterAlias, characterMap } from "@/lib/font-cmap";

const root = join(import.meta.dirname, "..", "..");
const files = join(root, "node_modules/@fontsource-variable/inter/files");
const sources = { latin: join(files, "inter-latin-wght-normal.woff2"), "latin-ext": join(files, "inter-latin-ext-wght-normal.woff2") };
/** The weights components/share-image/share-card-image.tsx uses; components/share-image/render.tsx loads every file written here. */
const SHARE_IMAGE_WEIGHTS = [500, 600, 800];
const SHARE_IMAGE_FONT_DIR = join(root, ".generated/share-image");
const NARROW_NO_BREAK_SPACE = 0x202f;
const THIN_SPACE = 0x2009;

/** @param {keyof typeof sources} subset @param {number} weight */
const fontFile = (subset, weight) => join(SHARE_IMAGE_FONT_DIR, `inter-${subset}-${weight}.ttf`);

const started = performance.now();
const outputs = Object.keys(sources).flatMap((subset) => SHARE_IMAGE_WEIGHTS.map((weight) => fontFile(/** @type {keyof typeof sources} */ (subset), weight)));
const newestInput = Math.max(...[...Object.values(sources), import.meta.filename, join(root, "lib", "font-cmap.ts")].map((file) => statSync(file).mtimeMs));
if (outputs.every((file) => existsSync(file) && statSync(file).mtimeMs >= newestInput)) {
  console.log(`Share-image fonts: up to date in ${relative(root, SHARE_IMAGE_FONT_DIR)}/`);
} else {
  // Loaded only when there is work to do: harfbuzz takes a moment to start.
  const [{ default: subsetFont }, { default: wawoff2 }] = await Promise.all([import("subset-font"), import("wawoff2")]);
  mkdirSync(SHARE_IMAGE_FONT_DIR, { recursive: true });
  for (const [subset, source] of Object.entries(sources)) {
    /** @type {Buffer} */
    let font = Buffer.from(await wawoff2.decompress(readFileSync(source)));
    if (subset === "latin") font = addCharacterAlias(font, NARROW_NO_BREAK_SPACE, THIN_SPACE);
    // Every character the file draws: only the weight axis is pinned, nothing is cut.
    const text = [...characterMap(font).keys()].map((codePoint) => String.fromCodePoint(codePoint)).join("");
    for (const weight of SHARE_IMAGE_WEIGHTS) {
      const ttf = await subsetFont(font, text, { targetFormat: "truetype", variationAxes: { wght: weight } });
      writeFileSync(fontFile(/** @type {keyof typeof sources} */ (subset), weight), ttf);
    }
  }
  console.log(
    `Share-image fonts: ${outputs.length} static TrueType files in ${relative(root, SHARE_IMAGE_FONT_DIR)}/ (${Math.round(performance.now() - started)} ms)`,
  );
}

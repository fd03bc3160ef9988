// @ts-check
// Runs before `next build` and `next dev` (npm's prebuild and predev): writes the site's Inter cut down to
// what the site uses, the printable ASCII range and the French letters and marks plus every other character
// found in the copy and the components, at the weights the styles use. Phones download about half of the
// full Latin file, and the cut follows the copy: an editor who adds a "ß" gets it in the next build.
// Characters Inter keeps in its Latin Extended file (such as "Ÿ") go to a second, small file that the
// browser fetches only for a page that shows one of them (lib/font.ts gives it its unicode-range).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import subsetFont from "subset-font";
import wawoff2 from "wawoff2";
import { addCharacterAlias } from "@/lib/font-cmap";

const root = join(import.meta.dirname, "..", "..");
const files = join(root, "node_modules/@fontsource-variable/inter/files");
const sources = { latin: join(files, "inter-latin-wght-normal.woff2"), extended: join(files, "inter-latin-ext-wght-normal.woff2") };
/** Read by lib/font.ts. */
const targets = { latin: join(root, ".generated/inter-subset.woff2"), extended: join(root, ".generated/inter-extended.woff2") };
/** Where visible text can come from. */
const textFolders = ["content", "components", "app"];
const textFile = /\.(ts|tsx|md|mdx)$/;
/** font-normal to font-extrabold: keep in step with the `weight` given to localFont in lib/font.ts. */
const weights = { min: 400, max: 800 };
/** French needs these whatever the copy says today: accented letters, ligatures, guillemets and its spaces. */
const french = "àâäçéèêëîïôöœùûüÿÀÂÄÇÉÈÊËÎÏÔÖŒÙÛÜŸ«»’‘“”…–—\u00a0\u202f";
const NARROW_NO_BREAK_SPACE = 0x202f;
const THIN_SPACE = 0x2009;

/** @param {string} folder */
function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Printable ASCII and the French set, always, plus every other character of the site's sources (emoji
 * fall back to the system's; line breaks and tabs are not drawn).
 * @param {string[]} sourceFiles
 */
function charactersInUse(sourceFiles) {
  const characters = new Set([...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)), ...french]);
  for (const file of sourceFiles) {
    for (const character of readFileSync(file, "utf8")) if ((character.codePointAt(0) ?? 0) > 126 && !/[\n\r\t\v\f]/.test(character)) characters.add(character);
  }
  return [...characters].sort();
}

/** The packaged files' ranges (@fontsource-variable/inter/unicode.json), as [start, end] pairs. */
const ranges = JSON.parse(readFileSync(join(files, "..", "unicode.json"), "utf8"));
/** @param {string} list */
const parseRanges = (list) =>
  list.split(",").map((range) =>
    range
      .replace("U+", "")
      .split("-")
      .map((hex) => parseInt(hex, 16)),
  );
/** @param {number[][]} list @param {string} character */
const inRanges = (list, character) =>
  list.some(([start = 0, end = start]) => (character.codePointAt(0) ?? 0) >= start && (character.codePointAt(0) ?? 0) <= end);
const [latinRanges, extendedRanges] = [parseRanges(ranges.latin), parseRanges(ranges["latin-ext"])];
/** Drawn by the Latin Extended file only. @param {string} character */
const isExtended = (character) => !inRanges(latinRanges, character) && inRanges(extendedRanges, character);

const characters = charactersInUse(textFolders.flatMap((folder) => filesUnder(join(root, folder))));
const extended = characters.filter(isExtended);
const latin = characters.filter((character) => !isExtended(character));

// The packaged Latin file lacks U+202F: it takes the thin space's glyph, so every French space is Inter's.
const latinFont = addCharacterAlias(Buffer.from(await wawoff2.decompress(readFileSync(sources.latin))), NARROW_NO_BREAK_SPACE, THIN_SPACE);
mkdirSync(join(targets.latin, ".."), { recursive: true });
const latinSubset = await subsetFont(latinFont, latin.join(""), { targetFormat: "woff2", variationAxes: { wght: weights } });
writeFileSync(targets.latin, latinSubset);

rmSync(targets.extended, { force: true });
const extendedSubset = await subsetFont(readFileSync(sources.extended), extended.join(""), { targetFormat: "woff2", variationAxes: { wght: weights } });
writeFileSync(targets.extended, extendedSubset);

console.log(
  `Font: ${relative(root, targets.latin)} holds ${latin.length} characters at weights ${weights.min}–${weights.max}, ` +
    `${(latinSubset.length / 1024).toFixed(1)} KiB (the full Latin file is ${(readFileSync(sources.latin).length / 1024).toFixed(1)} KiB); ` +
    `${relative(root, targets.extended)} holds ${extended.join("")} (${(extendedSubset.length / 1024).toFixed(1)} KiB, fetched only where shown).`,
);

// Runs before `next build` and `next dev` (npm's prebuild and predev): writes the site's Inter cut down to
// what the site uses, the printable ASCII range plus every other character found in the copy and the
// components, at the weights the styles use. Phones download about half of the full Latin file, and the
// cut follows the copy: an editor who adds a "é" gets it in the next build without touching anything.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import subsetFont from "subset-font";

const root = join(import.meta.dirname, "..");
const source = join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
/** Read by app/layout.tsx. */
const target = join(root, ".generated/inter-subset.woff2");
/** Where visible text can come from. */
const textFolders = ["content", "components", "app"];
const textFile = /\.(ts|tsx|md|mdx)$/;
/** font-normal to font-extrabold: keep in step with the `weight` given to localFont in app/layout.tsx. */
const weights = { min: 400, max: 800 };

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Printable ASCII, always, plus every other character of the site's sources (emoji fall back to the system's). */
function charactersInUse(files) {
  const characters = new Set(Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)));
  for (const file of files) {
    for (const character of readFileSync(file, "utf8")) if (character.codePointAt(0) > 126 && !/\s/.test(character)) characters.add(character);
  }
  return [...characters].sort().join("");
}

const characters = charactersInUse(textFolders.flatMap((folder) => filesUnder(join(root, folder))));
const full = readFileSync(source);
const subset = await subsetFont(full, characters, { targetFormat: "woff2", variationAxes: { wght: weights } });
mkdirSync(join(target, ".."), { recursive: true });
writeFileSync(target, subset);
console.log(
  `Font: ${relative(root, target)} holds ${characters.length} characters at weights ${weights.min}–${weights.max}, ` +
    `${(subset.length / 1024).toFixed(1)} KiB (the full Latin file is ${(full.length / 1024).toFixed(1)} KiB).`,
);

// `npm run lint` (and `npm test`) step, docs/decisions.md#d44: every string of copy and every post of each language
// that has typography rules (scripts/editorial/typography.mjs) is checked, and each slip is printed with its file, line,
// key path and text. Exits 1 on any slip. The languages come from content/locales.ts; the proper nouns a title may
// capitalise, from the spelling word lists (spelling/*.txt).
// @ts-check
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { moduleStrings, postLines, readLocales } from "./content-source.mjs";
import { excerpt, typographyFaults, typographyRules } from "./typography.mjs";

const root = join(import.meta.dirname, "..", "..");

/** Keys whose strings are titles or headings: `title`, `heading`, `headline`, `eyebrow`, a card's `name`, `pointsTitle`… */
const titleKey = /(?:^|\.)(?:title|heading|headline|eyebrow|name|\w+Title|\w+Heading)(?:\[\d+\])?$/;

/** @param {string} dir @param {string} extension */
const filesIn = (dir, extension) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((name) => name.endsWith(extension))
        .sort()
        .map((name) => `${dir}/${name}`)
    : [];

/** Capitalised entries of the spelling word lists: names such as Talanta or Mugisha. */
function knownNames() {
  const lists = filesIn("spelling", ".txt").map((file) => readFileSync(join(root, file), "utf8"));
  return new Set(lists.flatMap((list) => list.split("\n").filter((word) => /^\p{Lu}/u.test(word))));
}

const names = knownNames();
const { locales } = readLocales(readFileSync(join(root, "content/locales.ts"), "utf8"));
const checked = locales.filter((locale) => typographyRules[locale]);
/** @type {string[]} */
const report = [];
let strings = 0;

for (const locale of checked) {
  for (const file of filesIn(`content/${locale}`, ".ts")) {
    for (const { path, value, line } of moduleStrings(readFileSync(join(root, file), "utf8"), file)) {
      strings++;
      for (const fault of typographyFaults(locale, value, { heading: titleKey.test(path), names })) {
        report.push(`${file}:${line} ${path}: ${fault.message}: ${excerpt(value, fault.index)}`);
      }
    }
  }
  for (const file of filesIn(`content/blog/${locale}`, ".md")) {
    for (const { line, text, heading } of postLines(readFileSync(join(root, file), "utf8"))) {
      strings++;
      for (const fault of typographyFaults(locale, text, { heading, names })) {
        report.push(`${file}:${line}: ${fault.message}: ${excerpt(text, fault.index)}`);
      }
    }
  }
}

if (report.length > 0) {
  console.error(report.join("\n"));
  console.error(`\nTypography: ${report.length} slip${report.length === 1 ? "" : "s"} in ${checked.join(", ")} copy (docs/editors.md, "French typography").`);
  process.exit(1);
}
console.log(`Typography: ${strings} strings and post lines in ${checked.join(", ")} follow their language's rules.`);

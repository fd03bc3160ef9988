// `npm run translations`: what to translate. Lists each translation whose English source changed in a commit after
// the translation's last commit (a line per file, the changed keys of a content module beneath it, each with the
// English before and after and the translation now), then one summary line; when all is current, one line.
// Exit codes: 0; with `--check`, 1 when anything is behind; 2 when history cannot tell (a shallow clone, no git).
// @ts-check
import { translationStatus } from "./translation-status.mjs";

const EXIT_BEHIND = 1;
const EXIT_UNKNOWN = 2;

const check = process.argv.includes("--check");
const short = (commit = "") => commit.slice(0, 7);
/** @param {string | undefined} text @param {string} absent */
const shown = (text, absent) => (text === undefined ? absent : JSON.stringify(text));

/** @type {import("./translation-status.mjs").TranslationStatus} */
let status;
try {
  status = translationStatus(process.cwd());
} catch (error) {
  console.error(`Cannot tell what to translate: git history cannot be read here (${error instanceof Error ? error.message.split("\n")[0] : error}).`);
  process.exit(EXIT_UNKNOWN);
}

if (status.shallow) {
  console.error(
    "Cannot tell what to translate: this is a shallow clone, so the commits that say when each file changed are missing.\n" +
      "Fetch the whole history with `git fetch --unshallow`, then run this again.",
  );
  process.exit(EXIT_UNKNOWN);
}

for (const { source, translation, sourceCommit, translationCommit, keys } of status.behind) {
  if (!translationCommit) {
    console.log(`${translation}: not written yet (the translation of ${source}, last changed in ${short(sourceCommit)})`);
    continue;
  }
  const diff = `git diff ${short(translationCommit)} HEAD -- ${source}`;
  console.log(`${translation}: behind ${source}, changed in ${short(sourceCommit)} after this file's last commit ${short(translationCommit)} (${diff})`);
  for (const { path, was, now, translation: current } of keys ?? []) {
    console.log(`  ${path}`);
    console.log(`    English was: ${shown(was, "(a new key)")}`);
    console.log(`    English now: ${shown(now, "(removed)")}`);
    console.log(`    Translation: ${shown(current, "(none)")}`);
  }
}

const languages = status.locales.join(", ");
const { length } = status.behind;
if (length === 0) {
  console.log(`All ${status.checked} translations (${languages}) are current with their English source.`);
} else {
  console.log(`${length} of ${status.checked} translations (${languages}) are behind their English source: translate them, then commit.`);
}
if (check && length > 0) process.exit(EXIT_BEHIND);

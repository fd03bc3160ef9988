// `npm run translations`: what to translate, key by key (docs/decisions.md#d56). Lists each translation with
// units behind its English source: beneath it each key of a content module, or each field or paragraph of a post
// (`title`, `¶3`), whose English changed in a commit the translation of that unit has not followed, with the English
// the translation last followed, the English now and the translation now; then one summary line. When all is current,
// one line. Exit codes: 0; with `--check`, 1 when anything is behind; 2 when history cannot tell (a shallow clone, no git).
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

let keysBehind = 0;
for (const { source, translation, sourceCommit, keys } of status.behind) {
  if (!keys) {
    console.log(`${translation}: not written yet (the translation of ${source}, last changed in ${short(sourceCommit)})`);
    continue;
  }
  keysBehind += keys.length;
  console.log(`${translation}: ${keys.length} ${keys.length === 1 ? "key" : "keys"} behind ${source}`);
  for (const { path, sourceCommit: changed, translationCommit, was, now, translation: current } of keys) {
    const since = translationCommit
      ? `English changed in ${short(changed)}, after the translation's last change to it in ${short(translationCommit)} (git diff ${short(translationCommit)} ${short(changed)} -- ${source})`
      : `English changed in ${short(changed)}, never translated`;
    console.log(`  ${path}: ${since}`);
    console.log(`    English was: ${shown(was, "(none)")}`);
    console.log(`    English now: ${shown(now, "(removed)")}`);
    console.log(`    Translation: ${shown(current, "(none)")}`);
  }
}

const languages = status.locales.join(", ");
const { length } = status.behind;
if (length === 0) {
  console.log(`All ${status.checked} translations (${languages}) are current with their English source.`);
} else {
  const keyCount = keysBehind ? ` (${keysBehind} ${keysBehind === 1 ? "key" : "keys"})` : "";
  console.log(`${length} of ${status.checked} translations (${languages}) are behind their English source${keyCount}: translate them, then commit.`);
}
if (check && length > 0) process.exit(EXIT_BEHIND);

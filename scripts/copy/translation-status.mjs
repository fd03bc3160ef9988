// Which translations fell behind their English source, read from git history (docs/decisions.md#d46): a content
// module or post of another language is current when it was committed after the last commit that changed its source,
// that is, when that commit is an ancestor of (or is) the translation's last commit. A commit whose message says
// NO_TRANSLATION_NEEDED is passed over. History, not dates: a commit's date (a wrong clock, a rebased or
// cherry-picked commit) counts for nothing. Everything is read from HEAD, so what counts is what is committed.
// @ts-check
import { execFileSync } from "node:child_process";
import { moduleStrings, readLocales } from "./content-source.mjs";

/**
 * Words in a commit message that say its change to English needs no translation (a spelling fix, a typo): such a
 * commit does not put the translations behind.
 */
export const NO_TRANSLATION_NEEDED = "[no translation needed]";

/** @typedef {{ path: string, was?: string, now?: string, translation?: string }} ChangedKey A key whose English changed: before, after, and its translation now. */
/**
 * @typedef {object} Behind A translation that is behind its source.
 * @property {string} locale
 * @property {string} source the English file
 * @property {string} translation the translation's file
 * @property {string} sourceCommit the last commit that changed the source (and needed a translation)
 * @property {string} [translationCommit] the translation's last commit; none when the file was never committed
 * @property {ChangedKey[]} [keys] for a content module, the keys whose English changed since the translation's last commit
 */
/** @typedef {{ shallow: true } | { shallow: false, locales: string[], checked: number, behind: Behind[] }} TranslationStatus */

/**
 * @param {string} root the repository
 * @param {string[]} args git's arguments
 */
function git(root, args) {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 }).trim();
}

/** @param {string} root @param {string} ancestor @param {string} commit */
function isAncestor(root, ancestor, commit) {
  try {
    git(root, ["merge-base", "--is-ancestor", ancestor, commit]);
    return true;
  } catch {
    return false;
  }
}

/** The file at a commit, or undefined where it did not exist. @param {string} root @param {string} commit @param {string} file */
function fileAt(root, commit, file) {
  try {
    return git(root, ["show", `${commit}:${file}`]);
  } catch {
    return undefined;
  }
}

/** @param {string | undefined} source @param {string} file */
const stringsByPath = (source, file) => new Map(source === undefined ? [] : moduleStrings(source, file).map(({ path, value }) => [path, value]));

/**
 * The keys of a module whose English changed between the translation's last commit and the source's last change
 * that needs translating: changed, added or removed, each with its English then and now (at HEAD) and the
 * translation's current text.
 * @param {string} root @param {string} source @param {string} translation
 * @param {string} since the translation's last commit @param {string} until the source's last change
 * @returns {ChangedKey[]}
 */
function changedKeys(root, source, translation, since, until) {
  const was = stringsByPath(fileAt(root, since, source), source);
  const changed = stringsByPath(fileAt(root, until, source), source);
  const now = stringsByPath(fileAt(root, "HEAD", source), source);
  const translated = stringsByPath(fileAt(root, "HEAD", translation), translation);
  const paths = [...new Set([...changed.keys(), ...was.keys()])];
  return paths
    .filter((path) => was.get(path) !== changed.get(path))
    .map((path) => ({ path, was: was.get(path), now: now.get(path), translation: translated.get(path) }));
}

/** The files of a folder at HEAD with an extension. @param {string} root @param {string} dir @param {string} extension */
function filesAtHead(root, dir, extension) {
  const listing = git(root, ["ls-tree", "--name-only", "HEAD", `${dir}/`]);
  return listing
    .split("\n")
    .filter((file) => file.endsWith(extension))
    .sort();
}

/**
 * Every translation of every language but the default, against its English source: content modules
 * (`content/<code>/*.ts`) and posts (`content/blog/<code>/*.md`). In a shallow clone history is cut, so nothing is
 * known: `{ shallow: true }`, never a guess.
 * @param {string} root a directory of the repository
 * @returns {TranslationStatus}
 */
export function translationStatus(root) {
  const top = git(root, ["rev-parse", "--show-toplevel"]);
  if (git(top, ["rev-parse", "--is-shallow-repository"]) === "true") return { shallow: true };
  const { locales, defaultLocale } = readLocales(git(top, ["show", "HEAD:content/locales.ts"]));
  const others = locales.filter((locale) => locale !== defaultLocale);
  const sources = [...filesAtHead(top, `content/${defaultLocale}`, ".ts"), ...filesAtHead(top, `content/blog/${defaultLocale}`, ".md")];
  /** @type {Behind[]} */
  const behind = [];
  for (const locale of others) {
    for (const source of sources) {
      const translation = source
        .replace(`content/${defaultLocale}/`, `content/${locale}/`)
        .replace(`content/blog/${defaultLocale}/`, `content/blog/${locale}/`);
      if (fileAt(top, "HEAD", translation) === undefined) {
        behind.push({ locale, source, translation, sourceCommit: git(top, ["log", "-1", "--format=%H", "HEAD", "--", source]) });
        continue;
      }
      const sourceCommit = git(top, ["log", "-1", "--format=%H", "--fixed-strings", "--invert-grep", `--grep=${NO_TRANSLATION_NEEDED}`, "HEAD", "--", source]);
      const translationCommit = git(top, ["log", "-1", "--format=%H", "HEAD", "--", translation]);
      if (!sourceCommit || isAncestor(top, sourceCommit, translationCommit)) continue;
      if (!source.endsWith(".ts")) {
        behind.push({ locale, source, translation, sourceCommit, translationCommit });
        continue;
      }
      // A module whose English changed only in its code, comments or data (ids, links) has nothing to translate.
      const keys = changedKeys(top, source, translation, translationCommit, sourceCommit);
      if (keys.length > 0) behind.push({ locale, source, translation, sourceCommit, translationCommit, keys });
    }
  }
  return { shallow: false, locales: others, checked: others.length * sources.length, behind };
}

// Which translations fell behind their English source, key by key, read from git history (docs/decisions.md#d56).
// The units are a content module's keys (`home.hero.title`) and a post's front-matter fields and paragraphs
// (`title`, `¶3`). A unit of a translation is current when every commit that changed it in English is an ancestor of
// (or is) a commit that changed it in the translation: so a French edit to one key never vouches for an English change
// to another, and a commit that changes a key in both languages counts as translated for that key only. A commit whose
// message says NO_TRANSLATION_NEEDED asks nothing. History, not dates: a commit's date (a wrong clock, a rebased or
// cherry-picked commit) counts for nothing. Everything is read from HEAD, so what counts is what is committed.
// @ts-check
import { execFileSync } from "node:child_process";
import { moduleStrings, postParagraphs, readLocales } from "./content-source.mjs";

/**
 * Words in a commit message that say its change to English needs no translation (a spelling fix, a typo): such a
 * commit does not put the translations behind.
 */
export const NO_TRANSLATION_NEEDED = "[no translation needed]";

/**
 * A unit whose English changed after the translation last changed it.
 * @typedef {object} ChangedKey
 * @property {string} path the key (`home.hero.title`) or the post's field or paragraph (`title`, `¶3`)
 * @property {string} sourceCommit the latest English change the translation has not followed
 * @property {string} [translationCommit] the translation's latest change to this unit; none when it never had it
 * @property {string} [was] the English when the translation last changed it
 * @property {string} [now] the English at HEAD; none when English removed it
 * @property {string} [translation] the translation at HEAD; none when it lacks it
 */
/**
 * @typedef {object} Behind A translation with units behind its source, or not written yet (no `keys`).
 * @property {string} locale
 * @property {string} source the English file
 * @property {string} translation the translation's file
 * @property {string} sourceCommit the source's last commit
 * @property {ChangedKey[]} [keys] the units behind, in the source's order; none when the translation does not exist
 */
/** @typedef {{ shallow: true } | { shallow: false, locales: string[], checked: number, behind: Behind[] }} TranslationStatus */
/** One version of a file in its simplified history: the commit, its rewritten parents, and whether it needs a translation. @typedef {{ commit: string, parents: string[], asks: boolean }} Version */

/**
 * @param {string} root the repository
 * @param {string[]} args git's arguments
 * @param {string} [input]
 */
function git(root, args, input) {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", input, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 256 * 1024 * 1024 }).trim();
}

/**
 * Reads many files at many commits in one git process (`commit:path` each); a file absent at a commit is undefined.
 * @param {string} root
 * @param {string[]} specs
 * @returns {Map<string, string | undefined>}
 */
function readBlobs(root, specs) {
  const unique = [...new Set(specs)];
  /** @type {Map<string, string | undefined>} */
  const blobs = new Map();
  if (unique.length === 0) return blobs;
  const output = execFileSync("git", ["cat-file", "--batch"], { cwd: root, input: `${unique.join("\n")}\n`, maxBuffer: 256 * 1024 * 1024 });
  let at = 0;
  for (const spec of unique) {
    const headerEnd = output.indexOf(10, at);
    const header = output.toString("utf8", at, headerEnd);
    at = headerEnd + 1;
    if (header.endsWith(" missing")) {
      blobs.set(spec, undefined);
      continue;
    }
    const size = Number(header.split(" ")[2]);
    blobs.set(spec, output.toString("utf8", at, at + size));
    at += size + 1;
  }
  return blobs;
}

/**
 * The commits that changed a file, newest first (children before parents), with their parents rewritten to the
 * file's own history (git's parent rewriting), and whether each asks for a translation.
 * @param {string} root
 * @param {string} file
 * @returns {Version[]}
 */
function history(root, file) {
  const log = git(root, ["log", "--topo-order", "--parents", "--format=%x1e%H%x1f%P%x1f%B", "HEAD", "--", file]);
  return log
    .split("\x1e")
    .filter(Boolean)
    .map((record) => {
      const [commit = "", parents = "", message = ""] = record.split("\x1f");
      return { commit, parents: parents.split(" ").filter(Boolean), asks: !message.includes(NO_TRANSLATION_NEEDED) };
    });
}

/**
 * A file's units by path: a module's strings of copy, a post's fields and paragraphs.
 * @param {string | undefined} text
 * @param {string} file
 */
function unitsOf(text, file) {
  if (text === undefined) return new Map();
  // Items with an id (a legal page's sections, a page's cards) are followed by it, so inserting one in both languages
  // in one commit does not make the items after it look translated.
  const units = file.endsWith(".md") ? postParagraphs(text) : moduleStrings(text, file, { byId: true });
  return new Map(units.map(({ path, value }) => [path, value]));
}

/**
 * For each unit, the commits of a file's history that changed it, newest first: a commit changes a unit when its value
 * differs from the value in every parent (a merge that takes one side's value changes nothing), or when it is the
 * file's first commit and holds the unit.
 * @param {Version[]} versions
 * @param {(commit: string) => Map<string, string>} unitsAt
 */
function changesByUnit(versions, unitsAt) {
  /** @type {Map<string, Version[]>} */
  const changes = new Map();
  for (const version of versions) {
    const mine = unitsAt(version.commit);
    const theirs = version.parents.map(unitsAt);
    const paths = new Set([...mine.keys(), ...theirs.flatMap((units) => [...units.keys()])]);
    for (const path of paths) {
      const value = mine.get(path);
      const changed = theirs.length === 0 ? value !== undefined : theirs.every((units) => units.get(path) !== value);
      if (changed) changes.set(path, [...(changes.get(path) ?? []), version]);
    }
  }
  return changes;
}

/**
 * Every translation of every language but the default, against its English source, unit by unit: content modules
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
  const filesAtHead = git(top, ["ls-tree", "-r", "--name-only", "HEAD", "content/"]).split("\n");
  const sources = [
    ...filesAtHead.filter((file) => file.startsWith(`content/${defaultLocale}/`) && file.endsWith(".ts")),
    ...filesAtHead.filter((file) => file.startsWith(`content/blog/${defaultLocale}/`) && file.endsWith(".md")),
  ];

  // The whole commit graph, to tell whether one commit is an ancestor of another without a git call for each.
  /** @type {Map<string, string[]>} */
  const parentsOf = new Map(
    git(top, ["rev-list", "--parents", "HEAD"])
      .split("\n")
      .map((line) => {
        const [commit = "", ...parents] = line.split(" ");
        return [commit, parents];
      }),
  );
  /** @type {Map<string, Set<string>>} */
  const ancestorsCache = new Map();
  const ancestorsOf = (/** @type {string} */ commit) => {
    let found = ancestorsCache.get(commit);
    if (found) return found;
    found = new Set([commit]);
    const stack = [commit];
    while (stack.length > 0) {
      for (const parent of parentsOf.get(/** @type {string} */ (stack.pop())) ?? []) {
        if (found.has(parent)) continue;
        found.add(parent);
        stack.push(parent);
      }
    }
    ancestorsCache.set(commit, found);
    return found;
  };

  const pairs = others.flatMap((locale) =>
    sources.map((source) => ({
      locale,
      source,
      translation: source.replace(`content/${defaultLocale}/`, `content/${locale}/`).replace(`content/blog/${defaultLocale}/`, `content/blog/${locale}/`),
    })),
  );
  const histories = new Map([...new Set(pairs.flatMap(({ source, translation }) => [source, translation]))].map((file) => [file, history(top, file)]));
  const blobs = readBlobs(
    top,
    [...histories].flatMap(([file, versions]) =>
      versions.flatMap(({ commit, parents }) => [commit, ...parents].map((at) => `${at}:${file}`)).concat(`HEAD:${file}`),
    ),
  );
  /** @type {Map<string, Map<string, string>>} */
  const parsed = new Map();
  const unitsAt = (/** @type {string} */ file) => (/** @type {string} */ commit) => {
    const spec = `${commit}:${file}`;
    let units = parsed.get(spec);
    if (!units) parsed.set(spec, (units = unitsOf(blobs.has(spec) ? blobs.get(spec) : readBlobs(top, [spec]).get(spec), file)));
    return units;
  };

  /** @type {Behind[]} */
  const behind = [];
  for (const { locale, source, translation } of pairs) {
    const sourceHistory = /** @type {Version[]} */ (histories.get(source));
    const sourceCommit = sourceHistory[0]?.commit ?? "";
    if (!filesAtHead.includes(translation)) {
      behind.push({ locale, source, translation, sourceCommit });
      continue;
    }
    const english = changesByUnit(sourceHistory, unitsAt(source));
    const translated = changesByUnit(/** @type {Version[]} */ (histories.get(translation)), unitsAt(translation));
    const englishNow = unitsAt(source)("HEAD");
    const translationNow = unitsAt(translation)("HEAD");
    const paths = [...new Set([...englishNow.keys(), ...translationNow.keys()])];
    /** @type {ChangedKey[]} */
    const keys = [];
    for (const path of paths) {
      const translations = translated.get(path) ?? [];
      const followed = (/** @type {Version} */ change) => translations.some((version) => ancestorsOf(version.commit).has(change.commit));
      const missed = (english.get(path) ?? []).find((change) => change.asks && !followed(change));
      if (!missed) continue;
      const latest = translations[0]?.commit;
      keys.push({
        path,
        sourceCommit: missed.commit,
        translationCommit: latest,
        was: latest ? unitsAt(source)(latest).get(path) : undefined,
        now: englishNow.get(path),
        translation: translationNow.get(path),
      });
    }
    if (keys.length > 0) behind.push({ locale, source, translation, sourceCommit, keys });
  }
  return { shallow: false, locales: others, checked: pairs.length, behind };
}

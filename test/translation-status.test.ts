// `npm run translations` (scripts/editorial/translations.mjs) on a real commit history, built here in a temporary git
// repository: an English module and post change, the French falls behind key by key and paragraph by paragraph, then
// catches up in a later commit dated earlier (history counts, not dates); a French edit to one key never vouches for
// an English change to another (the case that hid R1 of the second French review); and a shallow clone refuses to guess.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { NO_TRANSLATION_NEEDED, translationStatus } from "../scripts/editorial/translation-status.mjs";

const script = join(import.meta.dirname, "..", "scripts", "editorial", "translations.mjs");
const base = mkdtempSync(join(tmpdir(), "translations-"));
const repo = join(base, "repo");

const identity = { GIT_AUTHOR_NAME: "Editor", GIT_AUTHOR_EMAIL: "editor@example.com", GIT_COMMITTER_NAME: "Editor", GIT_COMMITTER_EMAIL: "editor@example.com" };

function git(args: string[], env: Record<string, string> = {}, cwd = repo): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...identity, ...env } }).trim();
}

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
}

/** Commits every change, at a given date when one is given (author and committer alike). */
function commit(message: string, date?: string): void {
  git(["add", "--all"]);
  git(["commit", "--quiet", "-m", message], date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {});
}

function translations(args: string[] = [], cwd = repo) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

const contentModule = (name: string, fields: Record<string, string>) =>
  `// ${name}\nexport const ${name} = {\n${Object.entries(fields)
    .map(([key, value]) => `  ${key}: ${JSON.stringify(value)},`)
    .join("\n")}\n};\n`;
const post = (title: string, body: string) => `---\ntitle: ${title}\ndate: 2026-09-16\n---\n\n${body}\n`;

beforeAll(() => {
  mkdirSync(repo);
  git(["init", "--quiet", "--initial-branch=main"]);
  write({
    "content/locales.ts":
      'export const localeInfo = {\n  en: { name: "English" },\n  fr: { name: "Français" },\n};\nexport type Locale = keyof typeof localeInfo;\nexport const defaultLocale: Locale = "en";\n',
    "content/en/home.ts": contentModule("home", { title: "Hello", intro: "Welcome", href: "/about" }),
    "content/fr/home.ts": contentModule("home", { title: "Bonjour", intro: "Bienvenue", href: "/fr/about" }),
    "content/blog/en/first-post.md": post("A first post", "Some words."),
    "content/blog/fr/first-post.md": post("Un premier article", "Quelques mots."),
  });
  commit("Both languages", "2026-11-01T10:00:00Z");
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

// Each step runs the command and git a few times: seconds on a busy machine.
describe("npm run translations", { timeout: 60_000 }, () => {
  it("says in one line that all is current, and exits 0 even with --check", () => {
    assert.deepEqual(translations(["--check"]), { status: 0, stdout: "All 2 translations (fr) are current with their English source.", stderr: "" });
  });

  it("lists each key and paragraph whose English changed after its French, with the English then and now", () => {
    write({
      "content/en/home.ts": contentModule("home", { title: "Hello there", intro: "Welcome", href: "/about" }),
      "content/blog/en/first-post.md": post("A first post", "Some better words."),
    });
    commit("English: a new title and a better post", "2026-11-20T10:00:00Z");
    const englishCommit = git(["rev-parse", "--short=7", "HEAD"]);
    const frenchCommit = git(["rev-parse", "--short=7", "HEAD~1"]);

    const { status, stdout } = translations();
    assert.equal(status, 0);
    assert.deepEqual(stdout.split("\n"), [
      "content/fr/home.ts: 1 key behind content/en/home.ts",
      `  home.title: English changed in ${englishCommit}, after the translation's last change to it in ${frenchCommit} (git diff ${frenchCommit} ${englishCommit} -- content/en/home.ts)`,
      '    English was: "Hello"',
      '    English now: "Hello there"',
      '    Translation: "Bonjour"',
      "content/blog/fr/first-post.md: 1 key behind content/blog/en/first-post.md",
      `  ¶1: English changed in ${englishCommit}, after the translation's last change to it in ${frenchCommit} (git diff ${frenchCommit} ${englishCommit} -- content/blog/en/first-post.md)`,
      '    English was: "Some words."',
      '    English now: "Some better words."',
      '    Translation: "Quelques mots."',
      "2 of 2 translations (fr) are behind their English source (2 keys): translate them, then commit.",
    ]);
    assert.equal(translations(["--check"]).status, 1);
  });

  it("counts a translation as current once it is committed after its source, whatever the commits' dates", () => {
    write({
      "content/fr/home.ts": contentModule("home", { title: "Bonjour à tous", intro: "Bienvenue", href: "/fr/about" }),
      "content/blog/fr/first-post.md": post("Un premier article", "De meilleurs mots."),
    });
    // Dated before the English change, as a wrong clock or a rebase would: it still comes after it in history.
    commit("French catches up", "2026-10-01T10:00:00Z");
    assert.deepEqual(translationStatus(repo), { shallow: false, locales: ["fr"], checked: 2, behind: [] });
  });

  it("does not let a French edit to one key vouch for an English change to another in the same commit", () => {
    // The case that hid R1: one commit changes key A (intro) in English and key B (title) in French.
    write({
      "content/en/home.ts": contentModule("home", { title: "Hello there", intro: "Welcome, everyone", href: "/about" }),
      "content/fr/home.ts": contentModule("home", { title: "Bonjour à toutes et à tous", intro: "Bienvenue", href: "/fr/about" }),
      "content/blog/en/first-post.md": post("A first post", "Some better words.\n\nA second paragraph."),
      "content/blog/fr/first-post.md": post("Un tout premier article", "De meilleurs mots.\n\nUn second paragraphe."),
    });
    commit("Both languages in one commit: English intro, French title; the post's second paragraph in both");
    const both = git(["rev-parse", "HEAD"]);
    const status = translationStatus(repo);
    assert.equal(status.shallow, false);
    if (status.shallow) return;
    assert.deepEqual(
      status.behind.map(({ translation, keys }) => [
        translation,
        keys?.map(({ path, sourceCommit, was, now, translation: french }) => [path, sourceCommit, was, now, french]),
      ]),
      [["content/fr/home.ts", [["home.intro", both, "Welcome", "Welcome, everyone", "Bienvenue"]]]],
      "key A is behind; key B and the paragraph changed in both languages are not",
    );
    write({ "content/fr/home.ts": contentModule("home", { title: "Bonjour à toutes et à tous", intro: "Bienvenue à toutes et à tous", href: "/fr/about" }) });
    commit("French: the intro");
    assert.deepEqual(translationStatus(repo), { shallow: false, locales: ["fr"], checked: 2, behind: [] });
  });

  it("follows a section by its id, so one inserted in both languages does not hide a change to the next", () => {
    const legal = (sections: [string, string][]) =>
      `export const cookies = {\n  sections: [\n${sections.map(([id, body]) => `    { id: ${JSON.stringify(id)}, body: ${JSON.stringify(body)} },`).join("\n")}\n  ],\n};\n`;
    write({
      "content/en/legal.ts": legal([["choices", "Clearing removes the time only."]]),
      "content/fr/legal.ts": legal([["choices", "L’effacement ne supprime que l’heure."]]),
    });
    commit("Legal, both languages");
    write({
      "content/en/legal.ts": legal([
        ["offline", "Pages are kept offline."],
        ["choices", "Clearing removes the time and the pages."],
      ]),
      "content/fr/legal.ts": legal([
        ["offline", "Les pages sont conservées."],
        ["choices", "L’effacement ne supprime que l’heure."],
      ]),
    });
    commit("A new section in both languages; the English of the next one changes too");
    const { stdout } = translations();
    assert.match(
      stdout,
      /^content\/fr\/legal\.ts: 1 key behind content\/en\/legal\.ts\n {2}cookies\.sections\[choices\]\.body: English changed in [0-9a-f]{7}/m,
    );
    write({
      "content/fr/legal.ts": legal([
        ["offline", "Les pages sont conservées."],
        ["choices", "L’effacement supprime l’heure et les pages."],
      ]),
    });
    commit("French follows");
  });

  it("asks nothing for an English change to code or data only, or for a commit that says no translation is needed", () => {
    write({
      "content/en/home.ts": contentModule("home", { title: "Hello there", intro: "Welcome, everyone", href: "/about-us" }).replace(
        "// home",
        "// The home page",
      ),
    });
    commit("English: a link moved");
    write({ "content/en/home.ts": contentModule("home", { title: "Hello there", intro: "Welcome, everyone!", href: "/about-us" }) });
    commit(`English: a typo ${NO_TRANSLATION_NEEDED}`);
    assert.deepEqual(translationStatus(repo), { shallow: false, locales: ["fr"], checked: 3, behind: [] });
  });

  it("sees a key changed on a branch, merged after a French change on another", () => {
    git(["checkout", "--quiet", "-b", "english-side"]);
    write({ "content/en/home.ts": contentModule("home", { title: "Hello again", intro: "Welcome, everyone!", href: "/about-us" }) });
    commit("English, on a branch: the title");
    git(["checkout", "--quiet", "main"]);
    write({ "content/fr/home.ts": contentModule("home", { title: "Bonjour de nouveau", intro: "Bienvenue à toutes et à tous", href: "/fr/about" }) });
    commit("French, on main: the title, before the English change arrives");
    git(["merge", "--quiet", "--no-edit", "english-side"]);
    const status = translationStatus(repo);
    assert.ok(!status.shallow && status.behind.flatMap(({ keys = [] }) => keys.map(({ path }) => path)).join() === "home.title", JSON.stringify(status));
    write({ "content/fr/home.ts": contentModule("home", { title: "Rebonjour", intro: "Bienvenue à toutes et à tous", href: "/fr/about" }) });
    commit("French: the title after the merge");
    assert.deepEqual(translationStatus(repo), { shallow: false, locales: ["fr"], checked: 3, behind: [] });
  });

  it("lists a translation not written yet: a new English module, a French post deleted", () => {
    write({ "content/en/about.ts": contentModule("about", { title: "About us" }) });
    rmSync(join(repo, "content/blog/fr/first-post.md"));
    commit("English: an About page; the French post goes");
    const { status, stdout } = translations(["--check"]);
    assert.equal(status, 1);
    assert.match(stdout, /^content\/fr\/about\.ts: not written yet \(the translation of content\/en\/about\.ts, last changed in [0-9a-f]{7}\)$/m);
    assert.match(stdout, /^content\/blog\/fr\/first-post\.md: not written yet/m);
    assert.match(stdout, /^2 of 4 translations \(fr\) are behind/m);
  });

  it("refuses to guess in a shallow clone: it names `git fetch --unshallow` and exits 2", () => {
    const shallow = join(base, "shallow");
    git(["clone", "--quiet", "--depth", "1", `file://${repo}`, shallow], {}, base);
    for (const args of [[], ["--check"]]) {
      const { status, stdout, stderr } = translations(args, shallow);
      assert.equal(status, 2);
      assert.equal(stdout, "");
      assert.match(stderr, /shallow clone[\s\S]*`git fetch --unshallow`/);
    }
  });
});

// `npm run translations` (scripts/copy/translations.mjs) on a real commit history, built here in a temporary git
// repository: an English module and post change, the French falls behind, then catches up in a later commit dated
// earlier (history counts, not dates); and a shallow clone refuses to guess.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { NO_TRANSLATION_NEEDED, translationStatus } from "../scripts/copy/translation-status.mjs";

const script = join(import.meta.dirname, "..", "scripts", "copy", "translations.mjs");
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
describe("npm run translations", { timeout: 30_000 }, () => {
  it("says in one line that all is current, and exits 0 even with --check", () => {
    assert.deepEqual(translations(["--check"]), { status: 0, stdout: "All 2 translations (fr) are current with their English source.", stderr: "" });
  });

  it("lists a module and a post whose English changed after their French, the module's changed keys beneath", () => {
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
      `content/fr/home.ts: behind content/en/home.ts, changed in ${englishCommit} after this file's last commit ${frenchCommit} (git diff ${frenchCommit} HEAD -- content/en/home.ts)`,
      "  home.title",
      '    English was: "Hello"',
      '    English now: "Hello there"',
      '    Translation: "Bonjour"',
      `content/blog/fr/first-post.md: behind content/blog/en/first-post.md, changed in ${englishCommit} after this file's last commit ${frenchCommit} (git diff ${frenchCommit} HEAD -- content/blog/en/first-post.md)`,
      "2 of 2 translations (fr) are behind their English source: translate them, then commit.",
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

  it("asks nothing for an English change to code or data only, or for a commit that says no translation is needed", () => {
    write({
      "content/en/home.ts": contentModule("home", { title: "Hello there", intro: "Welcome", href: "/about-us" }).replace("// home", "// The home page"),
    });
    commit("English: a link moved");
    write({ "content/en/home.ts": contentModule("home", { title: "Hello there", intro: "Welcome!", href: "/about-us" }) });
    commit(`English: a typo ${NO_TRANSLATION_NEEDED}`);
    assert.deepEqual(translationStatus(repo), { shallow: false, locales: ["fr"], checked: 2, behind: [] });
  });

  it("lists a translation not written yet: a new English module, a French post deleted", () => {
    write({ "content/en/about.ts": contentModule("about", { title: "About us" }) });
    rmSync(join(repo, "content/blog/fr/first-post.md"));
    commit("English: an About page; the French post goes");
    const { status, stdout } = translations(["--check"]);
    assert.equal(status, 1);
    assert.match(stdout, /^content\/fr\/about\.ts: not written yet \(the translation of content\/en\/about\.ts, last changed in [0-9a-f]{7}\)$/m);
    assert.match(stdout, /^content\/blog\/fr\/first-post\.md: not written yet/m);
    assert.match(stdout, /^2 of 3 translations \(fr\) are behind/m);
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

// The spell check (cspell.config.mjs), run as `npm run lint` runs it, on sample files read from stdin as if they
// were content files: each language in its own dictionary, only the copy read, each finding with file, line and word.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { beforeAll, describe, it } from "vitest";
import { locales } from "@/content/locales";
import { spellingLanguages } from "../cspell.config.mjs";

/** A finding as cspell prints it ("content/fr/a.ts:6:32 - Unknown word (erreurr) fix: …"), reduced to file, line and word. */
function finding(line: string): string {
  const [, file, row, kind, word] = /^(\S+):(\d+):\d+ - (Unknown|Forbidden) word \(([^)]+)\)/.exec(line) ?? [];
  return file ? `${file}:${row} ${kind} ${word}` : line;
}

/** cspell's findings for `text` checked as the file `path` (relative to the repository). */
function spellCheck(path: string, text: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/cspell/bin.mjs", "lint", "--no-progress", "--no-summary", `stdin://${path}`]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", () => resolve(output.split("\n").filter(Boolean).map(finding)));
    child.stdin.end(text);
  });
}

// A French module: a misspelling and English words to catch; a comment, an import, data, a quoted key, a placeholder,
// code and a term of two words (spelling/fr.txt) to pass.
const frenchModule = [
  'import type { PageContent } from "../types";',
  "// Un commentaire, avec une fôte qui ne compte pas.",
  "export const page = {",
  '  id: "some-identifer", href: "/fr/servicces", workplace: { kind: "remote", countries: ["RW"] },',
  '  title: "Une équipe à Kigali avec Talanta AI et une pull request",',
  '  intro: "Nous déployons une erreurr. Deploy the text. {minutes}\\u00a0min, ${site.emial}.",',
  '  "senior-engineer": { title: "Ingénieur" },',
  "};",
].join("\n");

// An English module: US spellings outside the spec's texts and a misspelling to catch; the spec's texts to pass.
const englishModule = [
  "export const page = {",
  '  intro: "Our organisation recognises the colour of your organization and its signup.",',
  '  required: "Please select your organization type.",',
  '  types: ["Growth-Stage Scaleup", "Civil Society Organization"],',
  '  note: "A mispelt word.",',
  "};",
].join("\n");

// A French post: its front-matter keys, a link's target and code to pass.
const frenchPost = [
  "---",
  "title: Un titre",
  "authorRole: fondatrice",
  "---",
  "",
  "Lisez [la FAQ](/fr/support#talent), lancez `npm run build` ou :",
  "",
  "```",
  "const fooo = 1;",
  "```",
  "Une fôte.",
].join("\n");

describe("spell check", () => {
  const found: Record<string, string[]> = {};
  // Each run loads the dictionaries (seconds on a busy machine): the three run side by side, once.
  beforeAll(async () => {
    const samples = { "content/fr/sample.ts": frenchModule, "content/en/sample.ts": englishModule, "content/blog/fr/sample.md": frenchPost };
    const results = await Promise.all(Object.entries(samples).map(([path, text]) => spellCheck(path, text)));
    Object.keys(samples).forEach((path, index) => (found[path] = results[index]!));
  }, 60_000);

  it("checks English and French, and no language the site does not have", () => {
    assert.deepEqual(
      Object.keys(spellingLanguages).filter((code) => !(locales as readonly string[]).includes(code)),
      [],
      "cspell.config.mjs has an entry for a language content/locales.ts does not list",
    );
    assert.ok(spellingLanguages.en && spellingLanguages.fr);
  });

  it("reads French copy in French only: a misspelling and an English word fail, names, terms and code pass", () => {
    assert.deepEqual(found["content/fr/sample.ts"], [
      "content/fr/sample.ts:6 Unknown erreurr",
      "content/fr/sample.ts:6 Unknown Deploy",
      "content/fr/sample.ts:6 Unknown text",
    ]);
  });

  it("reads English copy in British English, and admits the spec's US spellings only in the spec's own texts", () => {
    assert.deepEqual(found["content/en/sample.ts"], [
      "content/en/sample.ts:2 Forbidden organization",
      "content/en/sample.ts:2 Forbidden signup",
      "content/en/sample.ts:5 Unknown mispelt",
    ]);
  });

  it("reads a post's text: not its front-matter keys, its code or its links' targets", () => {
    assert.deepEqual(found["content/blog/fr/sample.md"], ["content/blog/fr/sample.md:11 Unknown fôte"]);
  });
});

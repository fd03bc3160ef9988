// docs/editors.md, "Adding a language", followed as written, for Swahili, in a temporary copy of the site: its folders
// copied from French with their links moved to /sw, the entry the page gives added to content/locales.ts and the line
// it gives added to content/dictionaries.ts. Nothing else changes. The type check accepts the language, and refuses it
// while its folder is incomplete or missing or the line that loads it is not there; the routes, the sitemap, the
// language switch and the offline pages follow the list (docs/decisions.md#d50). On a site that has Swahili already,
// the same steps add another language of the region under a code of its own.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, it } from "vitest";
import { readLocales } from "../scripts/editorial/content-source.mjs";

const root = process.cwd();
const site = mkdtempSync(join(tmpdir(), "adding-a-language-"));
const before = readLocales(readFileSync(join(root, "content/locales.ts"), "utf8")).locales;
/** The new language's code: Swahili's, unless the site has it already. */
const code = ["sw", "rw", "ha", "yo", "zu", "xh", "am"].find((candidate) => !before.includes(candidate))!;
const after = [...before, code];
// One type check of the whole site takes about 15 s on a quiet 2-core machine; at a load of 25, beside another test
// file, the whole site's and the worker's took 262 s.
const TYPE_CHECK_TIMEOUT = 600_000;

/** The editors' page, whose "Adding a language" section this test follows. */
const guide = "docs/editors.md";

/**
 * The two lines step 2 of the guide gives for Swahili, as they are written there, under the new language's code: the
 * list's entry, and the line that loads the folder (the one that imports it).
 */
function guideLines(): { entry: string; folder: string } {
  const page = readFileSync(join(root, guide), "utf8");
  const start = page.indexOf("\n## Adding a language\n");
  assert.ok(start >= 0, `${guide} has a section "## Adding a language"`);
  const next = page.indexOf("\n## ", start + 1);
  const steps = page.slice(start, next < 0 ? undefined : next);
  const lines = [...steps.matchAll(/```ts\n\s*(sw: [^\n]*)\n\s*```/g)].map((match) => match[1]!.replace(/\bsw\b/g, code));
  const folder = lines.filter((line) => line.includes("import("));
  const entry = lines.filter((line) => !line.includes("import("));
  assert.ok(
    folder.length === 1 && entry.length === 1,
    `${guide}, "Adding a language", gives Swahili's entry and the line that loads its folder, each in a ts block`,
  );
  return { entry: entry[0]!, folder: folder[0]! };
}

/** Adds a line at the end of the object literal that starts with `start` in a module of the copy. */
function addLine(path: string, start: string, line: string) {
  const file = join(site, path);
  const source = readFileSync(file, "utf8");
  const end = source.indexOf("\n}", source.indexOf(start));
  writeFileSync(file, `${source.slice(0, end)}\n  ${line}${source.slice(end)}`);
}

/** Changes every `from` into `to` in each file of a folder of the copy. */
function replaceIn(folder: string, from: string, to: string) {
  for (const file of readdirSync(join(site, folder))) {
    const path = join(site, folder, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll(from, to));
  }
}

/**
 * Files parsed and bound by an earlier type check of the copy, kept while their text is the same: the checks below
 * differ by a file or two, and parsing the site's type definitions (about 600 files) cost more than checking them.
 * Keyed by the options a parse and bind depend on, so that the worker's project (other libraries) parses its own.
 */
const parsedFiles = new Map<string, { text: string; file: ts.SourceFile }>();

/**
 * The type check of the copy with `project` (a tsconfig file or folder), as `tsc --noEmit -p project` makes it, by
 * the compiler's API in this process: its exit status, what it printed, and the files it read.
 */
function typeCheck(project: string) {
  const configFile =
    ts.sys.fileExists(join(site, project)) && !ts.sys.directoryExists(join(site, project)) ? join(site, project) : join(site, project, "tsconfig.json");
  const configErrors: ts.Diagnostic[] = [];
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
    },
  )!;
  // What a parse and bind depend on: not where the options came from, nor the incremental build's record.
  const optionsKey = JSON.stringify({ ...config.options, incremental: undefined, tsBuildInfoFile: undefined, configFilePath: undefined });
  const host = ts.createCompilerHost(config.options);
  host.getCurrentDirectory = () => site;
  host.getSourceFile = (fileName, languageVersion) => {
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    const key = `${optionsKey} ${JSON.stringify(languageVersion)} ${fileName}`;
    const kept = parsedFiles.get(key);
    if (kept?.text === text) return kept.file;
    const file = ts.createSourceFile(fileName, text, languageVersion);
    parsedFiles.set(key, { text, file });
    return file;
  };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: [...configErrors, ...ts.getConfigFileParsingDiagnostics(config)],
    host,
  });
  const diagnostics = [...configErrors, ...ts.getPreEmitDiagnostics(program)];
  const output = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => site, getNewLine: () => "\n" });
  return {
    status: diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error) ? 2 : 0,
    output,
    files: program.getSourceFiles().map((file) => file.fileName),
  };
}

/** A module of the copy, as the site's own code imports it. */
const fromCopy = (path: string) => import(join(site, path));

beforeAll(() => {
  // The site as the working tree has it (work not yet committed included), and its installed packages.
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  // Files only: a checkout may hold links (node_modules) or lose a tracked file to work in progress.
  const isFile = (name: string) => lstatSync(join(root, name), { throwIfNoEntry: false })?.isFile() ?? false;
  for (const file of files.split("\0").filter((name) => name && isFile(name))) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    copyFileSync(join(root, file), join(site, file));
  }
  symlinkSync(join(root, "node_modules"), join(site, "node_modules"), "dir");

  // Step 1: the folders, copied from French, their links moved to the new language's prefix.
  cpSync(join(site, "content/fr"), join(site, `content/${code}`), { recursive: true });
  cpSync(join(site, "content/blog/fr"), join(site, `content/blog/${code}`), { recursive: true });
  replaceIn(`content/${code}`, 'localeRoutes("fr")', `localeRoutes("${code}")`);
  replaceIn(`content/blog/${code}`, "](/fr/", `](/${code}/`);

  // Step 2: the entry, at the end of the list, and the line that loads the folder, at the end of the folders.
  const { entry, folder } = guideLines();
  addLine("content/locales.ts", "export const localeInfo = {", entry);
  addLine("content/dictionaries.ts", "const folders = {", folder);

  // The site reads its posts and pictures from the folder it is built in.
  process.chdir(site);
});

afterAll(() => {
  process.chdir(root);
  rmSync(site, { recursive: true, force: true });
});

// The checks that import the copy's modules compile them first: seconds on a busy machine (5 s failed at a load of 25).
describe('docs/editors.md, "Adding a language", for Swahili', { timeout: 60_000 }, () => {
  it(
    "type-checks: the folders and the two lines are all the site needs, its tests and the service worker included",
    () => {
      const whole = typeCheck(".");
      assert.equal(whole.status, 0, `tsc -p .:\n${whole.output}`);
      const worker = typeCheck("lib/service-worker");
      assert.equal(worker.status, 0, `tsc -p lib/service-worker:\n${worker.output}`);
      // The worker's check reads the list and the route table, and no language's copy.
      const content = worker.files.filter((file) => file.startsWith(join(site, "content/"))).map((file) => file.slice(site.length + 1));
      assert.deepEqual(content.sort(), ["content/locales.ts", "content/routes.ts"]);
    },
    TYPE_CHECK_TIMEOUT,
  );

  it(
    "is refused by the type check while its folder is incomplete or missing or the line that loads it is not there, which names what is wrong",
    () => {
      // The folders' loader and what it reads, alone: the check that ties the list to the folders, without the rest of the site.
      writeFileSync(
        join(site, "tsconfig.entry.json"),
        JSON.stringify({
          extends: "./tsconfig.json",
          compilerOptions: { incremental: false },
          include: [],
          files: ["next-env.d.ts", "content/dictionaries.ts"],
        }),
      );
      const index = join(site, `content/${code}/index.ts`);
      const whole = readFileSync(index, "utf8");
      try {
        writeFileSync(index, whole.replace("\n  cookies,", ""));
        const incomplete = typeCheck("tsconfig.entry.json");
        assert.notEqual(incomplete.status, 0);
        assert.match(
          incomplete.output,
          new RegExp(`content/dictionaries\\.ts\\(\\d+,\\d+\\): error TS2322: Type 'typeof import\\("[^"]*content/${code}/index"\\)' is not assignable`),
        );
        assert.match(incomplete.output, /Property 'cookies' is missing/);
      } finally {
        writeFileSync(index, whole);
      }
      renameSync(join(site, `content/${code}`), join(site, `content/${code}-elsewhere`));
      try {
        const missing = typeCheck("tsconfig.entry.json");
        assert.notEqual(missing.status, 0);
        assert.match(missing.output, new RegExp(`content/dictionaries\\.ts\\(\\d+,\\d+\\): error TS2307: Cannot find module '\\./${code}'`));
      } finally {
        renameSync(join(site, `content/${code}-elsewhere`), join(site, `content/${code}`));
      }
      const loader = join(site, "content/dictionaries.ts");
      const folders = readFileSync(loader, "utf8");
      try {
        writeFileSync(loader, folders.replace(`\n  ${guideLines().folder}`, ""));
        const unloaded = typeCheck("tsconfig.entry.json");
        assert.notEqual(unloaded.status, 0);
        assert.match(unloaded.output, new RegExp(`content/dictionaries\\.ts\\(\\d+,\\d+\\): error TS1360: .*\\n\\s*Property '${code}' is missing`));
      } finally {
        writeFileSync(loader, folders);
      }
    },
    TYPE_CHECK_TIMEOUT,
  );

  it("gets its routes: its pages are built under its code, and its copy links to them", async () => {
    const { locales } = await fromCopy("content/locales.ts");
    const { prefixedLocaleParams } = await fromCopy("lib/i18n.ts");
    const { localeRoutes } = await fromCopy("content/routes.ts");
    const { getContent } = await fromCopy("content/dictionaries.ts");
    const prefixed = after.slice(1);
    assert.deepEqual(locales, after);
    assert.deepEqual(
      prefixedLocaleParams(),
      prefixed.map((locale) => ({ locale })),
      `app/[locale]/ builds every page under /${code}`,
    );
    assert.equal(localeRoutes(code).home, `/${code}`);
    assert.equal(localeRoutes(code).consulting, `/${code}/services/consulting`);
    assert.equal(getContent(code).about.meta.path, `/${code}/about`);
    const { offlinePaths } = await fromCopy("lib/offline.ts");
    assert.deepEqual(offlinePaths, ["/offline", ...prefixed.map((locale) => `/${locale}/offline`)], "the service worker keeps its offline page");
    assert.deepEqual(readLocales(readFileSync("content/locales.ts", "utf8")).locales, after, "the copy checks read it too");
  });

  it("is in the sitemap: every page in the new language, each listed as an alternate of the same page in every language", async () => {
    const { default: sitemap } = await fromCopy("app/sitemap.ts");
    const { site: config } = await fromCopy("content/site.ts");
    const { pathInLocale } = await fromCopy("lib/locale-path.ts");
    const entries = sitemap() as { url: string; alternates: { languages: Record<string, string> } }[];
    const pathOf = (url: string) => url.slice(config.url.length) || "/";
    const { localeOfPath } = await fromCopy("lib/locale-path.ts");
    const inLanguage = (locale: string) => entries.filter((entry) => localeOfPath(pathOf(entry.url)) === locale);
    assert.ok(inLanguage("en").length > 10);
    assert.equal(inLanguage(code).length, inLanguage("en").length, "every English page has its page in the new language");
    for (const entry of entries) {
      assert.deepEqual(Object.keys(entry.alternates.languages), after, entry.url);
      assert.equal(entry.alternates.languages[code], `${config.url}${pathInLocale(pathOf(entry.url), code)}`.replace(/\/$/, ""), entry.url);
    }
  });

  it("is in the language switch, named as its entry names it, and leads to the same page", async () => {
    const { otherLanguages } = await fromCopy("lib/i18n.ts");
    const { pathInLocale, localeOfPath } = await fromCopy("lib/locale-path.ts");
    const switchTo = (from: string) => otherLanguages(from).map((language: { locale: string; name: string }) => `${language.locale} ${language.name}`);
    assert.deepEqual(switchTo("en").slice(-1), [`${code} Kiswahili`]);
    assert.deepEqual(
      switchTo(code).map((option: string) => option.split(" ")[0]),
      before,
    );
    assert.equal(pathInLocale("/services/consulting", code), `/${code}/services/consulting`);
    assert.equal(pathInLocale(`/${code}/services/consulting`, "fr"), "/fr/services/consulting");
    assert.equal(pathInLocale(`/${code}`, "en"), "/");
    assert.equal(pathInLocale(`/${code}/404`, "fr"), "/fr", "from its not-found page, to the other language's home");
    assert.equal(localeOfPath(`/${code}/blog`), code);
  });
});

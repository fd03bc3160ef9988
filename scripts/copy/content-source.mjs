// Reads the site's copy from its source files, without running them: the strings of a content module with their key
// paths and lines, the lines of a blog post, and the language list of content/locales.ts. The copy checks and
// `npm run translations` need this from plain Node (no TypeScript loader) and from any commit in git history, where
// a module cannot be imported. TypeScript's own parser reads the modules, so any valid syntax is understood.
// @ts-check
import ts from "typescript";
import { dataKeys } from "./data-keys.mjs";

/** @typedef {{ path: string, value: string, line: number }} CopyString A string of copy: `home.hero.title`, its text, its line. */
/** @typedef {{ line: number, text: string, heading: boolean }} PostLine A line of a post's text; `heading` for its title and `#` lines. */

/** Front-matter fields of a post that are dates, not words (content/blog/README.md). */
const postDataFields = new Set(["date", "updated"]);

/** @param {ts.Expression} node the expression under `as const`, `satisfies T`, `<T>` and parentheses */
function unwrap(node) {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isTypeAssertionExpression(node)) {
    node = node.expression;
  }
  return node;
}

/**
 * A literal's text, escapes resolved (`\u00a0` is the no-break space); a template's `${…}` parts are kept as
 * written, since they hold code (an address, a helper), not words. Undefined when the value is code.
 * @param {ts.Expression} node
 * @param {ts.SourceFile} sourceFile
 */
function literalText(node, sourceFile) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => "${" + span.expression.getText(sourceFile) + "}" + span.literal.text).join("");
  }
  return undefined;
}

/** @param {ts.PropertyName} name @param {ts.SourceFile} sourceFile */
function keyName(name, sourceFile) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText(sourceFile);
}

/**
 * Every string of copy in a content module, by key path: each top-level constant (exported or not: a module may
 * build its copy from local ones, such as `openRoles`) is walked through its objects and arrays. Data keys and
 * values that are code (`routes.about`, `site.email`, a helper's call) are left out.
 * @param {string} source the module's text
 * @param {string} fileName for the parser only
 * @returns {CopyString[]}
 */
export function moduleStrings(source, fileName = "module.ts") {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {CopyString[]} */
  const strings = [];
  /** @param {ts.Expression} expression @param {string} path */
  const walk = (expression, path) => {
    const node = unwrap(expression);
    const text = literalText(node, sourceFile);
    if (text !== undefined) {
      strings.push({ path, value: text, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1 });
    } else if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element, index) => walk(element, `${path}[${index}]`));
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = keyName(property.name, sourceFile);
        if (!dataKeys.has(key)) walk(property.initializer, `${path}.${key}`);
      }
    }
  };
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) walk(declaration.initializer, declaration.name.text);
    }
  }
  return strings;
}

/**
 * The language list of content/locales.ts: the keys of `localeInfo` (one entry per language), or else `locales` (an
 * array of codes, or an object keyed by code), and `defaultLocale`. Read from the source so that plain Node scripts
 * follow the one list the site is built from.
 * @param {string} source the text of content/locales.ts
 * @returns {{ locales: string[], defaultLocale: string }}
 */
export function readLocales(source) {
  const sourceFile = ts.createSourceFile("locales.ts", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {Map<string, ts.Expression>} */
  const constants = new Map();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (ts.isIdentifier(name) && initializer) constants.set(name.text, unwrap(initializer));
    }
  }
  const entries = constants.get("localeInfo");
  const list = entries && ts.isObjectLiteralExpression(entries) ? entries : constants.get("locales");
  const fallback = constants.get("defaultLocale");
  /** @type {string[] | undefined} */
  let locales;
  if (list && ts.isArrayLiteralExpression(list)) locales = list.elements.map((element) => literalText(unwrap(element), sourceFile) ?? "");
  else if (list && ts.isObjectLiteralExpression(list))
    locales = list.properties.flatMap((property) => (property.name ? [keyName(property.name, sourceFile)] : []));
  const defaultLocale = fallback && literalText(fallback, sourceFile);
  if (!locales?.length || locales.includes("") || !defaultLocale || !locales.includes(defaultLocale)) {
    throw new Error(
      "content/locales.ts: cannot read `localeInfo` (an object keyed by language code) or `locales` (an array of codes, or an object keyed by them) and `defaultLocale` (one of them, as a string); scripts/copy/content-source.mjs reads them.",
    );
  }
  return { locales, defaultLocale };
}

/**
 * The text of a blog post, line by line, as a reader gets it: the front matter's words (title, summary, author's
 * role; not its keys or dates, and without the quotes YAML may wrap a value in) and the body's lines. Fenced code
 * blocks are left out; a heading's `#` marks are dropped.
 * @param {string} source the post's file
 * @returns {PostLine[]}
 */
export function postLines(source) {
  /** @type {PostLine[]} */
  const lines = [];
  const all = source.split(/\r?\n/);
  const frontMatterEnd = all[0] === "---" ? all.indexOf("---", 1) : -1;
  let inCode = false;
  all.forEach((text, index) => {
    const line = index + 1;
    if (index <= frontMatterEnd) {
      const field = /^([A-Za-z]+):\s*(.*)$/.exec(text);
      if (field && !postDataFields.has(field[1] ?? "")) {
        lines.push({ line, text: (field[2] ?? "").trim().replace(/^(["'])(.*)\1$/, "$2"), heading: field[1] === "title" });
      }
      return;
    }
    if (/^\s*(```|~~~)/.test(text)) inCode = !inCode;
    else if (!inCode && text.trim()) {
      const heading = /^#{1,6}\s+(.*)$/.exec(text);
      lines.push({ line, text: heading ? (heading[1] ?? "") : text, heading: Boolean(heading) });
    }
  });
  return lines;
}

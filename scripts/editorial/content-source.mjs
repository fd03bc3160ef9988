// Reads the site's copy from its source files, without running them: the strings of a content module with their key
// paths and lines, the lines of a blog post, and the language list of content/locales.ts. The copy checks and
// `npm run translations` need this from plain Node (no TypeScript loader) and from any commit in git history, where
// a module cannot be imported. TypeScript's own parser reads the modules, so any valid syntax is understood.
// @ts-check
import ts from "typescript";
import { dataKeys } from "./data-keys.mjs";

/** @typedef {{ path: string, value: string, line: number }} CopyString A string of copy: `home.hero.title`, its text, its line. */
/**
 * A line of a post's text; `heading` for its title and `#` lines, `field` for a front-matter line (its key).
 * @typedef {{ line: number, text: string, heading: boolean, field?: string }} PostLine
 */
/** A unit of a post a translation follows: a front-matter field by its name, or a paragraph of the body (`¶3`). @typedef {{ path: string, value: string, line: number }} PostParagraph */

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

/** The `id` an array's item gives itself (`{ id: "your-choices", … }`), if it is a plain string. @param {ts.Expression} node */
function itemId(node) {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const id = node.properties.find((property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === "id");
  return id && ts.isPropertyAssignment(id) && ts.isStringLiteral(unwrap(id.initializer))
    ? /** @type {ts.StringLiteral} */ (unwrap(id.initializer)).text
    : undefined;
}

/**
 * Every string of copy in a content module, by key path: each top-level constant (exported or not: a module may
 * build its copy from local ones, such as `openRoles`) is walked through its objects and arrays. Data keys and
 * values that are code (`routes.about`, `site.email`, a helper's call) are left out. With `byId`, an array's item that
 * has an `id` is named by it (`sections[your-choices]`, not `sections[5]`), so it keeps its name when an item is
 * inserted before it.
 * @param {string} source the module's text
 * @param {string} fileName for the parser only
 * @param {{ byId?: boolean }} [options]
 * @returns {CopyString[]}
 */
export function moduleStrings(source, fileName = "module.ts", { byId = false } = {}) {
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
      node.elements.forEach((element, index) => walk(element, `${path}[${(byId && itemId(unwrap(element))) || index}]`));
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
      "content/locales.ts: cannot read `localeInfo` (an object keyed by language code) or `locales` (an array of codes, or an object keyed by them) and `defaultLocale` (one of them, as a string); scripts/editorial/content-source.mjs reads them.",
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
        lines.push({ line, text: (field[2] ?? "").trim().replace(/^(["'])(.*)\1$/, "$2"), heading: field[1] === "title", field: field[1] });
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

/**
 * A post cut into what a translation follows, in order: each front-matter field of words by its key (`title`,
 * `summary`, `authorRole`), then each paragraph of the body by its number (`¶1`, `¶2`…). A paragraph is a heading, or
 * the lines that run up to a blank line, a heading or a code block (which is left out, as in `postLines`).
 * @param {string} source the post's file
 * @returns {PostParagraph[]}
 */
export function postParagraphs(source) {
  /** @type {PostParagraph[]} */
  const units = [];
  /** @type {PostLine | undefined} */
  let previous;
  for (const line of postLines(source)) {
    const last = units.at(-1);
    if (line.field) units.push({ path: line.field, value: line.text, line: line.line });
    else if (last && previous && !previous.field && !previous.heading && !line.heading && previous.line === line.line - 1) last.value += `\n${line.text}`;
    else units.push({ path: `¶${units.filter((unit) => unit.path.startsWith("¶")).length + 1}`, value: line.text, line: line.line });
    previous = line;
  }
  return units;
}

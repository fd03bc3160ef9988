// The values under content/ that still wait for the business (docs/decisions.md#d4, #d55), read from the source
// each time, so `npm run placeholders` and `npm run deploy:check` follow every marker without a list of their own.
// A value is marked by a `// PLACEHOLDER: what is needed` comment at the end of its line:
//
//   email: "hello@talanta-ai.example", // PLACEHOLDER: public contact e-mail address
//
// The marked value is the one string on that line. A marker on the first line of an entry (right under
// `"a-role": {`) marks the entry, and its key is the value (a role's key is its anchor on the careers page). A marker
// alone on any other line names something that has no value yet, so no page shows it (a street address to add): it is
// listed, and nothing is looked for. TypeScript's own parser reads the modules, as for the copy checks (scripts/editorial/content-source.mjs).
// @ts-check
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { postLines } from "./content-source.mjs";

/**
 * A marked placeholder: where it is, what the business must supply, and the value the site shows meanwhile.
 * @typedef {object} Placeholder
 * @property {string} file the module, relative to the repository (`content/site.ts`)
 * @property {number} line
 * @property {string} needed the marker's words
 * @property {string} [path] the key the value sits under (`site.email`, `openRoles.senior-ai-engineer`)
 * @property {string} [value] what the pages show until it is replaced; none for a marker alone on its line
 */
/** A string of content/ and where it is: a module's key path, or a post's line. @typedef {{ file: string, line: number, path: string, value: string }} ContentString */

export const PLACEHOLDER_MARKER = /\/\/\s*PLACEHOLDER:\s*(.+?)\s*$/;

/**
 * Every string literal of a module with its key path and line, data and code included (a link, the fallback in
 * `process.env.X ?? "…"`), and every property key that opens an object (a role's key).
 * @param {string} source
 * @param {string} fileName
 */
function literals(source, fileName) {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ path: string, value: string, line: number, key: boolean }[]} */
  const found = [];
  const lineOf = (/** @type {ts.Node} */ node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  /** @param {ts.Node} node @param {string} path */
  const walk = (node, path) => {
    // Module names and types are code, never a value a page shows.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ path, value: node.text, line: lineOf(node), key: false });
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(sourceFile);
        const keyPath = path ? `${path}.${name}` : name;
        if (ts.isObjectLiteralExpression(property.initializer)) found.push({ path: keyPath, value: name, line: lineOf(property), key: true });
        walk(property.initializer, keyPath);
      }
    } else if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element, index) => walk(element, `${path}[${index}]`));
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (node.initializer) walk(node.initializer, node.name.text);
    } else {
      ts.forEachChild(node, (child) => walk(child, path));
    }
  };
  walk(sourceFile, "");
  return found;
}

/**
 * The placeholders marked in one module. Throws, naming the line, when a marker's line holds two strings: which one
 * is the placeholder would be a guess (put each value on a line of its own).
 * @param {string} source the module's text
 * @param {string} file its path, for messages
 * @returns {Placeholder[]}
 */
export function placeholdersIn(source, file) {
  const lines = source.split("\n");
  const marked = lines.flatMap((text, index) => {
    const match = PLACEHOLDER_MARKER.exec(text);
    return match ? [{ line: index + 1, needed: /** @type {string} */ (match[1]) }] : [];
  });
  if (marked.length === 0) return [];
  const all = literals(source, file);
  return marked.map(({ line, needed }) => {
    // An empty string shows nothing (`.replace(/\/+$/, "")` beside a value): it is never the placeholder.
    const values = all.filter((literal) => literal.line === line && !literal.key && literal.value.trim() !== "");
    if (values.length > 1) {
      throw new Error(
        `${file}:${line}: the PLACEHOLDER marker's line holds ${values.length} strings (${values.map((value) => JSON.stringify(value.value)).join(", ")}): put the placeholder value on a line of its own.`,
      );
    }
    // Alone on the first line of an entry (where Prettier puts a comment written after `"a-role": {`), it marks the entry.
    const alone = /^\s*\/\//.test(lines[line - 1] ?? "");
    const entry = values[0] ?? all.find((literal) => literal.key && (literal.line === line || (alone && literal.line === line - 1)));
    return entry ? { file, line, needed, path: entry.path, value: entry.value } : { file, line, needed };
  });
}

/** Every module under content/, relative paths with `/`, sorted. @param {string} root the repository */
function contentModules(root) {
  return readdirSync(join(root, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * Every placeholder marked under content/, in file and line order.
 * @param {string} root the repository
 * @returns {Placeholder[]}
 */
export function contentPlaceholders(root) {
  return contentModules(root).flatMap((file) => placeholdersIn(readFileSync(join(root, file), "utf8"), file));
}

/**
 * Every string of content/: each module's literals by key path, and each post's text by line. The deploy check
 * names with it the file and key behind a value it found in the export.
 * @param {string} root the repository
 * @returns {ContentString[]}
 */
export function contentStrings(root) {
  const modules = contentModules(root).flatMap((file) =>
    literals(readFileSync(join(root, file), "utf8"), file)
      .filter((literal) => !literal.key)
      .map(({ path, value, line }) => ({ file, line, path, value })),
  );
  const blog = join(root, "content", "blog");
  const posts = (existsSync(blog) ? readdirSync(blog, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md") && entry.name !== "README.md")
    .flatMap((entry) => {
      const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
      return postLines(readFileSync(join(root, file), "utf8")).map(({ line, text }) => ({ file, line, path: `line ${line}`, value: text }));
    });
  return [...modules, ...posts];
}

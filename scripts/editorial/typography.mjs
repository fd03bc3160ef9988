// Each language's typography rules, as a checker: a rule finds a slip in a string of copy and says what is wrong;
// it never rewrites the copy. A language with no rules here is not checked; rules belong to their language, so
// French rules never judge another language's text (a Swahili question mark takes no space).
// The French convention is the site's (docs/decisions.md#d35): a no-break space (U+00A0) before ":" and
// inside « », a narrow no-break space (U+202F) before ; ! ?, the typographic apostrophe, sentence-case titles.
// @ts-check

/** @typedef {{ index: number, message: string }} Fault Where in the text (its character index) and what is wrong. */
/** @typedef {{ heading: boolean, names: ReadonlySet<string> }} TextKind `heading` for a title or heading; `names`: proper nouns that keep their capital. */
/** @typedef {(text: string, kind: TextKind) => Fault[]} Rule Finds one kind of slip in a string whose code, addresses and placeholders are masked. */

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/**
 * What is not prose, masked with underscores of the same length so that indexes still point into the original:
 * `${…}` and `{placeholders}`, inline code, a Markdown link's target and an image's `!`, URLs, `mailto:`/`tel:`
 * addresses and e-mail addresses.
 */
const notProse = [
  /\$\{[^}]*\}/g,
  /\{[A-Za-z]+\}/g,
  /`[^`]*`/g,
  /(?<=\])\([^)\s]*\)/g,
  /!(?=\[)/g,
  /\b(?:https?:\/\/|mailto:|tel:)[^\s)»]*/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
];

/** @param {string} text */
export function maskNonProse(text) {
  return notProse.reduce((masked, pattern) => masked.replace(pattern, (match) => "_".repeat(match.length)), text);
}

/** @param {string} char */
const spaceName = (char) => (char === NBSP ? "a no-break space (U+00A0)" : char === NNBSP ? "a narrow no-break space (U+202F)" : "a plain space");

/**
 * A mark that French sets after a space of one kind (`wanted`): finds it with no space before it, with a plain
 * space, or with the other no-break space. `exempt` lets a use through (the colon of a time, 9:30).
 * @param {string} mark @param {string} wanted @param {(text: string, index: number) => boolean} [exempt]
 * @returns {Rule}
 */
function spacedMark(mark, wanted, exempt = () => false) {
  const want = spaceName(wanted);
  return (text) =>
    [...text.matchAll(new RegExp(`[${mark}]`, "g"))].flatMap(({ index }) => {
      const before = text[index - 1];
      // The start of a string, or a second mark (?!), follows what came before it in the page.
      if (before === undefined || mark.includes(before) || exempt(text, index)) return [];
      if (before === wanted) return [];
      const char = text[index];
      if (before === " " || before === NBSP || before === NNBSP)
        return [{ index, message: `${spaceName(before)} before "${char}", where French sets ${want}` }];
      return [{ index, message: `no space before "${char}": French sets ${want} there` }];
    });
}

/** @type {Rule} */
const guillemetSpaces = (text) =>
  [...text.matchAll(/[«»]/g)].flatMap(({ index }) => {
    const opening = text[index] === "«";
    const inside = opening ? text[index + 1] : text[index - 1];
    if (inside === NBSP) return [];
    const where = opening ? "after «" : "before »";
    const found = inside === " " || inside === NNBSP ? spaceName(inside) : "no space";
    return [{ index, message: `${found} ${where}: French sets a no-break space (U+00A0) inside « »` }];
  });

/** @param {RegExp} pattern @param {string} message @returns {Rule} */
const everyMatch = (pattern, message) => (text) => [...text.matchAll(pattern)].map(({ index }) => ({ index, message }));

/**
 * Title Case, as English writes titles ("Nos Solutions"): French capitalises a title's first word and proper nouns
 * only. A capital is allowed on the first word, after the end of a sentence, a dash or an opening «, on an acronym
 * (IA, PME) and on a name the project knows (its spelling word lists).
 * @type {Rule}
 */
const sentenceCaseTitle = (text, { heading, names }) => {
  if (!heading) return [];
  const faults = [];
  let startsClause = true;
  for (const { 0: token, index } of text.matchAll(/[\p{L}\p{M}][\p{L}\p{M}’'-]*|[.!?…—–«]/gu)) {
    if (/^[.!?…—–«]$/.test(token)) {
      startsClause = true;
      continue;
    }
    const word = token.replace(/^\p{L}’/u, ""); // l’Afrique: the word is Afrique
    const capitalised = /^\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);
    if (capitalised && !startsClause && !names.has(word) && !word.split("-").every((part) => names.has(part))) {
      faults.push({ index, message: `"${word}" has a capital in a title: French titles take one on their first word and on proper nouns only` });
    }
    startsClause = false;
  }
  return faults;
};

/** @type {Rule[]} */
const frenchRules = [
  spacedMark(":", NBSP, (text, index) => /\d/.test(text[index - 1] ?? "") && /\d/.test(text[index + 1] ?? "")),
  spacedMark(";!?", NNBSP),
  guillemetSpaces,
  everyMatch(/"/g, 'straight double quotes ("): French quotes with « », a no-break space inside each'),
  everyMatch(/'/g, "a straight apostrophe ('): French writes ’"),
  everyMatch(/\.\.\./g, "three full stops: French sets the ellipsis character …"),
  sentenceCaseTitle,
];

/** Rules by language code (the codes of content/locales.ts). English has none: its copy follows the spec's own punctuation. */
export const typographyRules = /** @type {Record<string, Rule[]>} */ ({ fr: frenchRules });

/**
 * Every slip in one string of copy, for a language (none for a language without rules).
 * @param {string} language a code of content/locales.ts
 * @param {string} text the copy, as written (with its `${…}` and `{placeholders}`)
 * @param {Partial<TextKind>} [kind]
 * @returns {Fault[]}
 */
export function typographyFaults(language, text, { heading = false, names = new Set() } = {}) {
  const masked = maskNonProse(text);
  return (typographyRules[language] ?? []).flatMap((rule) => rule(masked, { heading, names })).sort((a, b) => a.index - b.index);
}

/**
 * The text around a fault, on one line, quoted for a message: enough to find it with a search.
 * @param {string} text @param {number} index
 */
export function excerpt(text, index, reach = 30) {
  const start = Math.max(0, index - reach);
  const end = Math.min(text.length, index + reach);
  return `"${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s*\n\s*/g, " ")}${end < text.length ? "…" : ""}"`;
}

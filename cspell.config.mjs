// The spell check of the site's copy (`npm run lint`, `npm test`; docs/editors.md, "Spelling"; docs/decisions.md#d43):
// each language's content modules and posts, in that language's dictionary. Only the copy is read: a module's
// string values (not its keys, comments, imports or data such as ids and links) and a post's text (not its
// front-matter keys, link targets or code). Names and terms go in spelling/words.txt (every language) or
// spelling/<code>.txt (one language); never add a word there to silence a misspelling.
// @ts-check
import { readFileSync } from "node:fs";
import { dataKeys } from "./scripts/editorial/data-keys.mjs";

/**
 * The spec's English texts (the product's original request, docs/decisions.md#d43), word for word, US spellings
 * included: the signup toggle, its dropdown and the 'Other' box; the organisation types; the validation messages; the
 * signup's success toast.
 * Everywhere else English copy follows the site's British convention, enforced by `americanSpellings`.
 */
const specTexts = [
  /"Organization"/g, // the signup toggle's label, "Developer / Organization"
  /\(choose Organization\)/g, // content/en/support.ts names that toggle as it reads
  /Select Organization Type/g,
  /Please specify your organization type/g,
  /Please select your organization type/g,
  /Civil Society Organization/g,
  /Growth-Stage Scaleup/g,
  /Developer signup submitted successfully/g,
];

/**
 * US spellings of words the site writes the British way. The bundled British dictionary also accepts Oxford
 * spellings (organization), so they are refused here by name.
 */
const americanSpellings = [
  ...["organization", "organizations", "organizational", "organize", "organized", "organizes", "organizing", "organizer", "organizers"],
  ...["optimize", "optimized", "optimizes", "optimizing", "optimization", "prioritize", "prioritized", "recognize", "recognized", "realize"],
  ...["realized", "specialize", "specialized", "localize", "localized", "localization", "modernize", "modernized", "analyze", "analyzed"],
  ...["color", "colors", "center", "centers", "centered", "behavior", "behaviors", "favorite", "catalog", "enrollment", "fulfill"],
  ...["modeled", "modeling", "labeled", "traveled", "traveling", "canceled", "defense", "signup", "signups", "scaleup", "scaleups"],
];

/**
 * One entry per language of content/locales.ts that is spell-checked: the dictionary its copy is read in, the
 * package that brings that dictionary (British English is bundled with cspell), and what only that language
 * refuses or accepts. A new language is checked once it has its entry here (and a dictionary to name).
 * @type {Record<string, { locale: string, dictionaryPackage?: string, flagWords?: string[], words?: string }>}
 */
export const spellingLanguages = {
  en: { locale: "en-GB", flagWords: americanSpellings },
  fr: { locale: "fr-FR", dictionaryPackage: "@cspell/dict-fr-fr/cspell-ext.json", words: "spelling/fr.txt" },
};

/**
 * Dictionaries cspell turns on for every file, or for .ts and .md files: programming and computing words, English
 * all of them. Copy is prose, and with them French copy would pass English words ("deploy", "text").
 */
const programmingDictionaries = [
  ...["companies", "softwareTerms", "public-licenses", "filetypes", "typescript", "node", "npm", "aws", "coding-compound-terms"],
  ...["computing-acronyms", "cryptocurrencies", "fullstack", "software-tools", "svelte", "web-services"],
  ...["html", "html-symbol-entities", "css", "fonts"],
];

/**
 * The terms of two or more words in a word list ("pull request"): cspell reads a list word by word, so such a term
 * is admitted as a whole phrase, and its words stay wrong on their own.
 * @param {string} list a word list's path
 */
function phrases(list) {
  const terms = readFileSync(new URL(list, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.includes(" ") && !line.startsWith("#"));
  const escaped = terms.map((term) =>
    term
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\s+/g, "\\s+"),
  );
  return escaped.map((term) => new RegExp(`\\b${term}\\b`, "g"));
}

/** The value of a data key (`href: "…"`, `workplace: { … }`, `countries: [ … ]`): data, not copy. */
const dataValues = new RegExp(`\\b(?:${[...dataKeys].join("|")})\\s*:\\s*(?:"[^"]*"|\\{[^}]*\\}|\\[[^\\]]*\\])`, "g");

/** @type {import("cspell").CSpellUserSettings} */
const config = {
  version: "0.2",
  files: Object.keys(spellingLanguages).flatMap((code) => [`content/${code}/*.ts`, `content/blog/${code}/*.md`]),
  import: Object.values(spellingLanguages).flatMap((language) => (language.dictionaryPackage ? [language.dictionaryPackage] : [])),
  dictionaryDefinitions: [
    { name: "project-words", path: "./spelling/words.txt", addWords: true },
    ...Object.entries(spellingLanguages).flatMap(([code, { words }]) => (words ? [{ name: `${code}-words`, path: `./${words}`, addWords: true }] : [])),
  ],
  dictionaries: ["project-words", ...programmingDictionaries.map((name) => `!${name}`)],
  ignoreRegExpList: [
    ...specTexts,
    ...phrases("spelling/words.txt"),
    // {placeholders}, a link's target in copy ("[our FAQ](/support#talent)"), identifiers such as a sample username (amara_dev).
    /\{[A-Za-z]+\}/g,
    // The names the legal pages give the site's storage on a device (talanta-send-queue, kept-submissions, talanta-email-contact).
    /\btalanta-[a-z-]*/g,
    /\bkept-submissions\b/g,
    /(?<=\]\()[^)\s]+/g,
    /\b\w+_\w+\b/g,
  ],
  languageSettings: [
    {
      languageId: "typescript",
      includeRegExpList: ["string"],
      // Comments, imports, `${…}`, data values, and a quoted key (`"senior-ai-engineer": { … }`), which is an id.
      ignoreRegExpList: ["CStyleComment", /^import .*$/gm, /\$\{[^}]*\}/g, dataValues, /"[^"\n]*"(?=\s*:)/g],
    },
    {
      languageId: "markdown",
      // Front-matter keys (a line's "key:" with only front matter above it), fenced and inline code.
      ignoreRegExpList: [/(?<=\n)[A-Za-z]+:(?<=^---\r?\n(?:(?!---\r?\n)[^\n]*\n)*[A-Za-z]+:)/g, /^\s*```[\s\S]*?^\s*```/gm, /`[^`\n]*`/g],
    },
  ],
  overrides: [
    ...Object.entries(spellingLanguages).map(([code, { locale, flagWords = [], words }]) => ({
      filename: [`content/${code}/**`, `content/blog/${code}/**`],
      language: locale,
      flagWords,
      dictionaries: words ? [`${code}-words`] : [],
      ignoreRegExpList: words ? phrases(words) : [],
    })),
    // The sign-up screen: its switch says "Organization" (the spec's word), so the words beside it on that screen
    // follow it ("Organization Type", not "Organisation Type"); elsewhere British (docs/decisions.md#d58).
    { filename: "content/en/signup.ts", ignoreRegExpList: [/\b[Oo]rganizations?\b/g] },
  ],
};

export default config;

// Keys whose values are data, not copy: ids, addresses, icon names, dates, codes. Their strings are never translated,
// spelt or set in a language's type; a key here skips everything beneath it (a role's `workplace`). One list for the
// copy checks (scripts/editorial/), the spell check (cspell.config.mjs) and test/translations.test.ts.
// @ts-check

export const dataKeys = new Set([
  "id",
  "href",
  "path",
  "slug",
  "icon",
  "network",
  "photoUrl",
  "date",
  "updated",
  "src",
  "datePosted",
  "validThrough",
  // A role's contract and workplace, and what search engines are told a programme is: codes, not copy.
  "employmentType",
  "workplace",
  "schemaType",
  // The name of a drawing of components/illustrations/; its alt text beside it is copy.
  "drawing",
]);

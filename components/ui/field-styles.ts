/** Class recipes shared by the form fields, so every input looks and behaves the same. */

export const labelClasses = "block text-sm font-medium text-ink";

// A field is a well of the page's colour (darker than the card it sits on in the dark scheme). The placeholder is the
// faint role, the focus ring the brand role (3:1 at least, WCAG 1.4.11); an invalid field keeps a border of the danger
// role and says why in words below it. test/colour-contrast.test.ts holds every pair in both schemes.
export const controlClasses = [
  "mt-2 block w-full rounded-xl border border-line bg-page px-4 py-3 text-base shadow-xs sm:text-sm",
  "placeholder:text-faint transition-[border-color,box-shadow] duration-150",
  "aria-invalid:border-danger",
  "focus:border-brand focus:ring-2 focus:ring-brand focus:outline-none focus-visible:outline-none",
].join(" ");

export const hintClasses = "mt-2 text-xs leading-relaxed text-muted";

/** The ids a field's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

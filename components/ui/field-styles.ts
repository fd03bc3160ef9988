/** Class recipes shared by the form fields, so every input looks and behaves the same. */

export const labelClasses = "block text-sm font-medium text-ink-900";

// Placeholder ink-500 is 5.60:1 on white. The focus ring is solid brand-600 (3.74:1 on white, WCAG 1.4.11);
// an invalid field keeps a red border (danger-600, 4.83:1) and says why in words below it.
export const controlClasses = [
  "mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base shadow-xs sm:text-sm",
  "placeholder:text-ink-500 transition-[border-color,box-shadow] duration-150",
  "aria-invalid:border-danger-600",
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none focus-visible:outline-none",
].join(" ");

export const hintClasses = "mt-2 text-xs leading-relaxed text-ink-600";

/** The ids a field's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** Class recipes shared by the form fields, so every input looks and behaves the same. */

export const labelClasses = "block text-sm font-medium text-ink-900";

export const controlClasses = [
  "mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink-950 shadow-xs sm:text-sm",
  "placeholder:text-ink-500/70 transition-[border-color,box-shadow] duration-150",
  "focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none focus-visible:outline-none",
  "aria-invalid:border-red-500 aria-invalid:ring-4 aria-invalid:ring-red-500/15",
].join(" ");

export const hintClasses = "mt-2 text-xs leading-relaxed text-ink-600";

import { localeInfo, type Locale } from "@/content/locales";

/**
 * "2026-11-21" → "21 November 2026" / "21 novembre 2026", in the language's own `Intl` locale. The date is
 * read and written in UTC, so the build machine's time zone never shifts it.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeInfo[locale].intlLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today's date, YYYY-MM-DD in UTC: what "now" means for a page built once and served for days. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A moment on this device, in the visitor's own time zone: "27 November 2026 at 13:05" (en-GB), "27 novembre 2026 à
 * 13 h 05" (French writes the hour with an "h", as the rest of the site does, docs/decisions.md#d35).
 */
export function formatDateTime(ms: number, locale: Locale, timeZone?: string): string {
  const intlLocale = localeInfo[locale].intlLocale;
  const format = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeStyle: "short", timeZone });
  if (!intlLocale.startsWith("fr")) return format.format(ms);
  return format
    .formatToParts(ms)
    .map((part, index, parts) => (part.type === "literal" && parts[index - 1]?.type === "hour" ? "\u00a0h\u00a0" : part.value))
    .join("");
}

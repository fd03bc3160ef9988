import { localeInfo, type Locale } from "@/content/locales";

/**
 * "2026-11-21" → "21 November 2026" / "21 novembre 2026", in the language's own `Intl` locale (French writes the first
 * of a month « 1er mars 2027 »). The date is read and written in UTC, so the build machine's time zone never shifts it.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const intlLocale = localeInfo[locale].intlLocale;
  const format = new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const date = new Date(`${isoDate}T00:00:00Z`);
  return isFrench(intlLocale) ? frenchText(format.formatToParts(date)) : format.format(date);
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
 * A moment on this device, in the visitor's own time zone: "27 November 2026 at 13:05" (en-GB, its 24-hour clock:
 * "09:05"), « 1er décembre 2026 à 9 h 05 » (French writes the hour with an « h » and no leading zero, as the rest of the
 * site does, docs/decisions.md#d35).
 */
export function formatDateTime(ms: number, locale: Locale, timeZone?: string): string {
  const intlLocale = localeInfo[locale].intlLocale;
  if (!isFrench(intlLocale)) return new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeStyle: "short", timeZone }).format(ms);
  const format = new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", timeZone });
  return frenchText(format.formatToParts(ms));
}

function isFrench(intlLocale: string): boolean {
  return intlLocale.startsWith("fr");
}

/** What `Intl` leaves to French typography: the first of a month is « 1er », and the hour is followed by « h ». */
function frenchText(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) => {
      if (part.type === "day" && part.value === "1") return "1er";
      if (part.type === "literal" && parts[index - 1]?.type === "hour") return "\u00a0h\u00a0";
      return part.value;
    })
    .join("");
}

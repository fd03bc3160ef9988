/**
 * A likely typo in a common e-mail domain (`gmial.com`, `gmail.co`, `outlok.com`, `yahoo.fe`) and the address it was
 * probably meant to be (docs/decisions.md#d15). Loaded when a visitor first uses an e-mail field, never before: the
 * library and its lists cost about 2.6 KiB gzip.
 */
import { POPULAR_DOMAINS, POPULAR_TLDS, run } from "@zootools/email-spell-checker";

/**
 * Finds this module's chunk for the service worker, which keeps it from its install on, so that a form used offline
 * still checks for a typo (scripts/build/build-service-worker.mjs, docs/decisions.md#d75): no other module may contain
 * this string.
 */
export const TYPO_CHECKER_MARKER = "talanta-typo-checker";

/** Mail services common with the site's visitors (Africa, France, Canada) that the library's list lacks. */
const REGIONAL_DOMAINS = [
  "yahoo.com",
  "yahoo.fr",
  "yahoo.co.uk",
  "hotmail.com",
  "hotmail.fr",
  "outlook.com",
  "outlook.fr",
  "live.com",
  "live.fr",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "gmx.fr",
  "videotron.ca",
];

/**
 * Country domains of the site's visitors, so a real address is never "corrected" to a better known one (the library
 * alone turns `name@company.rw`, Rwanda, into `company.ru`).
 */
const REGIONAL_TLDS = [
  ...["rw", "co.rw", "ac.rw", "gov.rw", "org.rw", "ke", "co.ke", "ac.ke", "or.ke", "ug", "co.ug", "ac.ug", "tz", "co.tz", "ac.tz"],
  ...["bi", "cd", "cg", "cm", "ci", "sn", "bj", "bf", "ml", "ne", "tg", "ga", "td", "gn", "mg", "mu", "ma", "tn", "dz", "eg"],
  ...["ng", "com.ng", "edu.ng", "gh", "com.gh", "edu.gh", "et", "zm", "zw", "co.zw", "mw", "na", "bw", "co.za", "ac.za", "org.za"],
  ...["qc.ca", "org.uk", "ac.uk", "fr", "be", "ch", "lu", "africa", "org", "int"],
];

const domains = [...new Set([...POPULAR_DOMAINS, ...REGIONAL_DOMAINS])];
const topLevelDomains = [...new Set([...POPULAR_TLDS, ...REGIONAL_TLDS])];

/** The address the visitor probably meant, or null: `amina.okafor@gmial.com` → `amina.okafor@gmail.com`. */
export function suggestEmail(email: string): string | null {
  const typed = email.trim();
  if (!typed.includes("@")) return null;
  const suggestion = run({ email: typed, domains, topLevelDomains });
  return suggestion && suggestion.full.toLowerCase() !== typed.toLowerCase() ? suggestion.full : null;
}

/**
 * The first address among `addresses` with a likely typo not yet pointed out to the visitor, with its suggestion, now
 * marked as pointed out; or null. A form sent with Enter shows it once, then sends the address as typed if sent again.
 */
export function typoToPointOut(addresses: [field: string, address: string][], pointedOut: Set<string>): [field: string, suggestion: string] | null {
  for (const [field, address] of addresses) {
    const suggestion = suggestEmail(address);
    if (!suggestion || pointedOut.has(address)) continue;
    pointedOut.add(address);
    return [field, suggestion];
  }
  return null;
}

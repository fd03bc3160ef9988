import type { CountryCode } from "@/content/data-types";
import type { Locale } from "@/content/locales";
import { localeInfo } from "@/content/locales";
import { openRoles, type OpenRoleId } from "@/content/open-roles";
import type { CareersContent, OpenRolesCopy, Role } from "@/content/types";
import { formatDate } from "./dates";
import { fillPlaceholders } from "./placeholders";

/** The open roles in one language, in content/open-roles.ts's order: each role's data, with the language's words. */
export function openRolesIn(copy: CareersContent["openRoles"]): Role[] {
  return (Object.keys(openRoles) as OpenRoleId[]).map((id) => ({ id, ...openRoles[id], ...copy[id] }));
}

/**
 * A role is listed from the day it is posted to its closing day, both included (dates are UTC days, as every
 * date on the site). After its closing day it is closed: no card, no job-search data (docs/decisions.md#d39).
 */
export function isListed(role: Pick<Role, "datePosted" | "validThrough">, today: string): boolean {
  return role.datePosted <= today && today <= role.validThrough;
}

/** The roles of `roles` listed on `today`, in their order. */
export function listedRoles<T extends Pick<Role, "datePosted" | "validThrough">>(roles: T[], today: string): T[] {
  return roles.filter((role) => isListed(role, today));
}

/** Roles past their closing day, by id: the build names them so an editor removes them. */
export function closedRoleIds(roles: Role[], today: string): string[] {
  return roles.filter((role) => role.validThrough < today).map((role) => role.id);
}

/** A country's name in the page's language ("RW" → "Rwanda"; "CI" → "Côte d’Ivoire" in French). */
export function countryName(code: CountryCode, locale: Locale): string {
  const name = new Intl.DisplayNames([localeInfo[locale].intlLocale], { type: "region", fallback: "none" }).of(code);
  if (!name) throw new Error(`"${code}" is not an ISO 3166-1 country code (content/open-roles.ts, workplace.countries).`);
  return name;
}

/** "Rwanda, Kenya and Canada" / "Rwanda, Kenya et Canada", in the page's language. */
export function countryList(codes: CountryCode[], locale: Locale): string {
  return new Intl.ListFormat(localeInfo[locale].intlLocale, { type: "conjunction" }).format(codes.map((code) => countryName(code, locale)));
}

/** What a role's card shows besides the role itself: its contract, its closing date and, when remote, where from. */
export interface RoleListing extends Role {
  employmentLabel: string;
  closingLabel: string;
  /** The sentence naming the countries a remote role is open to; absent for a role at an office. */
  countriesNote?: string;
}

/** The roles to list today, each with the words its card shows. */
export function roleListings(roles: Role[], copy: OpenRolesCopy, locale: Locale, today: string): RoleListing[] {
  return listedRoles(roles, today).map((role) => ({
    ...role,
    employmentLabel: copy.employmentTypes[role.employmentType],
    closingLabel: fillPlaceholders(copy.closingLabel, { date: formatDate(role.validThrough, locale) }),
    ...(role.workplace.kind === "remote" && {
      countriesNote: fillPlaceholders(copy.countriesLabel, { countries: countryList(role.workplace.countries, locale) }),
    }),
  }));
}

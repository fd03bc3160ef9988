/**
 * Shapes of the data that is the same in every language (docs/decisions.md#d51): the offices (content/site.ts), the
 * team (content/team.ts) and the open roles (content/open-roles.ts). It imports nothing, so those modules type their
 * data with it while content/types.ts keys each language's words by their ids, and no two modules import each other.
 */

/** An ISO 3166-1 alpha-2 country code ("RW", "CA"): names come from `Intl.DisplayNames` in the page's language. */
export type CountryCode = string;

/** An office people can work from (JobPosting's `jobLocation`). */
export interface Office {
  locality: string;
  /** State or province, where the country has them ("ON"). */
  region?: string;
  country: CountryCode;
}

export type OfficeKey = "canada" | "rwanda";

/** What is the same about a team member in every language: content/team.ts. */
export interface TeamMemberData {
  name: string;
  photoUrl: string;
}

/** Google's `employmentType` values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN" | "VOLUNTEER" | "PER_DIEM" | "OTHER";

/**
 * Where a role is done: fully remote from a list of countries (JobPosting's `jobLocationType: TELECOMMUTE`
 * with `applicantLocationRequirements`), or at one of the offices in content/site.ts, hybrid included.
 */
export type RoleWorkplace = { kind: "remote"; countries: CountryCode[] } | { kind: "office"; office: OfficeKey };

/** What is the same about an open role in every language: content/open-roles.ts. */
export interface RoleData {
  employmentType: EmploymentType;
  /** ISO date (YYYY-MM-DD) the role was published. */
  datePosted: string;
  /** ISO date (YYYY-MM-DD) of the last day applications are taken; from the next day the role is no longer listed. */
  validThrough: string;
  workplace: RoleWorkplace;
}

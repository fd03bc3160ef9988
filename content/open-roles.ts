import type { RoleData } from "./data-types";

/**
 * Open roles: what is the same in every language, once. To publish a role, add it here, keyed by its anchor on the
 * careers page (/careers#<id>: lowercase words joined by dashes), and its words to each language's careers.ts
 * (`openRoles`, under the same key): the type check names a language that lacks them. To close a role, remove it here
 * and in each language. A role is listed from `datePosted` to `validThrough` included: after its closing date the
 * build leaves it out (page and job-search data alike) and says so. When no role is listed the page shows a friendly
 * 'no open roles right now' message instead. `workplace` is either `{ kind: "remote", countries: [...] }` (ISO country
 * codes) or `{ kind: "office", office: "rwanda" }` (content/site.ts).
 */
export const openRoles = {
  "senior-ai-engineer": {
    // PLACEHOLDER: confirm that this role is open, and the countries Talanta AI can employ people in (its time zones, UTC−5 to UTC+3)
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-02-28",
    workplace: { kind: "remote", countries: ["RW", "KE", "UG", "TZ", "ET", "NG", "GH", "SN", "CI", "CM", "ZA", "EG", "MA", "CA"] },
  },
  "community-partnerships-lead": {
    // PLACEHOLDER: confirm that this role is open
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-01-31",
    workplace: { kind: "office", office: "rwanda" },
  },
} satisfies Record<string, RoleData>;

export type OpenRoleId = keyof typeof openRoles;

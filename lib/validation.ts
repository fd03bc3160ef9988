/** Pure form rules (docs/decisions.md#d11, #d14, #d15). No React, no DOM: unit-tested in test/validation.test.ts. */

import type { DeveloperSignupValues, OrganizationRequestValues } from "./form-values";

/** Maximum lengths, in UTF-16 code units as `maxLength` counts them (docs/decisions.md#d14). */
export const LIMITS = {
  name: 100,
  email: 254,
  message: 5000,
  password: 128,
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** What every e-mail input carries: the phone's e-mail keyboard, the browser's autofill, and the length a send takes. */
export const EMAIL_INPUT = { type: "email", inputMode: "email", autoComplete: "email", maxLength: LIMITS.email } as const;

export type DeveloperIssue = "usernameRequired" | "usernameFormat" | "fullNameRequired" | "passwordsMismatch" | "passwordTooShort";
export type OrganizationIssue = "nameRequired" | "companyEmailRequired" | "companyEmailInvalid" | "organizationTypeRequired" | "otherTypeRequired";

/** The same rule as `<input type="email">` (HTML's "valid e-mail address"). */
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * An address the team can answer: the browser's rule, plus a dot in the domain. The browser takes `name@gmail`
 * (a valid address on a private network), but no public mailbox lives at a domain without one.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= LIMITS.email && EMAIL_PATTERN.test(email) && hasDottedDomain(email);
}

/** True when the part after the last @ holds a dot between two labels: `gmail.com`, not `gmail` or `gmail.`. */
export function hasDottedDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return /^[^.]+(\.[^.]+)+$/.test(domain);
}

/**
 * True for a value that holds only spaces, tabs or line breaks: `required` lets it through, but it says
 * nothing, so it is never sent. (An empty value is `required`'s own case, with the browser's message.)
 */
export function isWhitespaceOnly(value: string): boolean {
  return value.length > 0 && value.trim().length === 0;
}

/**
 * What the username's hint promises (content/<locale>/signup.ts): letters (any script), numbers, dashes or
 * underscores, and no spaces.
 */
const USERNAME_PATTERN = /^[\p{L}\p{M}\p{N}_-]+$/u;

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** The issues of a form, each under its field: at most one per field, in the spec's order (docs/decisions.md#d99). */
function firstPerField<Issue extends string, Field extends string>(found: (Issue | false)[], fieldOf: Record<Issue, Field>): Issue[] {
  const seen = new Set<Field>();
  return found.filter((issue): issue is Issue => {
    if (!issue || seen.has(fieldOf[issue])) return false;
    seen.add(fieldOf[issue]);
    return true;
  });
}

/** The field each developer issue is shown under. */
export const developerIssueFields: Record<DeveloperIssue, keyof DeveloperSignupValues> = {
  usernameRequired: "username",
  usernameFormat: "username",
  fullNameRequired: "fullName",
  passwordsMismatch: "confirmPassword",
  passwordTooShort: "password",
};

/**
 * Developer checks after the browser's own (all fields required, e-mail type): username and full name must say
 * something, the username keeps to its hint, the passwords match, then they have at least 8 characters. Every issue,
 * in that order (the first is the one toasted).
 */
export function validateDeveloperSignup(values: Pick<DeveloperSignupValues, "username" | "fullName" | "password" | "confirmPassword">): DeveloperIssue[] {
  return firstPerField<DeveloperIssue, keyof DeveloperSignupValues>(
    [
      !values.username.trim() && "usernameRequired",
      !isValidUsername(values.username) && "usernameFormat",
      !values.fullName.trim() && "fullNameRequired",
      values.password !== values.confirmPassword && "passwordsMismatch",
      Array.from(values.password).length < MIN_PASSWORD_LENGTH && "passwordTooShort",
    ],
    developerIssueFields,
  );
}

/** The field each organization issue is shown under. */
export const organizationIssueFields: Record<OrganizationIssue, keyof OrganizationRequestValues> = {
  nameRequired: "name",
  companyEmailRequired: "companyEmail",
  companyEmailInvalid: "companyEmail",
  organizationTypeRequired: "organizationType",
  otherTypeRequired: "otherType",
};

/**
 * Organization checks in the form's order (docs/decisions.md#d15): name, company e-mail (blank, then the browser's
 * format rule), type, then the 'Other' text. Every issue, in that order.
 */
export function validateOrganizationRequest(values: OrganizationRequestValues, otherOption: string): OrganizationIssue[] {
  return firstPerField<OrganizationIssue, keyof OrganizationRequestValues>(
    [
      !values.name.trim() && "nameRequired",
      !values.companyEmail.trim() && "companyEmailRequired",
      !isValidEmail(values.companyEmail) && "companyEmailInvalid",
      !values.organizationType && "organizationTypeRequired",
      values.organizationType === otherOption && !values.otherType.trim() && "otherTypeRequired",
    ],
    organizationIssueFields,
  );
}

/** The type to report: the visitor's own words when they chose 'Other'. */
export function resolveOrganizationType(values: Pick<OrganizationRequestValues, "organizationType" | "otherType">, otherOption: string): string {
  return values.organizationType === otherOption ? values.otherType.trim() : values.organizationType;
}

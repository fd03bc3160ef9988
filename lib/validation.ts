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

export type DeveloperIssue = "usernameRequired" | "fullNameRequired" | "passwordsMismatch" | "passwordTooShort";
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
 * Developer checks after the browser's own (all fields required, e-mail type): username and full name
 * must say something, then in this order: passwords match, then at least 8 characters.
 * Returns the first issue, or null.
 */
export function validateDeveloperSignup(values: Pick<DeveloperSignupValues, "username" | "fullName" | "password" | "confirmPassword">): DeveloperIssue | null {
  if (!values.username.trim()) return "usernameRequired";
  if (!values.fullName.trim()) return "fullNameRequired";
  if (values.password !== values.confirmPassword) return "passwordsMismatch";
  if (Array.from(values.password).length < MIN_PASSWORD_LENGTH) return "passwordTooShort";
  return null;
}

/** The field each developer issue is shown under. */
export const developerIssueFields: Record<DeveloperIssue, keyof DeveloperSignupValues> = {
  usernameRequired: "username",
  fullNameRequired: "fullName",
  passwordsMismatch: "confirmPassword",
  passwordTooShort: "password",
};

/**
 * Organization checks in the form's order (docs/decisions.md#d15): name, company e-mail, type, then the 'Other' text.
 * The e-mail format check (the browser's own rule) sits right after the blank check.
 */
export function validateOrganizationRequest(values: OrganizationRequestValues, otherOption: string): OrganizationIssue | null {
  if (!values.name.trim()) return "nameRequired";
  if (!values.companyEmail.trim()) return "companyEmailRequired";
  if (!isValidEmail(values.companyEmail)) return "companyEmailInvalid";
  if (!values.organizationType) return "organizationTypeRequired";
  if (values.organizationType === otherOption && !values.otherType.trim()) return "otherTypeRequired";
  return null;
}

/** The field each organization issue is shown under. */
export const organizationIssueFields: Record<OrganizationIssue, keyof OrganizationRequestValues> = {
  nameRequired: "name",
  companyEmailRequired: "companyEmail",
  companyEmailInvalid: "companyEmail",
  organizationTypeRequired: "organizationType",
  otherTypeRequired: "otherType",
};

/** The type to report: the visitor's own words when they chose 'Other'. */
export function resolveOrganizationType(values: Pick<OrganizationRequestValues, "organizationType" | "otherType">, otherOption: string): string {
  return values.organizationType === otherOption ? values.otherType.trim() : values.organizationType;
}

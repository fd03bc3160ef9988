/**
 * Builds the `template_params` of each form (docs/decisions.md#d10, #d11). Pure functions: the
 * only place that decides what leaves the browser, unit-tested in test/email-payload.test.ts.
 * Visitor text is passed as plain text; no HTML is ever built from it.
 */
import { teamEmail } from "@/content/team-email";
import type {
  ContactValues,
  DeveloperSignupPayloadValues,
  FormSubmission,
  NewsletterValues,
  OrganizationRequestValues,
  OrganizationTypeOptions,
} from "./form-values";
import { LIMITS, resolveOrganizationType } from "./validation";

/** Every e-mail says which language the visitor used (`en`, `fr`), so the team can answer in it. */
interface LanguageParam {
  language: string;
}

export interface NewsletterParams extends LanguageParam {
  from_email: string;
}

export interface MessageParams extends LanguageParam {
  from_name: string;
  from_email: string;
  message: string;
}

/** Cuts a value to its maximum length, as `maxLength` would have. */
function clip(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

const line = (label: string, value: string) => `${label}: ${value}`;

export function newsletterParams(values: NewsletterValues, language: string): NewsletterParams {
  return { from_email: clip(values.email.trim(), LIMITS.email), language };
}

export function contactParams(values: ContactValues, language: string): MessageParams {
  return {
    from_name: clip(values.name.trim(), LIMITS.name),
    from_email: clip(values.email.trim(), LIMITS.email),
    message: clip(values.message, LIMITS.message),
    language,
  };
}

/** Username, full name and e-mail only. Fields are picked by name, so a password passed in by mistake is dropped. */
export function developerSignupParams(values: DeveloperSignupPayloadValues, language: string): MessageParams {
  const copy = teamEmail.developer;
  const username = clip(values.username.trim(), LIMITS.name);
  const fullName = clip(values.fullName.trim(), LIMITS.name);
  const email = clip(values.email.trim(), LIMITS.email);
  return {
    from_name: username,
    from_email: email,
    message: [copy.heading, line(copy.username, username), line(copy.fullName, fullName), line(copy.email, email)].join("\n"),
    language,
  };
}

/**
 * The request, in the team's words: a type from the list is reported as the team's list names it (a French
 * « Organisme public » is "Government Entity"); the visitor's own words for 'Other' are kept as typed.
 */
export function organizationRequestParams(values: OrganizationRequestValues, options: OrganizationTypeOptions, language: string): MessageParams {
  const copy = teamEmail.organization;
  const name = clip(values.name.trim(), LIMITS.name);
  const email = clip(values.companyEmail.trim(), LIMITS.email);
  const chosen = resolveOrganizationType(values, options.otherOption);
  const listed = values.organizationType === options.otherOption ? undefined : copy.organizationTypes[options.types.indexOf(chosen)];
  const type = clip(listed ?? chosen, LIMITS.name);
  return {
    from_name: name,
    from_email: email,
    message: [copy.heading, line(copy.name, name), line(copy.companyEmail, email), line(copy.organizationType, type), "", copy.request].join("\n"),
    language,
  };
}

/** The `template_params` of any form's submission. */
export function submissionParams(submission: FormSubmission): NewsletterParams | MessageParams {
  switch (submission.form) {
    case "newsletter":
      return newsletterParams(submission.values, submission.language);
    case "contact":
      return contactParams(submission.values, submission.language);
    case "developer-signup":
      return developerSignupParams(submission.values, submission.language);
    case "organization-request":
      return organizationRequestParams(submission.values, submission.options, submission.language);
  }
}

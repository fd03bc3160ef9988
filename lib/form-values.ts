/** The values of every form on the site, each with its empty form (what a success clears back to). No React, no DOM. */

export interface NewsletterValues {
  email: string;
}

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export interface DeveloperSignupValues {
  username: string;
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface OrganizationRequestValues {
  name: string;
  companyEmail: string;
  organizationType: string;
  otherType: string;
}

export const emptyNewsletter: NewsletterValues = { email: "" };
export const emptyContact: ContactValues = { name: "", email: "", message: "" };
export const emptyDeveloperSignup: DeveloperSignupValues = { username: "", fullName: "", email: "", password: "", confirmPassword: "" };
export const emptyOrganizationRequest: OrganizationRequestValues = { name: "", companyEmail: "", organizationType: "", otherType: "" };

/** The site's four forms, as the e-mail boundary and the send queue name them. */
export type FormId = "newsletter" | "contact" | "developer-signup" | "organization-request";

/** The key of each form's copy in content/<locale>/forms.ts and offline.ts. */
export const formCopyKeys = {
  newsletter: "newsletter",
  contact: "contact",
  "developer-signup": "developerSignup",
  "organization-request": "organizationRequest",
} as const satisfies Record<FormId, string>;

export type FormCopyKey = (typeof formCopyKeys)[FormId];

/** What the developer form may send or keep: everything but the password (docs/decisions.md#d11). */
export type DeveloperSignupPayloadValues = Pick<DeveloperSignupValues, "username" | "fullName" | "email">;

/** The organisation types the visitor chose from, in their language: `types` in the signup copy's order, and its 'Other'. */
export interface OrganizationTypeOptions {
  types: readonly string[];
  otherOption: string;
}

/**
 * What one form asks to send: made by the form from its values, then handed unchanged to the e-mail boundary
 * (lib/email.ts) or, without a network, to the send queue (lib/send-queue/). `language` is the page's (`en`, `fr`).
 */
export type FormSubmission =
  | { form: "newsletter"; values: NewsletterValues; language: string }
  | { form: "contact"; values: ContactValues; language: string }
  | { form: "developer-signup"; values: DeveloperSignupPayloadValues; language: string }
  | { form: "organization-request"; values: OrganizationRequestValues; options: OrganizationTypeOptions; language: string };

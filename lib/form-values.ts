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

import type { TeamEmailCopy } from "./types";

/**
 * Lines of the e-mails the team receives. They stay in the team's language whatever the visitor's: the
 * visitor's language travels as the `language` template field, so the team can answer in it.
 * Visitor text is only ever placed after these labels, as plain text.
 */
export const teamEmail = {
  developer: {
    heading: "New developer signup",
    username: "Username",
    fullName: "Full name",
    email: "Email",
  },
  organization: {
    heading: "New exploration call request",
    name: "Name",
    companyEmail: "Company email",
    organizationType: "Organization type",
    request: "Please get in touch to schedule an exploration call.",
  },
} satisfies TeamEmailCopy;

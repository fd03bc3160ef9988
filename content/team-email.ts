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
    // The spec's seven types, in the order of every language's list (content/<locale>/signup.ts): the type a
    // French visitor picks is reported in English. Written out, not imported, so the French pages' scripts never
    // carry the English signup copy; test/email-payload.test.ts keeps the two lists equal.
    organizationTypes: ["Pre-seed/Seed Startup", "Growth-Stage Scaleup", "SME", "Enterprise", "Civil Society Organization", "Government Entity", "Other"],
    request: "Please get in touch to schedule an exploration call.",
  },
} satisfies TeamEmailCopy;

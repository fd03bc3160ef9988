import type { TeamMemberData } from "./data-types";

/**
 * The team on the About page, in the order it shows them: what is the same in every language, once. Each language's
 * about.ts gives every member their role and bio under the same key (`team.members`), and the type check refuses a
 * language that leaves a member out or names one who is not here. Photos are in public/images/team/: square, at least
 * 400 × 400 px. The stand-ins are one file, each its `#view` of it: one request, not four, while the page first paints
 * (docs/decisions.md#d24).
 */
export const team = {
  "founder-ceo": {
    name: "Amara Nwosu", // PLACEHOLDER: founder and CEO's name
    photoUrl: "/images/team/portraits.svg#founder-ceo", // PLACEHOLDER: founder and CEO's photo
  },
  "cofounder-cto": {
    name: "Jean-Paul Mugisha", // PLACEHOLDER: co-founder and CTO's name
    photoUrl: "/images/team/portraits.svg#cofounder-cto", // PLACEHOLDER: co-founder and CTO's photo
  },
  "product-developer": {
    name: "Wanjiru Kamau", // PLACEHOLDER: product developer's name
    photoUrl: "/images/team/portraits.svg#product-developer", // PLACEHOLDER: product developer's photo
  },
  "ai-engineer": {
    name: "Kofi Mensah", // PLACEHOLDER: AI engineer's name
    photoUrl: "/images/team/portraits.svg#ai-engineer", // PLACEHOLDER: AI engineer's photo
  },
} satisfies Record<string, TeamMemberData>;

export type TeamMemberId = keyof typeof team;

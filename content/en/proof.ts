import type { ProofCopy } from "../types";
import { routes } from "../routes";

/**
 * The words around the proof of content/proof.ts, and each impact figure's and case study's words under its key there
 * (docs/editors.md, "Proof that others trust us"). A section's words show only once its kind has an entry.
 */
export const proof = {
  logos: { title: "Organisations that work with us" },
  impactFigures: {
    eyebrow: "Impact so far",
    title: "What the Work Has Changed",
    intro: "Every figure says who measured it, and when.",
    sourceLine: "Source: {source}, as of {date}",
    figures: {},
  },
  testimonials: { eyebrow: "In their words", title: "What Partners and Talent Say" },
  caseStudies: {
    eyebrow: "Case studies",
    title: "Real Problems, Measured Results",
    intro: "How organisations and AI talent from emerging markets solved a real problem together, and what changed.",
    readLabel: "Read the case study",
    page: {
      eyebrow: "Case study",
      publishedLabel: "Published {date}",
      challengeTitle: "The challenge",
      approachTitle: "What we did",
      outcomeTitle: "The outcome",
      moreTitle: "More case studies",
      cta: {
        title: "Have a problem like this one?",
        body: "Tell us what you need to build. We will bring together vetted AI talent who have solved problems like it before.",
        primary: { label: "Partner With Us", href: routes.signupOrganization },
        secondary: { label: "Talk to Our Team", href: routes.contact },
      },
    },
    studies: {},
  },
  press: { eyebrow: "In the press", title: "What Others Have Written About Us" },
} satisfies ProofCopy;

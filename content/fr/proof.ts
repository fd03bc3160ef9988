import type { ProofCopy } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/**
 * The words around the proof of content/proof.ts, and each impact figure's and case study's words under its key there
 * (docs/editors.md, "Proof that others trust us"). A section's words show only once its kind has an entry.
 */
export const proof = {
  logos: { title: "Ils travaillent avec nous" },
  impactFigures: {
    eyebrow: "L’impact à ce jour",
    title: "Ce que le travail a changé",
    intro: "Chaque chiffre dit qui l’a mesuré, et quand.",
    sourceLine: "Source\u00a0: {source}, au {date}",
    figures: {},
  },
  testimonials: { eyebrow: "Témoignages", title: "Ce qu’en disent nos partenaires et nos talents" },
  caseStudies: {
    eyebrow: "Études de cas",
    title: "De vrais problèmes, des résultats mesurés",
    intro: "Comment des organisations et des talents de l’IA des marchés émergents ont résolu ensemble un vrai problème, et ce qui a changé.",
    readLabel: "Lire l’étude de cas",
    page: {
      eyebrow: "Étude de cas",
      publishedLabel: "Publiée le {date}",
      challengeTitle: "Le défi",
      approachTitle: "Ce que nous avons fait",
      outcomeTitle: "Le résultat",
      moreTitle: "Autres études de cas",
      cta: {
        title: "Vous avez un problème comparable\u202f?",
        body: "Dites-nous ce que vous voulez construire. Nous réunirons des talents de l’IA sélectionnés qui ont déjà résolu des problèmes semblables.",
        primary: { label: "Devenir partenaire", href: routes.signupOrganization },
        secondary: { label: "Nous contacter", href: routes.contact },
      },
    },
    studies: {},
  },
  press: { eyebrow: "Dans la presse", title: "Ce que d’autres ont écrit sur nous" },
} satisfies ProofCopy;

import type { FooterContent, NavigationContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const navigation = {
  main: [
    { label: "Accueil", href: routes.home },
    { label: "À propos", href: routes.about },
    { label: "Nos services", href: routes.services },
  ],
  doors: [
    { audience: "Talents de l’IA", label: "S’inscrire", href: routes.signupDeveloper },
    { audience: "Organisations", label: "Devenir partenaire", href: routes.signupOrganization },
  ],
  cta: { label: "Nous contacter", href: routes.contact },
  skipLink: "Aller au contenu principal",
  navLabel: "Principale",
  noScriptNavLabel: "Menu principal",
  menuOpenLabel: "Ouvrir le menu",
  menuCloseLabel: "Fermer le menu",
  homeLabel: "Page d’accueil de Talanta AI",
} satisfies NavigationContent;

export const footer = {
  blurb: "Nous relions les talents en IA des marchés émergents à des missions concrètes, et nous aidons les organisations à développer une IA durable.",
  groups: [
    {
      title: "L’entreprise",
      links: [
        { label: "À propos", href: routes.about },
        { label: "Carrières", href: routes.careers },
        { label: "Écrivez-nous", href: `${routes.home}#contact` },
        { label: "Le blog", href: routes.blog },
      ],
    },
    {
      title: "Nos programmes",
      links: [
        { label: "Montée en compétences", href: routes.jobSimulation },
        { label: "Ressources", href: routes.mentalHealth },
        { label: "Conseil", href: routes.consulting },
      ],
    },
    {
      title: "Informations",
      links: [
        { label: "Assistance", href: routes.support },
        { label: "Politique de confidentialité", href: routes.privacy },
        { label: "Conditions d’utilisation", href: routes.terms },
        { label: "Politique relative aux cookies", href: routes.cookies },
      ],
    },
  ],
  newsletter: {
    title: "Ne manquez rien",
    formLabel: "Abonnement à la lettre d’information",
    description: "Lancements de programmes, témoignages de partenaires et défis ouverts. Un e-mail par mois, jamais de spam.",
    emailLabel: "Adresse e-mail",
    emailPlaceholder: "vous@exemple.com",
    submitLabel: "S’abonner",
  },
  socialTitle: "Suivez-nous",
  copyright: "© {year} {name}. Tous droits réservés.",
} satisfies FooterContent;

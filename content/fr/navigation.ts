import type { FooterContent, NavigationContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const navigation = {
  main: [
    { label: "Accueil", href: routes.home },
    { label: "À propos", href: routes.about },
    { label: "Nos services", href: routes.services },
    { label: "S’inscrire", href: routes.signup },
  ],
  cta: { label: "Contactez-nous", href: routes.contact },
  skipLink: "Aller au contenu principal",
  navLabel: "Principale",
  noScriptNavLabel: "Menu principal",
  menuOpenLabel: "Ouvrir le menu",
  menuCloseLabel: "Fermer le menu",
  homeLabel: "Accueil de Talanta AI",
} satisfies NavigationContent;

export const footer = {
  blurb: "Nous relions les talents de l’IA des marchés émergents à des missions concrètes, et aidons les organisations à bâtir une IA durable.",
  groups: [
    {
      title: "Entreprise",
      links: [
        { label: "À propos de nous", href: routes.about },
        { label: "Carrières", href: routes.careers },
        { label: "Nous contacter", href: `${routes.home}#contact` },
        { label: "Le blog", href: routes.blog },
      ],
    },
    {
      title: "Plus",
      links: [
        { label: "Montée en compétences", href: routes.jobSimulation },
        { label: "Ressources", href: routes.mentalHealth },
        { label: "Conseil", href: routes.consulting },
      ],
    },
    {
      title: "Ressources",
      links: [
        { label: "Assistance", href: routes.support },
        { label: "Politique de confidentialité", href: routes.privacy },
        { label: "Conditions d’utilisation", href: routes.terms },
        { label: "Politique relative aux cookies", href: routes.cookies },
      ],
    },
  ],
  newsletter: {
    title: "Restez informé",
    description: "Lancements de programmes, histoires de partenaires et défis ouverts. Un e-mail par mois, sans spam.",
    emailLabel: "Adresse e-mail",
    emailPlaceholder: "vous@exemple.com",
    submitLabel: "S’abonner",
  },
  socialTitle: "Suivez-nous",
  copyright: "© {year} {name}. Tous droits réservés.",
} satisfies FooterContent;

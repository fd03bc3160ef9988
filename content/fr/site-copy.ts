import type { SiteCopy } from "../types";

export const siteCopy = {
  description:
    "Talanta AI relie les talents en IA des marchés émergents à des opportunités concrètes, grâce à des parcours de la formation à l’emploi, à des laboratoires d’innovation et à l’ingénierie de produits, au service des organisations du monde entier.",
  ogImageAlt: "Talanta AI — Bâtir un avenir de l’IA sans frontières",
  shareImage: {
    alt: "{name} — {kind} — {title}",
    kinds: {
      about: "L’entreprise",
      services: "Ce que nous proposons",
      programme: "Nos programmes",
      signup: "Rejoignez-nous",
      contact: "Nous contacter",
      careers: "Carrières",
      blog: "Le blog",
      post: "Article",
      support: "Assistance",
      legal: "Informations juridiques",
      caseStudy: "Étude de cas",
    },
  },
  breadcrumbHome: "Accueil",
} satisfies SiteCopy;

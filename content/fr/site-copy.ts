import type { SiteCopy } from "../types";

export const siteCopy = {
  description:
    "Talanta AI relie les talents en IA des marchés émergents à des opportunités concrètes, grâce à des parcours de la formation à l’emploi, à des laboratoires d’innovation et à l’ingénierie de produits, au service des organisations du monde entier.",
  ogImageAlt: "Talanta AI — Bâtir un avenir de l’IA sans frontières",
} satisfies SiteCopy;

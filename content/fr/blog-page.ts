import type { BlogCopy } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/** Copy around the blog. The posts themselves are Markdown files in content/blog/fr/ (see content/blog/README.md). */
export const blog = {
  meta: {
    path: routes.blog,
    title: "Le blog",
    description:
      "Les carnets de Talanta AI\u00a0: la pénurie de talents en IA dans les marchés émergents, les parcours de la formation à l’emploi et la conception responsable de produits d’IA.",
  },
  eyebrow: "Le blog",
  title: "Carnets du réseau",
  intro:
    "Ce que nous apprenons sur les talents en IA, la formation et la conception responsable de produits, auprès de celles et ceux qui s’y consacrent en Afrique et ailleurs.",
  listLabel: "Tous les articles",
  latestLabel: "À la une",
  readLabel: "Lire l’article",
  readingTime: { one: "{count}\u00a0min de lecture", many: "{count}\u00a0min de lecture", other: "{count}\u00a0min de lecture" },
  byLabel: "Par notre",
  backLabel: "Tous les articles",
  moreTitle: "À lire aussi",
  emptyMessage: "Nos premiers articles arrivent bientôt. Abonnez-vous à la lettre d’information ci-dessous pour savoir quand ils paraîtront.",
  updatedLabel: "Mis à jour le {date}",
  feed: {
    title: "Le blog de Talanta AI",
    linkLabel: "Suivre par RSS",
    invitation: "Recevez chaque nouvel article dans votre lecteur de flux ou votre outil d’envoi de lettres d’information.",
  },
  cta: {
    title: "Passez de l’idée à l’action",
    body: "Rejoignez-nous en tant que développeur pour apprendre sur de vrais projets, ou échangez avec nous sur la conception de solutions d’IA avec des talents des marchés émergents.",
    primary: { label: "S’inscrire", href: routes.signup },
    secondary: { label: "Nous contacter", href: routes.contact },
  },
} satisfies BlogCopy;

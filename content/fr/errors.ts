import type { ErrorContent, NotFoundContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const notFound = {
  title: "Page introuvable",
  heading: "Nous n’avons pas trouvé cette page",
  body: "Le lien est peut-être périmé, à moins que l’adresse ne comporte une faute de frappe. Voici quelques pages pour repartir\u00a0:",
  links: [
    { label: "Accueil", href: routes.home },
    { label: "À propos", href: routes.about },
    { label: "Nos services", href: routes.services },
    { label: "Nous contacter", href: routes.contact },
  ],
} satisfies NotFoundContent;

export const appError = {
  heading: "Une erreur inattendue s’est produite",
  fallbackMessage: "Un problème est survenu lors de l’affichage de cette page.",
  retryLabel: "Réessayer",
  homeLabel: "Retour à l’accueil",
} satisfies ErrorContent;

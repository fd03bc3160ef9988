import type { AboutContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const about = {
  meta: {
    path: routes.about,
    title: "À propos",
    description:
      "Talanta AI existe parce que le talent est partout, mais pas les débouchés. Découvrez notre histoire, notre mission et notre vision, et rencontrez l’équipe qui conçoit des parcours de la formation à l’emploi en IA.",
  },
  title: "À propos de Talanta AI",
  tagline: "Le talent est partout. Les débouchés, non. Nous voulons que cela change.",
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Talanta AI est née d’un constat simple\u00a0: certains des apprenants en IA les plus déterminés que nous avions rencontrés vivaient à Kigali, Lagos, Nairobi et Accra, mais les emplois, les mentors et les projets concrets dont ils avaient besoin se trouvaient à des milliers de kilomètres.",
      "Nous avons créé un réseau professionnel et une plateforme de défis pour abolir cette distance. Les organisations publient de vrais problèmes\u202f; apprenants et ingénieurs les résolvent en équipes encadrées\u202f; les meilleurs travaux deviennent des produits, des portfolios et des carrières rémunérées.",
      "Aujourd’hui, nous travaillons avec un réseau panafricain de leaders des communautés de l’IA et avec des partenaires stratégiques, dont un grand fournisseur de cloud, pour transformer la formation en revenus, à grande échelle.",
    ],
  },
  mission: {
    title: "Notre mission",
    body: "Relier les talents en IA des marchés émergents à de vraies perspectives professionnelles, grâce à des parcours de la formation à l’emploi et à l’autonomisation des communautés.",
  },
  vision: {
    title: "Notre vision",
    body: "Une économie de l’IA sans frontières, où le lieu de naissance ne détermine plus ce que l’on peut construire, et où chaque organisation peut trouver les talents dont elle a besoin.",
  },
  solutions: {
    title: "Nos solutions",
    intro: "Trois offres complémentaires mènent les talents de la première leçon au produit livré.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Former",
        description:
          "Le renforcement des capacités en IA par des cours et des ateliers fondés sur des projets, conçus avec des employeurs et animés par des praticiens.",
      },
      {
        icon: "lightbulb",
        name: "Innover",
        description:
          "Des laboratoires d’innovation en IA qui réunissent des talents du monde entier et des experts métier pour relever les défis concrets d’organisations partenaires.",
      },
      {
        icon: "rocket",
        name: "Changer d’échelle",
        description:
          "Le développement de produits d’IA, qui transforme des prototypes validés en solutions sécurisées et évolutives, avec les équipes capables de les faire vivre.",
      },
    ],
  },
  team: {
    title: "Notre équipe",
    intro: "Une petite équipe de concepteurs, de formateurs et d’ingénieurs venus de trois continents.",
    members: {
      "founder-ceo": {
        role: "Fondatrice et PDG",
        bio: "Pilote les partenariats et la stratégie, et conçoit depuis dix ans des programmes de formation aux technologies à travers l’Afrique.",
      },
      "cofounder-cto": {
        role: "Cofondateur et directeur technique",
        bio: "Architecte de la plateforme de défis, spécialiste des systèmes distribués et de l’apprentissage automatique appliqué.",
      },
      "product-developer": {
        role: "Développeuse produit",
        bio: "Transforme les cahiers des charges des partenaires en produits agréables à utiliser, de la première esquisse jusqu’au lancement.",
      },
      "ai-engineer": {
        role: "Ingénieur en IA",
        bio: "Conçoit et évalue les modèles qui sous-tendent nos projets, en particulier pour les langues peu dotées.",
      },
    },
  },
} satisfies AboutContent;

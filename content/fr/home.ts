import type { HomeContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const home = {
  meta: {
    path: routes.home,
    title: "Talanta AI — Bâtir un avenir de l’IA sans frontières",
    description:
      "Nous relions les talents de l’IA des marchés émergents à des missions concrètes, grâce à des parcours de la formation à l’emploi, des laboratoires d’innovation et de l’ingénierie produit. Devenez partenaire ou rejoignez-nous comme développeur.",
  },
  hero: {
    badge: "Réseau panafricain de talents de l’IA",
    headline: "Bâtir un avenir de l’IA sans frontières",
    tagline: "Libérer les talents mondiaux de l’IA pour un avenir plus inclusif",
    intro:
      "Nous relions les talents de l’IA des marchés émergents à des missions concrètes, grâce à des parcours «\u00a0apprendre pour gagner sa vie\u00a0», des laboratoires d’innovation et des équipes produit, et nous invitons les organisations à construire avec eux.",
    primary: { label: "Devenir partenaire", href: routes.signup },
    secondary: { label: "En savoir plus", context: "sur Talanta AI", href: routes.about },
    stats: [
      { value: "1 sur 5", label: "utilisateurs déclarent avoir décroché un emploi dans l’IA ou la data" },
      { value: "3", label: "objectifs de développement durable de l’ONU guident notre action" },
      { value: "Panafricain", label: "réseau de leaders des communautés de l’IA" },
    ],
    image: {
      src: "/images/hero-network.svg",
      alt: "Illustration d’une carte de l’Afrique reliée par des lignes de lumière à des personnes et à des projets du monde entier",
      width: 560,
      height: 520,
    },
  },
  problem: {
    eyebrow: "Le problème",
    title: "Une pénurie mondiale de talents dans l’IA",
    intro:
      "La demande de compétences en IA croît plus vite qu’on ne peut y répondre. Dans les marchés émergents, des personnes douées manquent de l’expérience pratique qu’attendent les employeurs, et les organisations n’ont pas de moyen fiable de les trouver. Nous comblons cet écart de trois façons.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Former",
        description:
          "Le renforcement des capacités en IA par des cours et des ateliers fondés sur des projets, où l’on apprend en livrant un vrai travail, pas en mémorisant des diapositives.",
      },
      {
        icon: "rocket",
        name: "Passer à l’échelle",
        description:
          "Le développement de produits d’IA qui transforme des prototypes prometteurs en solutions sûres et évolutives, utilisées par de vrais clients.",
      },
      {
        icon: "lightbulb",
        name: "Innover",
        description:
          "Des laboratoires d’innovation en IA où des talents du monde entier et des experts métier résolvent des problèmes réels pour des partenaires de la santé, de la finance, de l’agriculture et du secteur public.",
      },
    ],
  },
  impact: {
    eyebrow: "Pourquoi c’est important",
    title: "Nos domaines d’impact",
    intro: "Chacun de nos programmes est mesuré à l’aune de trois objectifs de développement durable des Nations unies.",
    goals: [
      {
        icon: "book",
        goal: "ODD 4",
        name: "Éducation de qualité",
        description:
          "Une formation à l’IA pratique et abordable, qui atteint les apprenants où qu’ils soient, sur les appareils et les connexions dont ils disposent déjà.",
      },
      {
        icon: "briefcase",
        goal: "ODD 8",
        name: "Travail décent et croissance économique",
        description:
          "Des projets rémunérés, des apprentissages et des parcours vers l’emploi qui transforment de nouvelles compétences en revenus justes et en carrières durables.",
      },
      {
        icon: "building",
        goal: "ODD 9",
        name: "Industrie, innovation et infrastructure",
        description:
          "Des produits d’IA conçus localement, qui renforcent les entreprises, les services publics et l’infrastructure numérique des marchés émergents.",
      },
    ],
    closing: "Talanta AI, là où le talent rencontre l’opportunité et où l’innovation rencontre l’impact.",
  },
  solutions: {
    eyebrow: "Ce que nous livrons",
    title: "Solutions de transformation numérique",
    intro:
      "D’un premier pilote d’IA à un programme complet de modernisation, nos équipes travaillent aux côtés des vôtres et vous laissent plus forts qu’elles ne vous ont trouvés.",
    groups: [
      {
        icon: "layers",
        title: "Solutions intégrées de transformation numérique",
        items: [
          "Stratégie d’IA et évaluations de maturité",
          "Automatisation des processus par l’apprentissage automatique",
          "Plateformes de données et tableaux de bord analytiques",
          "Migration vers le cloud et modernisation",
        ],
      },
      {
        icon: "globe",
        title: "Réduire la fracture numérique",
        items: [
          "Programmes de compétences numériques pour les équipes et les communautés",
          "Produits inclusifs, pensés pour le mobile et les faibles débits",
          "Une IA adaptée aux langues et aux contextes régionaux",
        ],
      },
      {
        icon: "compass",
        title: "Transformation numérique de bout en bout",
        items: [
          "De l’exploration et du prototypage à la mise en production",
          "Des équipes dédiées d’ingénieurs en IA sélectionnés",
          "Accompagnement continu, supervision et revues d’IA responsable",
        ],
      },
    ],
  },
  features: [
    {
      eyebrow: "Notre plateforme",
      title: "La technologie\u00a0: évolutive, localisée et éthique",
      body: [
        "Notre plateforme de défis associe apprenants et ingénieurs à de vrais cahiers des charges publiés par des organisations partenaires. Chaque projet tourne sur une infrastructure cloud conçue pour grandir, grâce à des partenariats stratégiques avec un grand fournisseur de cloud et un partenaire industriel.",
        "Nous adaptons ce que nous construisons aux langues, aux appareils et aux débits locaux, et nous le passons en revue selon des principes clairs d’IA responsable avant sa mise en ligne.",
      ],
      points: [
        "De vrais cahiers des charges de partenaires, pas des exercices factices",
        "Conçu pour les langues, les appareils et les débits locaux",
        "Des revues de confidentialité, d’équité et de transparence sur chaque projet",
      ],
      link: { label: "En savoir plus", context: "sur notre technologie et s’inscrire", href: routes.signup },
      image: {
        src: "/images/technology.svg",
        alt: "Illustration d’une plateforme cloud reliant un ordinateur portable, un téléphone et un bouclier marqué d’une coche",
        width: 560,
        height: 440,
      },
    },
    {
      eyebrow: "Nos résultats",
      title: "L’impact\u00a0: de vraies compétences, de vrais emplois, un vrai changement",
      body: [
        "Les talents apprennent en faisant, se constituent un portfolio de travaux livrés et gagnent leur vie tout en apprenant. Un sur cinq de nos utilisateurs déclare avoir décroché un emploi dans l’IA ou la data.",
        "Notre réseau panafricain de leaders des communautés de l’IA accompagne chaque nouvelle promotion, si bien que chaque réussite rapproche la suivante.",
      ],
      points: [
        "1 utilisateur sur 5 déclare avoir décroché un emploi dans l’IA ou la data",
        "Un portfolio de projets concrets, relus par des pairs",
        "Le mentorat de leaders communautaires de tout le continent africain",
      ],
      link: { label: "En savoir plus", context: "sur notre impact et s’inscrire", href: routes.signup },
      image: {
        src: "/images/impact.svg",
        alt: "Illustration d’une courbe ascendante à côté d’une diplômée, d’une mallette et d’une communauté de personnes",
        width: 560,
        height: 440,
      },
    },
  ],
  closing: {
    title: "Prêts à bâtir ensemble l’avenir de l’IA\u202f?",
    body: "Organisations\u00a0: résolvez de vrais problèmes avec des talents sélectionnés des marchés émergents. Développeurs\u00a0: rejoignez une communauté qui transforme vos compétences en travail concret.",
    primary: { label: "Rejoindre comme développeur", href: routes.signup },
    secondary: { label: "Parler à notre équipe", href: routes.contact },
  },
} satisfies HomeContent;

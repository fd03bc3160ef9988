import type { HomeContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const home = {
  meta: {
    path: routes.home,
    title: "Talanta AI — Bâtir un avenir de l’IA sans frontières",
    description:
      "Nous relions les talents en IA des marchés émergents à des missions concrètes, grâce à des parcours de la formation à l’emploi, à des laboratoires d’innovation et à l’ingénierie de produits. Devenez partenaire ou rejoignez-nous en tant que développeur.",
  },
  hero: {
    badge: "Réseau panafricain de talents en IA",
    headline: "Bâtir un avenir de l’IA sans frontières",
    tagline: "Libérer le potentiel des talents en IA du monde entier pour un avenir plus inclusif",
    intro:
      "Nous relions les talents en IA des marchés émergents à des missions concrètes, grâce à des parcours de la formation à l’emploi, à des laboratoires d’innovation et à des équipes produit, et nous invitons les organisations à créer avec eux.",
    secondary: { label: "En savoir plus", context: "sur Talanta AI", href: routes.about },
    stats: [
      { value: "20\u00a0%", label: "de nos utilisateurs déclarent avoir décroché un emploi en IA ou en science des données" },
      { value: "3", label: "objectifs de développement durable de l’ONU guident notre action" },
      { value: "Réseau panafricain", label: "de leaders des communautés de l’IA" },
    ],
    illustration: {
      drawing: "hero",
      alt: "Une jeune développeuse travaille sur son ordinateur portable, son mentor à ses côtés. Une ligne relie son travail à une partenaire qui salue en visioconférence, les étapes du projet cochées.",
    },
  },
  problem: {
    eyebrow: "Le problème",
    title: "Une pénurie mondiale de talents en IA",
    intro:
      "La demande de compétences en IA augmente plus vite qu’on ne peut la satisfaire. Dans les marchés émergents, des personnes talentueuses manquent de l’expérience pratique qu’exigent les employeurs, et les organisations n’ont aucun moyen fiable de les trouver. Nous comblons cet écart de trois façons.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Former",
        description:
          "Le renforcement des capacités en IA par des cours et des ateliers fondés sur des projets, où l’on apprend en menant à bien de vrais travaux, et non en récitant des diapositives.",
      },
      {
        icon: "rocket",
        name: "Changer d’échelle",
        description:
          "Le développement de produits d’IA, qui transforme des prototypes prometteurs en solutions sécurisées et évolutives, utilisées par de vrais clients.",
      },
      {
        icon: "lightbulb",
        name: "Innover",
        description:
          "Des laboratoires d’innovation en IA où des talents du monde entier et des experts métier résolvent des problèmes concrets pour des partenaires de la santé, de la finance, de l’agriculture et du secteur public.",
      },
    ],
  },
  impact: {
    eyebrow: "Pourquoi c’est important",
    title: "Nos domaines d’impact",
    intro: "Chacun de nos programmes est mesuré à l’aune de trois objectifs de développement durable des Nations unies.",
    goals: [
      {
        drawing: "spot-education",
        goal: "ODD\u00a04",
        name: "Éducation de qualité",
        description:
          "Une formation à l’IA pratique et abordable, qui touche les apprenants où qu’ils soient, sur les appareils et avec les connexions dont ils disposent déjà.",
      },
      {
        drawing: "spot-work",
        goal: "ODD\u00a08",
        name: "Travail décent et croissance économique",
        description:
          "Des projets rémunérés, des contrats d’apprentissage et des parcours vers l’emploi qui transforment de nouvelles compétences en revenus équitables et en carrières durables.",
      },
      {
        drawing: "spot-industry",
        goal: "ODD\u00a09",
        name: "Industrie, innovation et infrastructure",
        description:
          "Des produits d’IA conçus localement, qui renforcent les entreprises, les services publics et l’infrastructure numérique des marchés émergents.",
      },
    ],
    closing: "Talanta AI, là où le talent trouve sa chance et où l’innovation se traduit par un impact réel.",
  },
  solutions: {
    eyebrow: "Ce que nous proposons",
    title: "Solutions de transformation numérique",
    intro:
      "Du premier projet pilote d’IA à un programme complet de modernisation, nos équipes travaillent aux côtés des vôtres et vous laissent plus solides qu’à leur arrivée.",
    groups: [
      {
        icon: "layers",
        title: "Solutions intégrées de transformation numérique",
        items: [
          "Stratégie d’IA et évaluation de la maturité",
          "Automatisation des processus par l’apprentissage automatique",
          "Plateformes de données et tableaux de bord analytiques",
          "Migration vers le cloud et modernisation",
        ],
      },
      {
        icon: "globe",
        title: "Réduire la fracture numérique",
        items: [
          "Programmes de formation au numérique pour les équipes et les communautés",
          "Produits inclusifs, conçus d’abord pour le mobile et les connexions à faible débit",
          "Une IA adaptée aux langues et aux contextes régionaux",
        ],
      },
      {
        icon: "compass",
        title: "Transformation numérique de bout en bout",
        items: [
          "De la phase de découverte et du prototypage jusqu’à la mise en production",
          "Des équipes d’ingénieurs en IA rigoureusement sélectionnés, affectées à votre projet",
          "Accompagnement continu, supervision et audits d’IA responsable",
        ],
      },
    ],
  },
  features: [
    {
      eyebrow: "Notre plateforme",
      title: "La technologie\u00a0: évolutive, localisée et éthique",
      body: [
        "Notre plateforme de défis confie aux apprenants et aux ingénieurs de vrais cahiers des charges publiés par des organisations partenaires. Chaque projet s’appuie sur une infrastructure cloud conçue pour monter en charge, grâce à des partenariats stratégiques avec un grand fournisseur de cloud et un partenaire industriel.",
        "Nous adaptons ce que nous concevons aux langues, aux appareils et aux connexions disponibles sur place, et nous l’évaluons au regard de principes clairs d’IA responsable avant sa mise en service.",
      ],
      points: [
        "De vrais cahiers des charges de partenaires, pas des exercices d’école",
        "Pensé pour les langues, les appareils et les connexions disponibles sur place",
        "Un examen de la confidentialité, de l’équité et de la transparence pour chaque projet",
      ],
      link: { label: "En savoir plus", context: "sur notre technologie et s’inscrire", href: routes.signup },
      illustration: {
        drawing: "technology",
        alt: "Un ingénieur réalise le cahier des charges d’un partenaire sur son ordinateur, une liste de vérification collée à l’écran. Une ligne porte son travail jusqu’au téléphone d’une infirmière, qui lui parle dans sa langue.",
      },
    },
    {
      eyebrow: "Nos résultats",
      title: "L’impact\u00a0: de vraies compétences, de vrais emplois, un vrai changement",
      body: [
        "Les talents apprennent par la pratique, se constituent un portfolio de travaux livrés et perçoivent un revenu pendant leur formation. Un utilisateur sur cinq déclare avoir décroché un emploi en IA ou en science des données.",
        "Notre réseau panafricain de leaders des communautés de l’IA accompagne chaque nouvelle promotion\u00a0: chaque réussite prépare la suivante.",
      ],
      points: [
        "Un utilisateur sur cinq déclare avoir décroché un emploi en IA ou en science des données",
        "Un portfolio de projets concrets et évalués",
        "Le mentorat de leaders communautaires de toute l’Afrique",
      ],
      link: { label: "En savoir plus", context: "sur notre impact et s’inscrire", href: routes.signup },
      illustration: {
        drawing: "impact",
        alt: "Un développeur, son nouveau badge professionnel au cou, tend à la prochaine apprenante la ligne qui traverse son portfolio de projets.",
      },
    },
  ],
  moreLabel: { label: "Lire la suite", context: "sur «\u00a0{topic}\u00a0»" },
  closing: {
    title: "Prêts à construire ensemble l’avenir de l’IA\u202f?",
    body: "Organisations\u00a0: résolvez de vrais problèmes avec des talents sélectionnés des marchés émergents. Développeurs\u00a0: rejoignez une communauté qui transforme vos compétences en missions concrètes.",
  },
} satisfies HomeContent;

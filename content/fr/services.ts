import type { ServicesContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const services = {
  meta: {
    path: routes.services,
    title: "Nos services",
    description:
      "Intégration de l’IA, ingénierie de produits d’IA et de logiciels, et conseil en IA, assurés par des talents sélectionnés des marchés émergents, grâce à notre réseau professionnel et à notre plateforme de défis.",
  },
  title: "Nos services",
  tagline:
    "Nous construisons un écosystème inclusif de l’IA grâce à un réseau professionnel et à une plateforme de défis qui relient les organisations à des talents sélectionnés des marchés émergents.",
  cards: [
    {
      drawing: "spot-integration",
      name: "Services d’intégration de l’IA",
      description: "Intégrez l’IA aux outils et aux processus que vos équipes utilisent déjà, en toute sécurité et avec des résultats mesurables.",
      features: [
        "Évaluation de la maturité en IA et audit des données",
        "Modèles de langage et de vision intégrés à vos systèmes",
        "Automatisation des flux de travail sous contrôle humain",
        "Déploiement sécurisé sur votre propre cloud",
        "Formation des équipes et documentation de passation",
      ],
    },
    {
      drawing: "spot-engineering",
      name: "Ingénierie de produits d’IA et de logiciels",
      description:
        "Des équipes d’ingénieurs en IA et de développeurs produit constituées pour vous, qui mènent votre idée du prototype jusqu’à la mise en production.",
      features: [
        "Cadrage produit et prototypage rapide",
        "Développement web et mobile, de l’interface au serveur",
        "Conception et évaluation de modèles d’apprentissage automatique",
        "Exploitation des modèles en production (MLOps), supervision et livraison continue",
        "Assurance qualité et tests de performance",
      ],
    },
    {
      drawing: "spot-consulting",
      name: "Services de conseil en IA",
      description: "Des conseils indépendants pour savoir où l’IA crée de la valeur dans votre organisation et comment l’adopter de façon responsable.",
      features: [
        "Stratégie d’IA et cartographie des opportunités",
        "Cadres de gouvernance et d’IA responsable",
        "Analyses\u00a0: développer, acheter ou s’associer",
        "Planification des talents et des compétences",
        "Ateliers pour la direction et le conseil d’administration",
      ],
    },
  ],
  closing: {
    title: "Vous ne savez pas par où commencer\u202f?",
    body: "Parlez-nous du problème que vous souhaitez résoudre. Nous vous répondrons sous 24\u00a0heures en vous proposant gratuitement une première étape.",
    cta: { label: "Nous contacter", href: routes.contact },
  },
} satisfies ServicesContent;

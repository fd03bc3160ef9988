import type { CareersContent, Role } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/**
 * Open roles: the French of content/en/careers.ts, role for role (the same `id`, so /fr/careers#<id> matches).
 * To publish or close a role, change both files.
 */
const openRoles: Role[] = [
  {
    id: "senior-ai-engineer", // PLACEHOLDER: confirm this role is open before launch
    title: "Ingénieur senior en IA, laboratoires d’innovation",
    team: "Ingénierie",
    location: "À distance, entre UTC−5 et UTC+3",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-02-28",
    // The dates, contract and workplace are data, the same as in English (test/careers.test.ts checks).
    workplace: { kind: "remote", countries: ["RW", "KE", "UG", "TZ", "ET", "NG", "GH", "SN", "CI", "CM", "ZA", "EG", "MA", "CA"] },
    summary:
      "Dirigez le travail technique de nos laboratoires d’innovation\u00a0: cadrez les défis des partenaires, guidez des équipes d’ingénieurs en début de carrière et menez les meilleurs prototypes vers la production.",
    responsibilities: [
      "Transformer les problèmes des partenaires en défis de laboratoire bien cadrés, avec des critères de réussite clairs",
      "Relire le code, les modèles et les évaluations des équipes, et transmettre en relisant",
      "Concevoir l’évaluation et la supervision de modèles pour des langues et des contextes peu dotés en ressources",
      "Travailler avec l’équipe Passer à l’échelle pour mettre en production les prototypes validés",
    ],
    requirements: [
      "Au moins cinq ans d’expérience dans la conception et la livraison de produits d’apprentissage automatique ou de données",
      "Une solide maîtrise de Python et l’expérience d’une pile ML moderne et d’une grande plateforme cloud",
      "Une expérience du mentorat d’ingénieurs, et la patience qui va avec",
      "Un anglais écrit clair\u202f; le français, le kinyarwanda ou le swahili sont un plus",
    ],
  },
  {
    id: "community-partnerships-lead", // PLACEHOLDER: confirm this role is open before launch
    title: "Responsable communauté et partenariats",
    team: "Partenariats",
    location: "Kigali, Rwanda (hybride)",
    employmentType: "FULL_TIME",
    datePosted: "2026-11-16",
    validThrough: "2027-01-31",
    workplace: { kind: "office", office: "rwanda" },
    summary:
      "Développez et prenez soin de notre réseau panafricain de leaders des communautés de l’IA, et faites entrer de nouveaux partenaires de recrutement et de programmes.",
    responsibilities: [
      "Accompagner les leaders communautaires du réseau, de leur intégration à la formation aux cercles d’entraide",
      "Trouver et signer des organisations partenaires qui proposent des missions, des mentors et des emplois",
      "Organiser les lancements de promotions, les journées de démonstration et les événements partenaires, en ligne et en présentiel",
      "Rendre compte des résultats pour les apprenants et les partenaires, honnêtement et dans les délais",
    ],
    requirements: [
      "Au moins trois ans d’expérience en partenariats, en animation de communauté ou en gestion de programmes",
      "Un réseau dans l’écosystème de la tech ou de l’éducation en Afrique de l’Est",
      "De l’aisance avec les données\u00a0: vous mesurez ce qui compte et l’expliquez simplement",
      "Être disposé à voyager dans la région quelques fois par an",
    ],
  },
];

export const careers = {
  meta: {
    path: routes.careers,
    title: "Carrières",
    description:
      "Rejoignez Talanta AI et aidez-nous à relier les talents de l’IA des marchés émergents à des missions concrètes. Pourquoi nous rejoindre, comment travaille notre équipe distribuée et les postes ouverts aujourd’hui.",
  },
  eyebrow: "Carrières",
  title: "Bâtissez avec nous l’économie de l’IA sans frontières",
  intro:
    "Nous sommes une petite équipe distribuée d’ingénieurs, de formateurs et d’animateurs de communautés, entre le Canada, le Rwanda et le reste du continent. Si vous pensez que le talent est partout, vous serez ici chez vous.",
  why: {
    eyebrow: "Pourquoi nous rejoindre",
    title: "Un travail qui change des carrières, y compris la vôtre",
    intro: "Notre travail se mesure en personnes qui décrochent un emploi et en produits livrés. Voici ce que nous offrons en retour.",
    cards: [
      {
        icon: "target",
        name: "Un impact mesurable",
        description:
          "Un sur cinq de nos utilisateurs déclare avoir décroché un emploi dans l’IA ou la data. Chaque poste ici fait bouger ce chiffre, et vous le verrez bouger.",
      },
      {
        icon: "graduation-cap",
        name: "De quoi grandir",
        description:
          "Un budget de formation annuel, du temps réservé à l’apprentissage et des collègues qui relisent votre travail avec autant de soin que celui de nos apprenants.",
      },
      {
        icon: "globe",
        name: "Une équipe sur plusieurs continents",
        description:
          "Des collègues et des partenaires en Afrique et en Amérique du Nord, et la chance de construire pour des marchés que le reste du secteur néglige.",
      },
    ],
  },
  how: {
    eyebrow: "Notre façon de travailler",
    title: "Petite équipe, habitudes claires",
    intro: "Nous sommes répartis sur plusieurs fuseaux horaires\u00a0: quelques habitudes tiennent chacun informé sans longues réunions.",
    principles: [
      {
        icon: "globe",
        title: "Le télétravail d’abord, avec deux bureaux",
        description:
          "La plupart d’entre nous travaillent à distance. Nos bureaux au Canada et au Rwanda servent aux journées de concentration, aux lancements de promotions et aux célébrations.",
      },
      {
        icon: "clock",
        title: "Des heures communes, pas une disponibilité permanente",
        description:
          "Nous gardons trois heures communes par jour pour échanger en direct et protégeons le reste pour le travail de fond. Personne n’est censé répondre à minuit.",
      },
      {
        icon: "book",
        title: "Tout mettre par écrit",
        description:
          "Décisions, plans et retours d’expérience vivent dans de courts documents écrits, pour que chacun puisse se mettre à jour sans avoir été dans la pièce.",
      },
      {
        icon: "shield",
        title: "Responsables par défaut",
        description:
          "Nous appliquons à nos propres produits les principes que nous enseignons\u00a0: protection de la vie privée dès la conception, évaluation honnête et un humain dans la boucle.",
      },
    ],
  },
  roles: {
    eyebrow: "Rejoindre l’équipe",
    title: "Postes ouverts",
    intro: "Chaque poste est ouvert aux candidats de n’importe quel lieu situé dans les fuseaux horaires indiqués, sauf mention contraire.",
    detailsLabel: "Vos missions et votre profil",
    responsibilitiesTitle: "Vos missions",
    requirementsTitle: "Votre profil",
    applyLabel: "Postuler par e-mail",
    applySubject: "Candidature\u00a0: {role}",
    employmentTypes: {
      FULL_TIME: "Temps plein",
      PART_TIME: "Temps partiel",
      CONTRACTOR: "Prestataire indépendant",
      TEMPORARY: "Contrat temporaire",
      INTERN: "Stage",
      VOLUNTEER: "Bénévolat",
      PER_DIEM: "À la journée",
      OTHER: "Autre contrat",
    },
    closingLabel: "Clôture le {date}",
    countriesLabel: "Ce poste est ouvert aux personnes qui vivent dans l’un de ces pays\u00a0: {countries}.",
    empty: {
      title: "Aucun poste ouvert pour le moment",
      body: "Nous ne recrutons pas sur un poste précis en ce moment, mais nous aimons toujours recevoir des nouvelles de personnes qui partagent notre mission. Envoyez-nous quelques mots sur vous et le travail que vous souhaitez faire, ou suivez-nous pour être informé en premier de l’ouverture d’un poste.",
      primary: { label: "Prendre contact", href: routes.contact },
      emailLabel: "Envoyer une candidature spontanée",
      emailSubject: "Candidature spontanée",
      socialLabel: "Nous suivre sur LinkedIn",
    },
  },
  openRoles,
  cta: {
    title: "Vous ne cherchez pas d’emploi, mais voulez aider\u202f?",
    body: "Encadrez une équipe, animez un cercle d’entraide ou proposez une mission pour une simulation d’emploi. Notre réseau vit grâce à des personnes qui donnent une heure ou deux.",
    primary: { label: "Nous contacter", href: routes.contact },
    secondary: { label: "Voir nos programmes", href: routes.services },
  },
} satisfies CareersContent;

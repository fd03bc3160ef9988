import type { OpenRoleId } from "../open-roles";
import type { CareersContent, RoleCopy } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/** Each open role's words, under its key in content/open-roles.ts, which holds its data and says how to publish or close a role. */
const openRoles = {
  "senior-ai-engineer": {
    title: "Ingénieur ou ingénieure senior en IA, laboratoires d’innovation",
    team: "Ingénierie",
    location: "À distance, fuseaux horaires entre UTC−5 et UTC+3",
    summary:
      "Dirigez le travail technique de nos laboratoires d’innovation\u00a0: cadrez les défis des partenaires, guidez des équipes d’ingénieurs en début de carrière et menez les meilleurs prototypes jusqu’à la mise en production.",
    responsibilities: [
      "Transformer les problèmes des partenaires en défis de laboratoire bien cadrés, avec des critères de réussite clairs",
      "Relire le code, les modèles et les évaluations des équipes du laboratoire, en faisant de chaque relecture un moment de transmission",
      "Concevoir l’évaluation et la supervision de modèles destinés à des langues peu dotées et à des contextes aux ressources limitées",
      "Travailler avec l’équipe chargée du changement d’échelle pour mettre en production les prototypes validés",
    ],
    requirements: [
      "Au moins cinq ans d’expérience dans la conception et la livraison de produits d’apprentissage automatique ou de données",
      "Une solide maîtrise de Python, ainsi que la pratique d’un environnement d’apprentissage automatique moderne et d’une grande plateforme cloud",
      "Une expérience du mentorat d’ingénieurs, et la patience qui va avec",
      "Un anglais écrit clair\u202f; la maîtrise du français, du kinyarwanda ou du swahili est un plus",
    ],
  },
  "community-partnerships-lead": {
    title: "Responsable communauté et partenariats",
    team: "Partenariats",
    location: "Kigali, Rwanda (hybride)",
    summary:
      "Faites grandir et animez notre réseau panafricain de leaders des communautés de l’IA, et attirez de nouveaux partenaires pour le recrutement et pour nos programmes.",
    responsibilities: [
      "Accompagner les leaders communautaires du réseau, de leur intégration jusqu’à leur formation à l’animation de cercles d’entraide",
      "Prospecter de nouvelles organisations partenaires et conclure des accords avec celles qui proposent des cahiers des charges, des mentors et des emplois",
      "Organiser les lancements de promotions, les journées de démonstration et les événements partenaires, en ligne et en présentiel",
      "Rendre compte des résultats obtenus pour les apprenants et les partenaires, avec honnêteté et dans les délais",
    ],
    requirements: [
      "Au moins trois ans d’expérience en partenariats, en animation de communauté ou en gestion de programmes",
      "Un réseau dans l’écosystème de la tech ou de l’éducation en Afrique de l’Est",
      "De l’aisance avec les données\u00a0: vous mesurez ce qui compte et l’expliquez simplement",
      "Une disponibilité pour voyager dans la région quelques fois par an",
    ],
  },
} satisfies Record<OpenRoleId, RoleCopy>;

export const careers = {
  meta: {
    path: routes.careers,
    title: "Carrières",
    description:
      "Rejoignez Talanta AI et aidez-nous à relier les talents en IA des marchés émergents à des missions concrètes. Pourquoi nous rejoindre, comment travaille notre équipe répartie entre plusieurs pays, et les postes ouverts aujourd’hui.",
  },
  eyebrow: "Carrières",
  title: "Construisez avec nous l’économie de l’IA sans frontières",
  intro:
    "Nous sommes une petite équipe d’ingénieurs, de formateurs et d’animateurs de communautés, répartie entre le Canada, le Rwanda et le reste du continent africain. Si vous pensez que le talent est partout, vous serez ici chez vous.",
  why: {
    eyebrow: "Pourquoi nous rejoindre",
    title: "Un travail qui change des carrières, y compris la vôtre",
    intro:
      "Notre travail se mesure au nombre de personnes qui décrochent un emploi et au nombre de produits livrés. Voici ce que nous vous offrons en échange de votre engagement.",
    cards: [
      {
        icon: "target",
        name: "Un impact mesurable",
        description:
          "Un utilisateur sur cinq déclare avoir décroché un emploi en IA ou en science des données. Chaque poste chez nous fait progresser ce chiffre, et vous le verrez évoluer.",
      },
      {
        icon: "graduation-cap",
        name: "Des perspectives d’évolution",
        description:
          "Un budget de formation annuel, du temps réservé à l’apprentissage et des collègues qui relisent votre travail avec autant de soin que celui de nos apprenants.",
      },
      {
        icon: "globe",
        name: "Une équipe sur plusieurs continents",
        description:
          "Des collègues et des partenaires en Afrique et en Amérique du Nord, et l’occasion de créer pour des marchés que le reste du secteur délaisse.",
      },
    ],
  },
  how: {
    eyebrow: "Notre façon de travailler",
    title: "Petite équipe, habitudes claires",
    intro:
      "Nous sommes répartis sur plusieurs fuseaux horaires\u202f; nous nous appuyons donc sur quelques habitudes qui tiennent chacun informé sans longues réunions.",
    principles: [
      {
        icon: "globe",
        title: "Priorité au télétravail, avec deux bureaux",
        description:
          "La plupart d’entre nous travaillent à distance. Nos bureaux au Canada et au Rwanda accueillent les journées de travail concentré, les lancements de promotions et, à l’occasion, quelques célébrations.",
      },
      {
        icon: "clock",
        title: "Des plages communes, pas de disponibilité permanente",
        description:
          "Nous réservons chaque jour trois heures communes aux échanges en direct et préservons le reste pour le travail de fond. Personne n’est censé répondre à minuit.",
      },
      {
        icon: "book",
        title: "Tout mettre par écrit",
        description:
          "Décisions, plans et retours d’expérience sont consignés dans de courts documents écrits, pour que chacun puisse se tenir à jour sans avoir assisté à la réunion.",
      },
      {
        icon: "shield",
        title: "Responsables par principe",
        description:
          "Nous appliquons à nos propres produits les principes que nous enseignons\u00a0: protection de la vie privée dès la conception, évaluation honnête et supervision humaine.",
      },
    ],
  },
  roles: {
    eyebrow: "Rejoindre l’équipe",
    title: "Postes ouverts",
    intro:
      "Sauf indication contraire concernant le lieu de travail, chaque poste est ouvert aux personnes résidant n’importe où dans les fuseaux horaires indiqués.",
    detailsLabel: "Vos missions et votre profil",
    detailsContext: "pour le poste {role}",
    responsibilitiesTitle: "Vos missions",
    requirementsTitle: "Votre profil",
    applyLabel: "Postuler par e-mail",
    applyName: "Postuler par e-mail\u00a0: {role}",
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
      body: "Nous ne recrutons pas sur un poste précis en ce moment, mais nous sommes toujours heureux d’échanger avec des personnes qui partagent notre mission. Envoyez-nous quelques mots sur vous et sur le travail que vous aimeriez faire, ou suivez-nous pour savoir en avant-première quand un poste s’ouvre.",
      primary: { label: "Nous contacter", href: routes.contact },
      emailLabel: "Envoyer une candidature spontanée",
      emailSubject: "Candidature spontanée",
      socialLabel: "Nous suivre sur LinkedIn",
    },
  },
  openRoles,
  cta: {
    title: "Vous ne cherchez pas d’emploi, mais vous voulez aider\u202f?",
    body: "Encadrez une équipe, animez un cercle d’entraide ou proposez un cahier des charges pour une simulation d’emploi. Notre réseau repose sur des personnes qui donnent une heure ou deux de leur temps.",
    primary: { label: "Nous contacter", href: routes.contact },
    secondary: { label: "Voir nos programmes", href: routes.services },
  },
} satisfies CareersContent;

import type { ProgrammeContent, ProgrammesSectionContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/** The three pages under /fr/services/<slug>: the French of content/en/programmes.ts, entry for entry. */

const jobSimulation = {
  slug: "job-simulation",
  meta: {
    path: routes.jobSimulation,
    title: "Montée en compétences\u00a0: simulations d’emploi",
    description:
      "Simulations d’emploi et apprentissage par projets pour les talents en IA et en science des données\u00a0: des cahiers des charges réalistes, des retours hebdomadaires d’ingénieurs en activité et un portfolio visible par les employeurs.",
  },
  label: "Montée en compétences",
  icon: "briefcase",
  schemaType: "Course",
  summary:
    "Des simulations d’emploi et un apprentissage par projets qui donnent aux talents en IA et en science des données l’expérience qu’exigent les employeurs, avant même le premier emploi.",
  hero: {
    title: "Apprenez l’IA en exerçant le métier, avant même de décrocher le poste",
    intro:
      "Nos simulations d’emploi, de véritables mises en situation professionnelle, vous confient des missions réalistes en IA et en science des données, cadrées, relues et évaluées comme le ferait une vraie équipe\u00a0: vous repartez avec des compétences qu’un employeur peut constater, et non avec un certificat qu’il doit prendre pour argent comptant.",
    primary: { label: "Nous rejoindre en tant que développeur", href: routes.signupDeveloper },
    secondary: { label: "Lire la FAQ", href: `${routes.support}#talent` },
    facts: [
      { value: "20\u00a0%", label: "de nos utilisateurs déclarent avoir décroché un emploi en IA ou en science des données" },
      { value: "6\u00a0semaines", label: "par simulation, à temps partiel, en parallèle d’un emploi ou d’études" },
      { value: "1\u00a0portfolio", label: "de travaux évalués, à présenter à n’importe quel employeur" },
    ],
  },
  overview: {
    eyebrow: "Le principe",
    title: "Un premier emploi grandeur nature, en six semaines",
    paragraphs: [
      "La plupart des cours d’IA s’arrêtent là où le métier commence. Vous apprenez la théorie, terminez un notebook Jupyter impeccable, et l’on continue de vous réclamer «\u00a0deux ans d’expérience\u00a0». Une simulation d’emploi comble cet écart en vous apportant l’expérience elle-même.",
      "Chaque simulation part d’un cahier des charges rédigé avec un partenaire qui recrute ou inspiré d’un projet réel\u00a0: nettoyer un jeu de données brut et désordonné issu d’établissements de santé, construire un classifieur de maladies des cultures ou mettre en service un agent conversationnel en kinyarwanda et en swahili. Vous travaillez en petite équipe, avec un rôle clair, des jalons hebdomadaires, des revues de code et une journée de démonstration, exactement comme dans une équipe produit.",
      "Des ingénieurs en activité évaluent votre travail à l’aide d’une grille publiée. Ce que vous réalisez vous appartient et vous pouvez le montrer\u202f; les retours vous indiquent précisément ce qu’il faut améliorer ensuite.",
    ],
    pointsTitle: "Chaque simulation comprend",
    points: [
      "Un cahier des charges rédigé avec un partenaire qui recrute ou tiré d’un projet réel",
      "Un rôle défini dans l’équipe\u00a0: analyste de données, ingénieur en apprentissage automatique ou développeur de produits d’IA",
      "Des revues hebdomadaires de code et de conception par des ingénieurs en activité",
      "Une évaluation fondée sur une grille que vous pouvez consulter avant de commencer",
      "Un nouveau projet pour votre portfolio, un bilan écrit et, pour un travail de qualité, une lettre de recommandation",
    ],
    illustration: {
      drawing: "programme-job-simulation",
      alt: "Lors de la journée de démonstration, une participante présente à son équipe son modèle de détection des maladies des cultures. Sur son écran, une ligne traverse six étapes hebdomadaires jusqu’à un drapeau.",
    },
  },
  audience: {
    eyebrow: "Pour qui",
    title: "Conçu pour des talents prêts à travailler",
    intro:
      "Nul besoin d’un diplôme d’informatique. Il vous faut les bases de Python (ou l’envie de les apprendre vite), environ huit heures par semaine et la volonté d’aller au bout de ce que vous commencez.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Jeunes diplômés",
        description:
          "Vous avez étudié les mathématiques, l’ingénierie, les statistiques ou une autre science, et vous voulez l’expérience pratique qui transforme un diplôme en offre d’emploi en IA ou en science des données.",
      },
      {
        icon: "compass",
        name: "Personnes en reconversion",
        description:
          "Vous travaillez déjà dans la finance, la santé, l’enseignement ou le secteur public, et vous souhaitez mettre des compétences en IA au service d’un domaine que vous connaissez bien.",
      },
      {
        icon: "code",
        name: "Développeurs autodidactes",
        description:
          "Vous avez appris par vous-même, grâce à des cours en ligne et à des projets personnels, et vous voulez désormais un travail en équipe, évalué, que les employeurs reconnaissent.",
      },
    ],
  },
  steps: {
    eyebrow: "Déroulement",
    title: "De l’inscription à la démonstration en quatre étapes",
    intro: "Les simulations se déroulent par promotions\u00a0: vous apprenez toujours avec d’autres, et la prochaine n’est jamais loin.",
    items: [
      {
        title: "Inscrivez-vous et parlez-nous de vos objectifs",
        description:
          "Créez votre profil de développeur grâce à notre formulaire d’inscription. Nous vous communiquons les dates de la prochaine promotion et les parcours adaptés à vos objectifs.",
      },
      {
        title: "Passez une courte évaluation",
        description:
          "Un exercice pratique, sans limite de temps, nous aide à vous placer sur le bon parcours et dans une équipe où vous pourrez à la fois contribuer et progresser.",
      },
      {
        title: "Participez à la simulation",
        description:
          "Six semaines de jalons hebdomadaires, de points quotidiens et de revues avec votre équipe, qui se terminent par une démonstration en direct devant des ingénieurs et des organisations partenaires.",
      },
      {
        title: "Valorisez votre travail",
        description:
          "Repartez avec un nouveau projet pour votre portfolio, un bilan écrit et, si votre travail est solide, des mises en relation avec des partenaires qui recrutent.",
      },
    ],
  },
  cta: {
    title: "Envie de vous exercer sur de vrais projets\u202f?",
    body: "Inscrivez-vous en tant que développeur\u00a0: nous vous préviendrons à l’ouverture de la prochaine promotion. Cela prend deux minutes, et la candidature est gratuite.",
    primary: { label: "S’inscrire", href: routes.signup },
    secondary: { label: "Poser une question", href: routes.contact },
  },
} satisfies ProgrammeContent;

const resources = {
  slug: "mental-health",
  meta: {
    path: routes.mentalHealth,
    title: "Ressources\u00a0: bien-être et apprentissage",
    description:
      "Des ressources gratuites de bien-être et d’apprentissage pour la communauté Talanta AI\u00a0: guides d’étude, supports légers adaptés aux faibles débits, cercles d’entraide et orientation vers une aide professionnelle.",
  },
  label: "Ressources",
  icon: "heart",
  schemaType: "Service",
  summary:
    "Des ressources de bien-être et d’apprentissage pour la communauté\u00a0: guides d’étude, cercles d’entraide et aide pour trouver un accompagnement professionnel.",
  hero: {
    title: "Des ressources pour bien apprendre et prendre soin de soi",
    intro:
      "Acquérir une compétence exigeante tout en jonglant avec le travail, la famille et une connexion capricieuse, c’est difficile. Nos ressources communautaires couvrent les deux versants\u00a0: les supports d’étude qui vous font avancer et le soutien au bien-être qui vous aide à tenir.",
    primary: { label: "Rejoindre la communauté", href: routes.signupDeveloper },
    secondary: { label: "Nous contacter", href: routes.contact },
    facts: [
      { value: "Gratuit", label: "pour tous les membres de la communauté Talanta AI" },
      { value: "Entraide entre pairs", label: "dans des cercles animés par des leaders communautaires formés" },
      { value: "Supports légers", label: "qui fonctionnent sur un téléphone, même avec une connexion instable" },
    ],
  },
  overview: {
    eyebrow: "Le principe",
    title: "Une bibliothèque pour apprendre, une communauté pour vous soutenir",
    paragraphs: [
      "Ce n’est pas le manque de capacités qui pousse les talents à abandonner les programmes d’IA. On abandonne parce qu’un proche tombe malade, parce que le forfait internet est épuisé ou parce que des mois de lettres de refus finissent par décourager les plus motivés. Nous avons conçu nos ressources en fonction de ces réalités.",
      "La bibliothèque d’apprentissage rassemble les guides, les listes de lecture et les séances enregistrées de chacun de nos parcours, conçus pour fonctionner hors ligne et sur un téléphone. En parallèle, notre réseau panafricain de leaders communautaires anime de petits cercles d’entraide confidentiels, où les membres parlent franchement de charge de travail, d’épuisement, du syndrome de l’imposteur et de la recherche d’emploi.",
    ],
    pointsTitle: "Ce que les membres y trouvent",
    points: [
      "Des guides d’étude et des listes de lecture sélectionnés pour chaque parcours",
      "Des séances enregistrées et des notes à télécharger une seule fois, puis utilisables hors ligne",
      "Des cercles d’entraide mensuels de six à dix personnes, animés par un leader communautaire formé",
      "Des guides pratiques pour gérer la charge de travail, les refus et l’épuisement",
      "De l’aide pour trouver des services d’accompagnement professionnel dans votre pays, si vous avez besoin d’un soutien plus poussé",
    ],
    illustration: {
      drawing: "programme-resources",
      alt: "Trois membres de la communauté discutent autour d’un thé, réunis par une même ligne tracée autour d’eux comme un cercle.",
    },
  },
  audience: {
    eyebrow: "Pour qui",
    title: "Pour toute la communauté",
    intro:
      "Les ressources sont ouvertes à tous les membres, que vous suiviez un programme, que vous soyez entre deux programmes ou que vous accompagniez d’autres personnes dans le leur.",
    cards: [
      {
        icon: "book",
        name: "Apprenants et personnes en recherche d’emploi",
        description:
          "Gardez le rythme entre les séances grâce à des supports structurés, et rencontrez des personnes qui comprennent la pression d’une première recherche d’emploi en IA.",
      },
      {
        icon: "code",
        name: "Ingénieurs en activité",
        description: "Échéances, télétravail et nouveaux outils chaque mois\u00a0: prenez le temps de continuer à apprendre sans vous épuiser.",
      },
      {
        icon: "users",
        name: "Leaders communautaires et mentors",
        description:
          "Des guides et des formations pour animer des cercles d’entraide, bien écouter, et savoir quand et vers qui orienter une personne pour une aide professionnelle.",
      },
    ],
  },
  steps: {
    eyebrow: "Déroulement",
    title: "Facile d’accès, disponible quand vous en avez besoin",
    intro: "Rien à acheter, aucun engagement minimum. Utilisez ce qui vous aide, quand cela vous aide.",
    items: [
      {
        title: "Rejoignez la communauté",
        description: "Inscrivez-vous en tant que développeur. L’adhésion est gratuite et vous donne accès aux ressources de votre parcours.",
      },
      {
        title: "Utilisez la bibliothèque d’apprentissage",
        description:
          "Téléchargez les guides, les notes et les enregistrements dont vous avez besoin. Tout est allégé pour ménager vos données mobiles et fonctionne hors ligne une fois téléchargé.",
      },
      {
        title: "Rejoignez un cercle d’entraide",
        description: "Chaque mois, choisissez un petit cercle animé par un leader communautaire. Ce qui se dit dans le cercle reste dans le cercle.",
      },
      {
        title: "Trouvez une aide adaptée",
        description:
          "Si vous avez besoin de plus qu’un soutien entre pairs, votre leader communautaire vous aide à trouver des services professionnels dans votre pays.",
      },
    ],
  },
  note: {
    title: "Un mot sur l’accompagnement",
    body: "Nos ressources et nos cercles d’entraide favorisent le bien-être\u202f; ils ne remplacent pas un suivi médical ou psychologique assuré par des professionnels. Les leaders communautaires sont formés pour écouter et orienter, non pour poser un diagnostic ni pour soigner. En cas de danger immédiat, pour vous ou pour un proche, contactez dès maintenant les services d’urgence de votre pays.",
  },
  cta: {
    title: "Vous n’avez pas à apprendre en solitaire",
    body: "Rejoignez la communauté pour utiliser les ressources et rencontrer celles et ceux qui les font vivre, ou écrivez-nous si vous souhaitez animer un cercle d’entraide.",
    primary: { label: "Rejoindre la communauté", href: routes.signupDeveloper },
    secondary: { label: "Nous contacter", href: routes.contact },
  },
} satisfies ProgrammeContent;

const consulting = {
  slug: "consulting",
  meta: {
    path: routes.consulting,
    title: "Conseil en IA pour les organisations",
    description:
      "Un conseil indépendant en IA pour les start-up, les grandes entreprises, la société civile et les pouvoirs publics\u00a0: cartographie des opportunités, évaluations de maturité, gouvernance de l’IA responsable et plans de mise en œuvre.",
  },
  label: "Conseil",
  icon: "compass",
  schemaType: "Service",
  summary:
    "Un conseil indépendant pour les organisations\u00a0: où l’IA crée de la valeur, ce qu’il faut pour la construire et comment l’adopter de façon responsable.",
  hero: {
    title: "Un conseil en IA qui part de votre problème, pas d’un modèle",
    intro:
      "Des conseils pratiques et indépendants sur les domaines où l’IA crée de la valeur pour votre organisation, sur ce qu’il faudra pour la construire et l’exploiter, et sur la façon de l’adopter de manière responsable, prodigués par des praticiens chevronnés qui s’appuient sur le réseau de talents de Talanta AI.",
    primary: { label: "Nous contacter", href: routes.contact },
    secondary: { label: "Demander un appel exploratoire", href: routes.signupOrganization },
    facts: [
      { value: "15\u00a0min", label: "d’appel exploratoire gratuit pour cerner votre question" },
      { value: "24\u00a0h", label: "de délai de réponse visé pour chaque demande" },
      { value: "2 à 6\u00a0semaines", label: "pour une mission de conseil type" },
    ],
  },
  overview: {
    eyebrow: "Le principe",
    title: "Des réponses claires avant d’engager un budget",
    paragraphs: [
      "Beaucoup de projets d’IA échouent avant même la première ligne de code\u00a0: le problème est flou, les données manquent ou personne n’est responsable du résultat. Notre activité de conseil existe pour le découvrir tôt, et à moindre coût.",
      "Nous repérons les activités où l’IA peut apporter un gain mesurable, vérifions si vos données et vos équipes sont prêtes, et définissons dès maintenant la façon dont le système sera gouverné une fois en service. Vous recevez une recommandation écrite qui détaille les coûts, les risques et un plan réaliste, que ce plan passe par nous ou non.",
    ],
    pointsTitle: "Nos domaines d’intervention",
    points: [
      "Cartographie des opportunités de l’IA et analyses de rentabilité",
      "Évaluation de la maturité des données et de l’IA",
      "Politiques d’IA responsable, revues des risques et cadres de gouvernance",
      "Recommandations\u00a0: développer, acheter ou s’associer",
      "Plans de recrutement et de développement des compétences, y compris avec des équipes issues de notre réseau",
    ],
    illustration: {
      drawing: "programme-consulting",
      alt: "Une consultante montre un tableau où une ligne emmêlée devient un chemin clair jusqu’à un drapeau, pendant que son client l’écoute, une tasse de café à la main.",
    },
  },
  audience: {
    eyebrow: "Pour qui",
    title: "Des organisations de toutes tailles, quelle que soit leur mission",
    intro:
      "Nous travaillons avec des organisations qui veulent bien utiliser l’IA, et pas seulement vite, et qui reconnaissent la valeur des talents des marchés émergents.",
    cards: [
      {
        icon: "rocket",
        name: "Start-up et entreprises en croissance",
        description:
          "Décidez de ce qu’il faut développer en interne, validez une fonctionnalité d’IA auprès de vrais utilisateurs et recrutez vos premiers ingénieurs en IA en toute confiance.",
      },
      {
        icon: "building",
        name: "PME et grandes entreprises",
        description:
          "Repérez les processus où l’IA est rentable, préparez vos données et vos équipes, et mettez en place une gouvernance avant de déployer à grande échelle.",
      },
      {
        icon: "globe",
        name: "Société civile et pouvoirs publics",
        description:
          "Utilisez l’IA pour améliorer les services et les programmes publics, avec une attention particulière à l’équité, à la vie privée et aux langues locales.",
      },
    ],
  },
  steps: {
    eyebrow: "Déroulement",
    title: "Une mission courte et structurée",
    intro: "Chaque mission suit les quatre mêmes étapes, adaptées à l’ampleur de la question posée.",
    items: [
      {
        title: "Appel exploratoire",
        description:
          "Un appel gratuit de 15\u00a0minutes pour comprendre vos objectifs et vos contraintes, et vous dire franchement si nous sommes le bon partenaire.",
      },
      {
        title: "Diagnostic",
        description:
          "Des entretiens avec vos équipes, un examen de vos données et de vos systèmes, et une analyse de la façon dont des problèmes similaires ont été résolus ailleurs.",
      },
      {
        title: "Recommandation",
        description: "Une feuille de route écrite, avec les priorités, les coûts, les risques et une évaluation d’IA responsable, présentée à votre direction.",
      },
      {
        title: "Réalisation ou transfert",
        description:
          "Réalisez le projet avec nos laboratoires d’innovation et une équipe produit constituée pour vous, ou confiez le plan à votre propre équipe, avec la documentation nécessaire pour le mettre en œuvre.",
      },
    ],
  },
  cta: {
    title: "Une question sur l’IA à l’ordre du jour\u202f?",
    body: "Parlez-nous-en. Nous vous répondons sous 24\u00a0heures en vous proposant une première étape, et le premier échange est toujours gratuit.",
    primary: { label: "Nous contacter", href: routes.contact },
    secondary: { label: "Demander un appel exploratoire", href: routes.signupOrganization },
  },
} satisfies ProgrammeContent;

export const programmes: ProgrammeContent[] = [jobSimulation, resources, consulting];

/** The section on /fr/services that links to each programme page. */
export const programmesSection = {
  eyebrow: "Nos programmes",
  title: "Des parcours pour les talents, des conseils pour les organisations",
  intro: "Au-delà de nos prestations, trois programmes accompagnent les personnes de notre réseau et les organisations partenaires.",
  linkLabel: "Découvrir",
} satisfies ProgrammesSectionContent;

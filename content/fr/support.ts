import type { SupportContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/** Frequently asked questions on /fr/support. `[label](href)` in an answer becomes a link. */
export const support = {
  meta: {
    path: routes.support,
    title: "Assistance et FAQ",
    description:
      "Réponses aux questions fréquentes des talents de l’IA et des organisations partenaires sur l’inscription, les simulations d’emploi, les appels exploratoires et vos données, et comment joindre l’équipe Talanta AI.",
  },
  eyebrow: "Assistance",
  title: "Comment pouvons-nous vous aider\u202f?",
  intro:
    "Les réponses aux questions que nous posent le plus souvent les talents et les organisations. Si la vôtre n’y figure pas, l’équipe est à un message de vous.",
  jumpLabel: "Aller à",
  groups: [
    {
      id: "talent",
      icon: "graduation-cap",
      title: "Pour les talents",
      intro: "Développeurs, apprenants et membres de la communauté.",
      items: [
        {
          question: "L’inscription est-elle payante\u202f?",
          answer: [
            "Non. L’inscription et l’adhésion à la communauté sont gratuites, tout comme les ressources de bien-être et d’apprentissage. Si un programme devait un jour être payant, nous le dirions clairement avant votre candidature, et de nombreuses places sont financées par nos partenaires.",
          ],
        },
        {
          question: "Que se passe-t-il après mon inscription\u202f?",
          answer: [
            "Le formulaire d’inscription envoie votre nom d’utilisateur, votre nom complet et votre adresse e-mail à notre équipe. Il n’y a pas encore de compte auquel se connecter\u00a0: nous répondons par e-mail, en général sous 24\u00a0heures les jours ouvrés, avec les dates de la prochaine promotion et les parcours adaptés à vos objectifs.",
          ],
        },
        {
          question: "Pourquoi le formulaire d’inscription demande-t-il un mot de passe\u202f?",
          answer: [
            "Nous préparons des comptes membres. Pour l’instant, votre mot de passe est seulement vérifié dans votre navigateur, pour s’assurer que les deux saisies correspondent et qu’il compte au moins huit caractères. Il ne nous est jamais envoyé, ni à personne d’autre, et il n’est pas conservé.",
          ],
        },
        {
          question: "De quoi ai-je besoin pour participer à une simulation d’emploi\u202f?",
          answer: [
            "Les bases de Python, ou la volonté de les apprendre vite, environ huit heures par semaine pendant six semaines, un ordinateur portable et une connexion internet suffisante pour un appel vidéo hebdomadaire. Nul besoin d’un diplôme d’informatique.",
            `Pour en savoir plus, consultez la [page Montée en compétences](${routes.jobSimulation}).`,
          ],
        },
        {
          question: "Garantissez-vous un emploi\u202f?",
          answer: [
            "Personne ne peut honnêtement le faire. Ce que nous pouvons dire, c’est qu’un sur cinq de nos utilisateurs déclare avoir décroché un emploi dans l’IA ou la data, et que nous présentons les meilleurs travaux de nos simulations à des partenaires qui recrutent.",
          ],
        },
        {
          question: "Les ressources de bien-être sont-elles un service d’accompagnement psychologique\u202f?",
          answer: [
            "Non. Nos cercles d’entraide et nos guides soutiennent le bien-être, mais ce ne sont pas des soins médicaux ou de santé mentale. Les leaders communautaires écoutent et vous aident à trouver des services professionnels dans votre pays. Si vous êtes en danger immédiat, contactez les services d’urgence de votre pays.",
            `Découvrez [ce que comprennent les ressources](${routes.mentalHealth}).`,
          ],
        },
        {
          question: "Comment corriger ou supprimer les informations que je vous ai envoyées\u202f?",
          answer: [
            `Écrivez-nous depuis l’adresse que vous avez utilisée en précisant ce qu’il faut modifier ou supprimer\u202f; nous traitons les demandes sous 30\u00a0jours. La [politique de confidentialité](${routes.privacy}) explique ce que recueille chaque formulaire, et pourquoi.`,
          ],
        },
      ],
    },
    {
      id: "organisations",
      icon: "building",
      title: "Pour les organisations",
      intro: "Entreprises, société civile et organismes publics qui souhaitent devenir partenaires.",
      items: [
        {
          question: "Comment commencer à travailler avec Talanta AI\u202f?",
          answer: [
            `Demandez un appel exploratoire depuis la [page d’inscription](${routes.signup}) (choisissez Organisation), ou envoyez-nous un message depuis la [page de contact](${routes.contact}). Dans les deux cas, nous répondons sous 24\u00a0heures pour organiser un premier échange.`,
          ],
        },
        {
          question: "Que se passe-t-il pendant l’appel exploratoire\u202f?",
          answer: [
            "Un échange gratuit de 15\u00a0minutes sur ce que vous voulez accomplir, votre calendrier et vos contraintes. Nous vous disons franchement si Former, Innover, Passer à l’échelle ou le Conseil vous conviennent, ou si quelqu’un d’autre vous servirait mieux.",
          ],
        },
        {
          question: "Avec quels types d’organisations travaillez-vous\u202f?",
          answer: [
            "Des start-up en pré-amorçage ou en amorçage, des scale-up en croissance, des PME, des grandes entreprises, des organisations de la société civile et des entités gouvernementales. Toutes ont en commun un vrai problème à résoudre et l’envie de travailler avec des talents des marchés émergents.",
          ],
        },
        {
          question: "Pouvons-nous recruter des personnes de votre réseau\u202f?",
          answer: [
            `Oui. Les partenaires peuvent rédiger le cahier des charges d’une [simulation d’emploi](${routes.jobSimulation}) et rencontrer les équipes qui le réalisent, accueillir un laboratoire d’innovation ou constituer avec nous une équipe produit dédiée. Beaucoup de nos partenaires recrutent directement dans ces programmes.`,
          ],
        },
        {
          question: "Comment traitez-vous nos données et notre propriété intellectuelle\u202f?",
          answer: [
            "Chaque mission fait l’objet d’un accord écrit sur la confidentialité, la protection des données et la propriété. En règle générale, le travail que nous réalisons pour vous vous appartient, et nous travaillons dans votre propre environnement cloud chaque fois que c’est possible.",
          ],
        },
        {
          question: "Combien coûte une mission\u202f?",
          answer: [
            `Cela dépend du périmètre. L’appel exploratoire est gratuit\u202f; après un court diagnostic, nous envoyons une proposition à prix fixe pour que vous connaissiez le coût avant de vous engager. Découvrez comment se déroulent les missions de [conseil en IA](${routes.consulting}).`,
          ],
        },
      ],
    },
  ],
  reach: {
    id: "reach-us",
    eyebrow: "Besoin d’aide supplémentaire\u202f?",
    title: "Parlez à l’équipe",
    intro:
      "Écrivez-nous, appelez-nous ou réservez un échange rapide. Nous visons une réponse à chaque message sous 24\u00a0heures les jours ouvrés, depuis nos équipes au Canada et au Rwanda.",
    cta: { label: "Envoyez-nous un message", href: routes.contact },
  },
} satisfies SupportContent;

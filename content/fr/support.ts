import type { SupportContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/** Frequently asked questions on /fr/support. `[label](href)` in an answer becomes a link. */
export const support = {
  meta: {
    path: routes.support,
    title: "Assistance et FAQ",
    description:
      "Réponses aux questions fréquentes des talents en IA et des organisations partenaires sur l’inscription, les simulations d’emploi, les appels exploratoires et vos données, et moyens de joindre l’équipe de Talanta AI.",
  },
  eyebrow: "Assistance",
  title: "Comment pouvons-nous vous aider\u202f?",
  intro:
    "Les réponses aux questions que nous posent le plus souvent les talents et les organisations. Si la vôtre n’y figure pas, un simple message suffit pour joindre l’équipe.",
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
            "Non. L’inscription et l’adhésion à la communauté sont gratuites, tout comme les ressources de bien-être et d’apprentissage. Si un programme devait un jour être payant, nous l’indiquerions clairement avant que vous ne postuliez, et de nombreuses places sont prises en charge par nos partenaires.",
          ],
        },
        {
          question: "Que se passe-t-il après mon inscription\u202f?",
          answer: [
            "Le formulaire d’inscription transmet votre nom d’utilisateur, votre nom complet et votre adresse e-mail à notre équipe. Il n’existe pas encore d’espace membre auquel se connecter\u00a0: nous vous répondons par e-mail, en général sous 24\u00a0heures les jours ouvrés, en vous indiquant les dates de la prochaine promotion et les parcours adaptés à vos objectifs.",
          ],
        },
        {
          question: "Pourquoi le formulaire d’inscription demande-t-il un mot de passe\u202f?",
          answer: [
            "Nous préparons des comptes membres. Pour l’instant, votre navigateur se contente de vérifier que les deux saisies correspondent et que le mot de passe compte au moins huit caractères. Il n’est jamais transmis, ni à nous ni à qui que ce soit, et il n’est pas conservé.",
          ],
        },
        {
          question: "De quoi ai-je besoin pour participer à une simulation d’emploi\u202f?",
          answer: [
            "Les bases de Python (ou la volonté de les apprendre rapidement), environ huit heures par semaine pendant six semaines, un ordinateur portable et une connexion internet suffisante pour un appel vidéo hebdomadaire. Nul besoin d’un diplôme d’informatique.",
            `Pour en savoir plus, consultez la [page Montée en compétences](${routes.jobSimulation}).`,
          ],
        },
        {
          question: "Garantissez-vous un emploi\u202f?",
          answer: [
            "Personne ne peut honnêtement le faire. Ce que nous pouvons dire, c’est qu’un utilisateur sur cinq déclare avoir décroché un emploi en IA ou en science des données, et que nous présentons les meilleurs travaux de nos simulations à des partenaires qui recrutent.",
          ],
        },
        {
          question: "Les ressources de bien-être sont-elles un service d’accompagnement psychologique\u202f?",
          answer: [
            "Non. Nos cercles d’entraide et nos guides favorisent le bien-être, mais ne constituent pas des soins médicaux ou psychologiques. Les leaders communautaires vous écoutent et vous aident à trouver des services professionnels dans votre pays. Si vous êtes en danger immédiat, contactez les services d’urgence de votre pays.",
            `Découvrez [ce que proposent nos ressources](${routes.mentalHealth}).`,
          ],
        },
        {
          question: "Comment corriger ou supprimer les informations que je vous ai envoyées\u202f?",
          answer: [
            `Écrivez-nous depuis l’adresse e-mail que vous avez utilisée en précisant ce qu’il faut modifier ou supprimer\u202f; nous traitons les demandes sous 30\u00a0jours. La [politique de confidentialité](${routes.privacy}) explique ce que recueille chaque formulaire, et pourquoi.`,
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
            `Demandez un appel exploratoire depuis la [page d’inscription](${routes.signupOrganization}), ou envoyez-nous un message depuis la [page de contact](${routes.contact}). Dans les deux cas, nous vous répondons sous 24\u00a0heures pour organiser un premier échange.`,
          ],
        },
        {
          question: "Que se passe-t-il pendant l’appel exploratoire\u202f?",
          answer: [
            "Un échange gratuit de 15\u00a0minutes sur vos objectifs, votre calendrier et vos contraintes. Nous vous disons franchement si l’une de nos offres (Former, Innover, Changer d’échelle ou Conseil) vous convient, ou si un autre prestataire répondrait mieux à vos besoins.",
          ],
        },
        {
          question: "Avec quels types d’organisations travaillez-vous\u202f?",
          answer: [
            "Des start-up en pré-amorçage ou en amorçage, des entreprises en phase de croissance, des PME, des grandes entreprises, des organisations de la société civile et des organismes publics. Toutes ont en commun un vrai problème à résoudre et l’envie de travailler avec des talents des marchés émergents.",
          ],
        },
        {
          question: "Pouvons-nous recruter des personnes de votre réseau\u202f?",
          answer: [
            `Oui. Les partenaires peuvent rédiger le cahier des charges d’une [simulation d’emploi](${routes.jobSimulation}) et rencontrer les équipes qui le réalisent, accueillir un laboratoire d’innovation ou constituer avec nous une équipe produit affectée à leurs projets. Beaucoup de nos partenaires recrutent directement parmi les participants à ces programmes.`,
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
            `Cela dépend du périmètre. L’appel exploratoire est gratuit\u202f; après un court diagnostic, nous vous envoyons une proposition forfaitaire, pour que vous connaissiez le coût avant de vous engager. Découvrez comment se déroulent nos missions de [conseil en IA](${routes.consulting}).`,
          ],
        },
      ],
    },
  ],
  reach: {
    id: "reach-us",
    eyebrow: "Vous avez encore besoin d’aide\u202f?",
    title: "Parlez à notre équipe",
    intro:
      "Écrivez-nous, appelez-nous ou réservez un échange rapide. Depuis le Canada et le Rwanda, nos équipes s’efforcent de répondre à chaque message sous 24\u00a0heures les jours ouvrés.",
    cta: { label: "Envoyer un message", href: routes.contact },
  },
} satisfies SupportContent;

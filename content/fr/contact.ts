import type { ContactContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const contact = {
  meta: {
    path: routes.contact,
    title: "Nous contacter",
    description:
      "Devenez partenaire de Talanta AI. Envoyez-nous un e-mail, appelez nos équipes au Canada et au Rwanda, réservez un appel de 15\u00a0minutes ou écrivez-nous via le formulaire\u202f; nous nous efforçons de répondre sous 24\u00a0heures.",
  },
  page: {
    title: "Faisons équipe pour faire bouger les choses",
    subtitle:
      "Votre organisation s’engage pour l’éducation, l’innovation ou le développement international\u202f? Parlez-nous de vos projets, et voyons ensemble ce que nous pourrions réaliser.",
  },
  embedded: {
    title: "Écrivez-nous",
    subtitle:
      "Découvrez comment Talanta AI peut vous aider à optimiser votre activité grâce à ses talents et à ses solutions d’IA. Envoyez-nous un message\u00a0: notre équipe vous répondra rapidement.",
    moreLabel: "Téléphone, appel rapide et horaires",
  },
  info: {
    email: { title: "E-mail", note: "Nous nous efforçons de répondre sous 24\u00a0heures" },
    phone: {
      title: "Téléphone",
      note: "Du lundi au vendredi, de 9\u00a0h à 18\u00a0h, heure de Toronto",
      numberLabel: "{label}\u00a0:",
    },
    quickChat: { title: "Échange rapide", linkLabel: "Réserver un appel", note: "Réservez en un clic un appel de 15\u00a0minutes" },
    social: { title: "Retrouvez-nous" },
    hours: {
      title: "Horaires",
      rows: [
        { days: "Du lundi au vendredi", hours: "de 9\u00a0h à 18\u00a0h, heure de Toronto" },
        { days: "Samedi", hours: "de 10\u00a0h à 14\u00a0h, heure de Toronto" },
        { days: "Dimanche", hours: "Fermé" },
        {
          days: "Bureau du Rwanda (heure de Kigali)",
          hours: "À confirmer", // PLACEHOLDER: the Rwanda office's own hours in Kigali time (a row per set of days), or delete this row if it keeps the hours above
        },
      ],
    },
  },
  form: {
    title: "Envoyez-nous un message",
    nameLabel: "Nom",
    namePlaceholder: "Prénom et nom",
    emailLabel: "Adresse e-mail",
    emailPlaceholder: "vous@entreprise.com",
    messageLabel: "Votre message",
    messagePlaceholder: "Comment pouvons-nous vous aider\u202f?",
    submitLabel: "Envoyer le message",
    sendingLabel: "Envoi en cours…",
  },
} satisfies ContactContent;

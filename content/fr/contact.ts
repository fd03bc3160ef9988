import type { ContactContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

export const contact = {
  meta: {
    path: routes.contact,
    title: "Contactez-nous",
    description:
      "Devenez partenaire de Talanta AI. Écrivez-nous, appelez nos équipes au Canada et au Rwanda, réservez un appel de 15\u00a0minutes ou envoyez-nous un message\u202f; nous visons une réponse sous 24\u00a0heures.",
  },
  page: {
    title: "Devenons partenaires du changement",
    subtitle:
      "Votre organisation s’engage pour l’éducation, l’innovation ou le développement mondial\u202f? Dites-nous sur quoi vous travaillez, et voyons ensemble ce que nous pourrions construire.",
  },
  embedded: {
    title: "Prenez contact",
    subtitle:
      "Découvrez comment Talanta AI peut aider votre activité à tirer parti des talents et des solutions d’IA. Envoyez-nous un message\u00a0: notre équipe vous répondra.",
  },
  info: {
    email: { title: "E-mail", note: "Nous visons une réponse sous 24\u00a0heures" },
    phone: { title: "Téléphone", note: "Du lundi au vendredi, de 9\u00a0h à 18\u00a0h (heure de l’Est, EST)", numberLabel: "{label}\u00a0:" },
    quickChat: { title: "Échange rapide", linkLabel: "Réserver un appel", note: "Planifiez un appel de 15\u00a0minutes en un instant" },
    social: { title: "Suivez-nous" },
    hours: {
      title: "Horaires",
      rows: [
        { days: "Lundi – vendredi", hours: "9\u00a0h\u00a000 – 18\u00a0h\u00a000 (heure de l’Est, EST)" },
        { days: "Samedi", hours: "10\u00a0h\u00a000 – 14\u00a0h\u00a000 (heure de l’Est, EST)" },
        { days: "Dimanche", hours: "Fermé" },
      ],
    },
  },
  form: {
    title: "Envoyez-nous un message",
    nameLabel: "Nom",
    namePlaceholder: "Vos prénom et nom",
    emailLabel: "E-mail",
    emailPlaceholder: "vous@entreprise.com",
    messageLabel: "Votre message",
    messagePlaceholder: "Comment pouvons-nous vous aider\u202f?",
    submitLabel: "Envoyer le message",
    sendingLabel: "Envoi en cours…",
  },
} satisfies ContactContent;

import type { OfflineContent } from "../types";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/** La page hors ligne et les avis des formulaires envoyés sans connexion (docs/decisions.md#d47, #d48). */
export const offline = {
  page: {
    meta: {
      path: routes.offline,
      title: "Vous êtes hors ligne",
      description: "Cette page n’est pas enregistrée sur cet appareil, et aucune connexion ne permet de la charger.",
    },
    eyebrow: "Pas de connexion",
    heading: "Vous êtes hors ligne",
    body: "Cette page n’est pas enregistrée sur cet appareil, et le réseau ne répond pas. Elle s’ouvrira normalement dès que vous serez de nouveau en ligne.",
    retryLabel: "Réessayer",
    savedHeading: "Pages consultables maintenant",
    savedIntro: "Vous avez lu ces pages sur cet appareil\u00a0: elles s’ouvrent sans connexion.",
    savedEmpty:
      "Aucune page n’est encore enregistrée sur cet appareil. Les pages que vous lisez en ligne sont conservées ici, prêtes pour le moment où la connexion tombe.",
    formsNote: "Un formulaire envoyé hors ligne reste sur cet appareil et part dès que la connexion revient.",
    slow: {
      title: "Le réseau est lent",
      eyebrow: "Connexion lente",
      heading: "Le réseau est lent",
      body: "Cette page met longtemps à arriver, et elle n’est pas enregistrée sur cet appareil. La connexion est active, mais le réseau est lent ou ne répond pas. Réessayez pour continuer à l’attendre.",
    },
  },
  queue: {
    forms: {
      newsletter: {
        queued: "Vous êtes hors ligne. Votre inscription est enregistrée sur cet appareil et sera envoyée dès votre retour en ligne.",
        waiting: "Une inscription à la lettre d’information enregistrée sur cet appareil à {time} attend une connexion pour être envoyée.",
        dropped: "Votre inscription enregistrée hors ligne n’a pas pu être envoyée et a été supprimée. Merci de vous inscrire à nouveau.",
        expired: "Votre inscription enregistrée hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimée.",
      },
      contact: {
        queued: "Vous êtes hors ligne. Votre message est enregistré sur cet appareil et sera envoyé dès votre retour en ligne.",
        waiting: "Un message enregistré sur cet appareil à {time} attend une connexion pour être envoyé.",
        dropped: "Votre message enregistré hors ligne n’a pas pu être envoyé et a été supprimé. Merci de l’envoyer à nouveau.",
        expired: "Votre message enregistré hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimé.",
      },
      developerSignup: {
        queued: "Vous êtes hors ligne. Votre inscription est enregistrée sur cet appareil, sans votre mot de passe, et sera envoyée dès votre retour en ligne.",
        waiting: "Une inscription de développeur enregistrée sur cet appareil à {time} attend une connexion pour être envoyée.",
        dropped: "Votre inscription de développeur enregistrée hors ligne n’a pas pu être envoyée et a été supprimée. Merci de vous inscrire à nouveau.",
        expired: "Votre inscription de développeur enregistrée hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimée.",
      },
      organizationRequest: {
        queued: "Vous êtes hors ligne. Votre demande est enregistrée sur cet appareil et sera envoyée dès votre retour en ligne.",
        waiting: "Une demande d’appel exploratoire enregistrée sur cet appareil à {time} attend une connexion pour être envoyée.",
        dropped: "Votre demande d’appel exploratoire enregistrée hors ligne n’a pas pu être envoyée et a été supprimée. Merci de l’envoyer à nouveau.",
        expired: "Votre demande d’appel exploratoire enregistrée hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimée.",
      },
    },
    cancelLabel: "Ne pas l’envoyer",
    cancelled: "Annulé\u00a0: rien ne sera envoyé. Ce que vous avez saisi reste dans le formulaire.",
  },
} satisfies OfflineContent;

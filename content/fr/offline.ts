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
    savedIntro: {
      one: "Vous avez lu cette page sur cet appareil\u00a0: elle s’ouvre sans connexion.",
      many: "Vous avez lu ces {count}\u00a0de pages sur cet appareil\u00a0: elles s’ouvrent sans connexion.",
      other: "Vous avez lu ces {count}\u00a0pages sur cet appareil\u00a0: elles s’ouvrent sans connexion.",
    },
    savedEmpty:
      "Aucune page n’est encore enregistrée sur cet appareil. Les pages que vous lisez en ligne sont conservées ici, prêtes à servir en cas de coupure.",
    formsNote: "Un formulaire envoyé hors ligne reste sur cet appareil et part dès que la connexion revient.",
    slow: {
      title: "Le réseau est lent",
      eyebrow: "Connexion lente",
      heading: "Le réseau est lent",
      body: "Cette page tarde à se charger, et elle n’est pas enregistrée sur cet appareil. La connexion est active, mais le réseau est lent ou ne répond pas. Réessayez\u00a0: le site attendra alors la page aussi longtemps qu’il le faudra.",
    },
  },
  queue: {
    forms: {
      newsletter: {
        queued: "Vous êtes hors ligne. Votre abonnement est enregistré sur cet appareil et sera envoyé dès votre retour en ligne.",
        waiting: "Un abonnement à la lettre d’information, enregistré sur cet appareil le {time}, attend une connexion pour être envoyé.",
        confirmCancel: "Supprimer sans l’envoyer l’abonnement enregistré pour {summary}\u202f?",
        refused:
          "Votre abonnement enregistré hors ligne n’a pas pu être envoyé. Votre adresse e-mail vous attend dans le formulaire d’abonnement, prête à être vérifiée et renvoyée.",
        restored:
          "Votre abonnement enregistré hors ligne n’a pas pu être envoyé. Votre adresse e-mail a été replacée dans le formulaire\u00a0: veuillez la vérifier et vous abonner de nouveau.",
        expired: "Votre abonnement enregistré hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimé sans être envoyé.",
      },
      contact: {
        queued: "Vous êtes hors ligne. Votre message est enregistré sur cet appareil et sera envoyé dès votre retour en ligne.",
        waiting: "Un message enregistré sur cet appareil le {time} attend une connexion pour être envoyé.",
        confirmCancel: "Supprimer sans l’envoyer le message «\u00a0{summary}\u00a0»\u202f?",
        refused:
          "Votre message enregistré hors ligne n’a pas pu être envoyé. Ce que vous aviez saisi vous attend dans le formulaire de contact, prêt à être vérifié et renvoyé.",
        restored:
          "Votre message enregistré hors ligne n’a pas pu être envoyé. Ce que vous aviez saisi a été replacé dans le formulaire\u00a0: veuillez le vérifier et l’envoyer de nouveau.",
        expired: "Votre message enregistré hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimé sans être envoyé.",
      },
      developerSignup: {
        queued: "Vous êtes hors ligne. Votre inscription est enregistrée sur cet appareil, sans votre mot de passe, et sera envoyée dès votre retour en ligne.",
        waiting: "Une inscription de développeur enregistrée sur cet appareil le {time} attend une connexion pour être envoyée.",
        confirmCancel: "Supprimer sans l’envoyer l’inscription de développeur enregistrée pour {summary}\u202f?",
        refused:
          "Votre inscription de développeur enregistrée hors ligne n’a pas pu être envoyée. Ce que vous aviez saisi vous attend dans le formulaire d’inscription, prêt à être vérifié et renvoyé.",
        restored:
          "Votre inscription de développeur enregistrée hors ligne n’a pas pu être envoyée. Ce que vous aviez saisi a été replacé dans le formulaire, sauf votre mot de passe\u00a0: veuillez le saisir de nouveau et vous réinscrire.",
        expired: "Votre inscription de développeur enregistrée hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimée sans être envoyée.",
      },
      organizationRequest: {
        queued: "Vous êtes hors ligne. Votre demande est enregistrée sur cet appareil et sera envoyée dès votre retour en ligne.",
        waiting: "Une demande d’appel exploratoire enregistrée sur cet appareil le {time} attend une connexion pour être envoyée.",
        confirmCancel: "Supprimer sans l’envoyer la demande d’appel exploratoire enregistrée pour {summary}\u202f?",
        refused:
          "Votre demande d’appel exploratoire enregistrée hors ligne n’a pas pu être envoyée. Ce que vous aviez saisi vous attend dans le formulaire de demande, prêt à être vérifié et renvoyé.",
        restored:
          "Votre demande d’appel exploratoire enregistrée hors ligne n’a pas pu être envoyée. Ce que vous aviez saisi a été replacé dans le formulaire\u00a0: veuillez le vérifier et l’envoyer de nouveau.",
        expired: "Votre demande d’appel exploratoire enregistrée hors ligne a attendu une connexion plus de 7\u00a0jours et a été supprimée sans être envoyée.",
      },
    },
    cancelLabel: "Ne pas l’envoyer",
    confirmCancelLabel: "Supprimer",
    keepLabel: "Garder",
    cancelled: "Envoi annulé\u00a0: rien ne sera envoyé. Ce que vous avez saisi reste dans le formulaire.",
    cancelledInFlight:
      "Envoi annulé\u00a0: nous ne réessaierons plus. L’envoi était déjà en cours\u202f; il se peut donc que votre formulaire nous parvienne quand même. Ce que vous avez saisi reste dans le formulaire.",
    unkept:
      "Vous êtes hors ligne, et ce navigateur ne peut pas enregistrer votre saisie sur cet appareil (la navigation privée peut l’en empêcher)\u00a0: rien n’a été envoyé. Votre saisie est toujours dans le formulaire\u202f; envoyez-la de nouveau dès le retour de la connexion.",
    refusedEntry: "Formulaire enregistré le {time} et non envoyé\u00a0: «\u00a0{summary}\u00a0».",
    restoreLabel: "Replacer dans le formulaire",
  },
} satisfies OfflineContent;

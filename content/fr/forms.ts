import type { FormsContent } from "../types";

/** Toasts and validation messages: the French of content/en/forms.ts, message for message. */
export const forms = {
  newsletter: {
    success: "Inscription à la lettre d’information réussie\u202f! 🎉",
    failure: "L’inscription a échoué. Veuillez réessayer. 😔",
  },
  contact: {
    success: "Message envoyé\u202f! 🎉",
    failure: "L’envoi du message a échoué. Veuillez réessayer. 😔",
  },
  developerSignup: {
    success: "Inscription développeur envoyée\u202f! Nous vous recontactons très vite. 🎉",
    failure: "L’envoi du formulaire a échoué. Veuillez réessayer. 😔",
  },
  organizationRequest: {
    success: "Demande d’appel exploratoire envoyée\u202f! Nous vous proposerons un créneau très vite. 🎉",
    failure: "L’envoi du formulaire a échoué. Veuillez réessayer. 😔",
  },
  validation: {
    messageRequired: "Veuillez écrire votre message.",
    usernameRequired: "Veuillez saisir un nom d’utilisateur.",
    fullNameRequired: "Veuillez saisir votre nom complet.",
    passwordsMismatch: "Les mots de passe ne correspondent pas. Veuillez réessayer.",
    passwordTooShort: "Le mot de passe doit comporter au moins 8\u00a0caractères.",
    nameRequired: "Veuillez saisir votre nom.",
    companyEmailRequired: "Veuillez saisir votre e-mail professionnel.",
    companyEmailInvalid: "Veuillez saisir une adresse e-mail professionnelle valide.",
    organizationTypeRequired: "Veuillez sélectionner votre type d’organisation.",
    otherTypeRequired: "Veuillez préciser votre type d’organisation.",
  },
  honeypotLabel: "Laissez ce champ vide",
  toasts: {
    closeLabel: "Fermer la notification",
    regionLabel: "Notifications du site",
  },
} satisfies FormsContent;

import type { FormsContent } from "../types";

/** Toasts and validation messages: the French of content/en/forms.ts, message for message. */
export const forms = {
  newsletter: {
    success: "Votre abonnement à la lettre d’information est bien enregistré\u202f! 🎉",
    failure: "L’abonnement a échoué. Veuillez réessayer. 😔",
    receipt: {
      heading: "Abonnement enregistré",
      to: "La lettre d’information de Talanta AI arrivera à l’adresse {email}.",
      next: "Un e-mail par mois, avec les lancements de programmes, des témoignages de partenaires et les défis ouverts. Vous pouvez vous désabonner depuis n’importe lequel.",
      again: "Ajouter une autre adresse",
    },
  },
  contact: {
    success: "Votre message a bien été envoyé\u202f! 🎉",
    failure: "L’envoi du message a échoué. Veuillez réessayer. 😔",
    receipt: {
      heading: "Message envoyé",
      to: "Votre message est parvenu à l’équipe de Talanta AI, qui vous répondra à l’adresse {email}.",
      next: "Nous nous efforçons de répondre sous 24\u00a0heures.",
      again: "Envoyer un autre message",
    },
  },
  developerSignup: {
    success: "Votre inscription a bien été enregistrée\u202f! Nous vous contacterons très bientôt. 🎉",
    failure: "L’envoi du formulaire a échoué. Veuillez réessayer. 😔",
    receipt: {
      heading: "Inscription envoyée",
      to: "Votre inscription est parvenue à l’équipe de Talanta AI. Votre mot de passe est resté sur cet appareil\u00a0: il n’est jamais envoyé.",
      next: "Nous vous contacterons très bientôt à l’adresse {email}.",
      again: "Faire une autre inscription",
    },
  },
  organizationRequest: {
    success: "Votre demande d’appel exploratoire a bien été envoyée\u202f! Nous vous proposerons un créneau très bientôt. 🎉",
    failure: "L’envoi du formulaire a échoué. Veuillez réessayer. 😔",
    receipt: {
      heading: "Demande envoyée",
      to: "Votre demande d’appel exploratoire est parvenue à l’équipe de Talanta AI.",
      next: "Nous vous contacterons très bientôt à l’adresse {email} pour convenir d’un court appel et explorer ensemble les pistes de collaboration.",
      again: "Envoyer une autre demande",
    },
  },
  validation: {
    fieldRequired: "Veuillez remplir ce champ.",
    emailRequired: "Veuillez saisir votre adresse e-mail.",
    emailInvalid: "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.",
    messageRequired: "Veuillez saisir votre message.",
    usernameRequired: "Veuillez saisir un nom d’utilisateur.",
    fullNameRequired: "Veuillez saisir votre nom complet.",
    passwordsMismatch: "Les mots de passe ne correspondent pas. Veuillez réessayer.",
    passwordTooShort: "Le mot de passe doit comporter au moins 8\u00a0caractères.",
    nameRequired: "Veuillez saisir votre nom.",
    companyEmailRequired: "Veuillez saisir votre adresse e-mail professionnelle.",
    companyEmailInvalid: "Veuillez saisir une adresse e-mail professionnelle valide.",
    organizationTypeRequired: "Veuillez sélectionner le type de votre organisation.",
    otherTypeRequired: "Veuillez préciser le type de votre organisation.",
    emailNoDot: "Veuillez saisir l’adresse e-mail en entier\u00a0: la partie qui suit le signe @ doit comporter un point, comme dans nom@gmail.com.",
    passwordRequired: "Veuillez choisir un mot de passe.",
    confirmPasswordRequired: "Veuillez saisir à nouveau votre mot de passe.",
    usernameFormat: "Un nom d’utilisateur ne peut contenir que des lettres, des chiffres, des tirets (-) et des tirets bas (_), sans espace.",
  },
  errorSummaryTitle: "Il y a un problème",
  suggestion: "Vouliez-vous dire {email}\u202f?",
  keepTyped: "Non, garder {email}",
  receipt: {
    sentLabel: "Ce que vous avez envoyé",
    sentLater: "Vous étiez hors ligne lors de l’envoi\u00a0: il a été gardé sur cet appareil et il est parti dès le retour de la connexion.",
  },
  throttle: {
    notice:
      "Vous venez d’envoyer ce formulaire. Vous pourrez le renvoyer dans quelques secondes, dès que le bouton le permettra\u00a0: votre saisie est conservée.",
    button: { one: "Renvoyer dans {count}\u00a0s", many: "Renvoyer dans {count}\u00a0s", other: "Renvoyer dans {count}\u00a0s" },
  },
  honeypotLabel: "Laissez ce champ vide",
  toasts: {
    closeLabel: "Fermer la notification",
    regionLabel: "Notifications du site",
  },
} satisfies FormsContent;

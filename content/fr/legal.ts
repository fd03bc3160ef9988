import type { LegalCopy, LegalDocument } from "../types";
import { site } from "../site";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/**
 * Politique de confidentialité, conditions d’utilisation et politique relative aux cookies: the French of
 * content/en/legal.ts, section for section (the same ids, so every anchor matches). Change both files together,
 * and move `updated` forward in both. All three are drafts until counsel has reviewed them.
 */

const emailLink = `[${site.email}](mailto:${site.email})`;
const emailJs = "[EmailJS](https://www.emailjs.com/)";
/** Non-breaking spaces inside guillemets, as French typography wants them. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export const legalCopy = {
  eyebrow: "Mentions légales",
  updatedLabel: "Dernière mise à jour\u00a0:",
  tocLabel: "Sur cette page",
  draftNotice: {
    title: "Projet soumis à relecture juridique",
    body: "Ce document est un projet rédigé dans une langue simple. Il est relu par nos conseillers juridiques avant le lancement du site et pourra évoluer en conséquence.",
  },
  related: {
    title: "Documents associés",
    links: [
      { label: "Politique de confidentialité", href: routes.privacy },
      { label: "Conditions d’utilisation", href: routes.terms },
      { label: "Politique relative aux cookies", href: routes.cookies },
    ],
  },
} satisfies LegalCopy;

export const privacy = {
  meta: {
    path: routes.privacy,
    title: "Politique de confidentialité",
    description:
      "Comment Talanta AI traite les informations que vous envoyez par ce site\u00a0: ce que recueille chaque formulaire, comment il nous parvient par e-mail, combien de temps nous le conservons et quels sont vos droits.",
  },
  title: "Politique de confidentialité",
  intro:
    "Ce site n’a ni comptes, ni outils de mesure d’audience, ni cookies de suivi. Nous recevons uniquement ce que vous choisissez de saisir dans l’un de nos formulaires. Cette politique explique de quoi il s’agit, comment cela nous parvient et ce que nous en faisons.",
  updated: "2026-11-21",
  sections: [
    {
      id: "who-we-are",
      title: "Qui nous sommes",
      paragraphs: [
        `Ce site est exploité par ${site.legalName} (${quoted(site.name)}, ${quoted("nous")}), avec des équipes au Canada et au Rwanda. Nous sommes responsables des informations personnelles décrites dans cette politique. Vous pouvez nous écrire à tout moment au sujet de la confidentialité à ${emailLink}.`,
      ],
    },
    {
      id: "short-version",
      title: "L’essentiel",
      paragraphs: [],
      list: [
        "Il n’y a pas de compte ni rien à quoi se connecter.",
        "Nous n’utilisons ni mesure d’audience, ni publicité, ni cookies de suivi.",
        "Nous recevons uniquement ce que vous saisissez dans un formulaire, et seulement lorsque vous appuyez sur son bouton.",
        "Le mot de passe du formulaire d’inscription développeur est vérifié dans votre navigateur et n’est jamais envoyé nulle part.",
        "Nous ne vendons jamais vos informations.",
      ],
    },
    {
      id: "what-we-collect",
      title: "Ce que recueille chaque formulaire",
      paragraphs: ["Le site compte quatre formulaires. Chacun n’envoie que les champs indiqués ici."],
      list: [
        "Lettre d’information (en pied de chaque page)\u00a0: votre adresse e-mail.",
        "Formulaire de contact (sur la page de contact et la page d’accueil)\u00a0: votre nom, votre adresse e-mail et votre message.",
        "Inscription développeur\u00a0: votre nom d’utilisateur, votre nom complet et votre adresse e-mail. Le formulaire demande aussi un mot de passe et sa confirmation\u202f; ils sont vérifiés dans votre navigateur (ils doivent correspondre et compter au moins huit caractères) et ne sont jamais envoyés, conservés ni inclus dans un e-mail.",
        `Demande d’appel exploratoire d’une organisation\u00a0: votre nom, votre adresse e-mail professionnelle et le type d’organisation (et, si vous choisissez ${quoted("Autre")}, le type que vous décrivez).`,
      ],
      after: [
        "Chaque formulaire contient aussi un champ caché, invisible pour les personnes, que seuls des programmes automatisés ont tendance à remplir. S’il est rempli, l’envoi est écarté et ne nous parvient jamais.",
      ],
    },
    {
      id: "how-forms-reach-us",
      title: "Comment votre message nous parvient",
      paragraphs: [
        `Les formulaires sont envoyés directement depuis votre navigateur par ${emailJs}, un service tiers d’acheminement d’e-mails, qui les remet sous forme d’e-mail à la boîte de réception de notre équipe. EmailJS traite le contenu du message uniquement pour l’acheminer, en tant que prestataire, selon ses propres conditions et sa propre politique de confidentialité. Rien n’est envoyé tant que vous n’avez pas soumis un formulaire.`,
        `Pour empêcher l’usage abusif des formulaires, le code d’EmailJS conserve l’heure de votre dernier envoi dans le stockage local de votre navigateur. Ce n’est pas un cookie\u00a0: il ne contient aucune information personnelle et ne nous est pas envoyé. La [politique relative aux cookies](${routes.cookies}) l’explique plus en détail.`,
      ],
    },
    {
      id: "how-we-use-it",
      title: "Pourquoi nous les utilisons",
      paragraphs: ["Nous utilisons ce que vous nous envoyez uniquement pour\u00a0:"],
      list: [
        "répondre à votre message ou à votre demande, et organiser l’appel que vous avez demandé\u202f;",
        "vous envoyer la lettre d’information mensuelle à laquelle vous êtes abonné, jusqu’à votre désabonnement\u202f;",
        "vous informer des promotions et des programmes correspondant aux objectifs indiqués lors de votre inscription\u202f;",
        "garder une trace de nos échanges avec les organisations partenaires.",
      ],
      after: [
        "Nous nous fondons sur votre consentement pour la lettre d’information, et sur notre intérêt légitime à répondre aux personnes qui nous contactent (ou sur les démarches que vous nous demandez avant un accord) pour tout le reste. Vous pouvez retirer votre consentement à tout moment.",
      ],
    },
    {
      id: "what-we-do-not-collect",
      title: "Ce que nous ne recueillons pas",
      paragraphs: [
        "Nous n’utilisons ni outils de mesure d’audience, ni pixels publicitaires, ni enregistrement de sessions, et nous ne constituons pas de profils de visiteurs. Nos polices et nos images sont servies depuis notre propre site\u00a0: lire une page ne contacte aucun tiers.",
        "Comme pour tout site web, notre hébergeur peut conserver des journaux de serveur standard (adresse IP, page demandée, type de navigateur et heure, par exemple) pour la sécurité et le bon fonctionnement du site. Nous n’utilisons pas ces journaux pour identifier les visiteurs.",
      ],
    },
    {
      id: "sharing",
      title: "Avec qui nous les partageons",
      paragraphs: [
        "Nous ne partageons des informations personnelles qu’avec les prestataires qui acheminent et stockent nos e-mails (EmailJS et notre fournisseur de messagerie), qui ne peuvent les utiliser que pour notre compte. Nous ne présentons votre travail ou vos coordonnées à une organisation partenaire qu’avec votre accord, par exemple lorsqu’un partenaire qui recrute demande à rencontrer l’équipe d’une simulation d’emploi. Nous ne communiquons d’informations aux autorités que lorsque la loi l’exige. Nous ne les vendons jamais.",
      ],
    },
    {
      id: "retention",
      title: "Combien de temps nous les conservons",
      paragraphs: [],
      list: [
        "Lettre d’information\u00a0: jusqu’à votre désabonnement, possible depuis chaque envoi ou en nous écrivant.",
        "Messages de contact et demandes d’appel exploratoire\u00a0: jusqu’à 24\u00a0mois après notre dernier échange avec vous.",
        "Inscriptions de développeurs\u00a0: jusqu’à 24\u00a0mois après notre dernier échange avec vous, ou jusqu’à ce que vous nous demandiez de les supprimer.",
      ],
      after: ["Au-delà, nous supprimons les e-mails et toutes les notes qui en sont tirées."],
    },
    {
      id: "transfers",
      title: "Où vos informations sont traitées",
      paragraphs: [
        "Notre équipe travaille au Canada et au Rwanda, et nos prestataires peuvent traiter des informations dans d’autres pays. Où qu’elles soient traitées, nous les protégeons comme le décrit cette politique et comme l’exigent les lois qui nous sont applicables, notamment la Loi sur la protection des renseignements personnels et les documents électroniques du Canada et la loi rwandaise relative à la protection des données à caractère personnel et de la vie privée.",
      ],
    },
    {
      id: "your-rights",
      title: "Vos droits",
      paragraphs: [
        `Vous pouvez nous demander d’accéder aux informations que nous détenons sur vous, de les rectifier, de les supprimer ou de cesser de les utiliser pour une finalité donnée\u202f; vous pouvez aussi retirer votre consentement à tout moment. Écrivez à ${emailLink} depuis l’adresse que vous avez utilisée. Nous répondons sous 30\u00a0jours.`,
        "Si notre réponse ne vous satisfait pas, vous pouvez saisir une autorité de protection des données, comme le Commissariat à la protection de la vie privée du Canada, l’Autorité nationale de cybersécurité du Rwanda ou l’autorité du pays où vous vivez.",
      ],
    },
    {
      id: "security",
      title: "Sécurité",
      paragraphs: [
        "Le site est servi par une connexion chiffrée. L’accès à notre boîte de réception est limité aux personnes qui en ont besoin. Le champ caché des formulaires et le délai entre deux envois aident à écarter les abus automatisés. Aucun système n’est parfaitement sûr\u00a0: n’envoyez donc pas d’informations sensibles, comme des pièces d’identité ou des données de santé, par un formulaire.",
      ],
    },
    {
      id: "children",
      title: "Enfants",
      paragraphs: [
        "Nos programmes s’adressent aux adultes, et ce site ne vise pas les enfants de moins de 16\u00a0ans. Si vous pensez qu’un enfant nous a envoyé des informations personnelles, prévenez-nous et nous les supprimerons.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de cette politique",
      paragraphs: [
        "Si le site se met à recueillir quelque chose de nouveau, nous mettrons cette politique à jour avant qu’il ne le fasse et changerons la date indiquée en haut. Les changements importants seront aussi annoncés aux abonnés de la lettre d’information.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [
        `Pour toute question sur la confidentialité, écrivez à ${emailLink}, ou utilisez l’un des moyens indiqués sur notre [page de contact](${routes.contact}).`,
      ],
    },
  ],
} satisfies LegalDocument;

export const terms = {
  meta: {
    path: routes.terms,
    title: "Conditions d’utilisation",
    description:
      "Les conditions d’utilisation du site de Talanta AI\u00a0: ce que vous pouvez y faire, ce que deviennent les informations que vous nous envoyez, nos contenus, les liens vers d’autres sites et la responsabilité.",
  },
  title: "Conditions d’utilisation",
  intro:
    "Ces conditions encadrent votre utilisation de ce site. Elles sont courtes parce que le site est simple\u00a0: vous pouvez le lire, et vous pouvez nous contacter, vous abonner à notre lettre d’information ou manifester votre intérêt par ses formulaires.",
  updated: "2026-11-21",
  sections: [
    {
      id: "about-these-terms",
      title: "À propos de ces conditions",
      paragraphs: [
        `Ce site est exploité par ${site.legalName} (${quoted(site.name)}, ${quoted("nous")}). En l’utilisant, vous acceptez ces conditions. Nos programmes, laboratoires et missions pour nos clients sont régis par des accords écrits distincts, qui prévalent sur ces conditions en cas de différence.`,
      ],
    },
    {
      id: "using-the-site",
      title: "Utilisation du site",
      paragraphs: [
        "Le site est public et gratuit. Il n’y a pas de comptes\u00a0: rien à créer, à ouvrir ou à fermer. Vous pouvez lire, imprimer et partager nos pages pour votre usage personnel et non commercial.",
      ],
    },
    {
      id: "what-you-send-us",
      title: "Ce que vous nous envoyez",
      paragraphs: [],
      list: [
        "Veillez à ce que les informations envoyées par un formulaire soient exactes et que vous ayez le droit de les communiquer.",
        "N’envoyez pas d’informations confidentielles ou sensibles, comme des mots de passe, des pièces d’identité ou des données de santé, par un formulaire.",
        "S’inscrire comme développeur est une manifestation d’intérêt\u202f; ce n’est ni une admission à un programme, ni une offre de travail, ni une relation d’emploi.",
        "Demander un appel exploratoire est une manifestation d’intérêt\u202f; cela ne crée aucun contrat et n’engage aucune des parties.",
      ],
      after: [
        `Nous utilisons ce que vous envoyez comme le décrit notre [politique de confidentialité](${routes.privacy}). Si vous nous faites part d’idées ou de commentaires, nous pouvons les utiliser pour améliorer notre travail sans obligation envers vous.`,
      ],
    },
    {
      id: "acceptable-use",
      title: "Usage acceptable",
      paragraphs: ["En utilisant le site, vous vous engagez à ne pas\u00a0:"],
      list: [
        "envoyer de spam ou de soumissions automatisées ou massives par ses formulaires\u202f;",
        "tenter de perturber ou de surcharger le site ou les services qui le font fonctionner, ni d’y accéder sans autorisation\u202f;",
        "usurper l’identité d’une autre personne ou organisation, ni envoyer de contenu illicite, injurieux ou trompeur\u202f;",
        "utiliser notre nom ou notre logo d’une manière qui laisse entendre que nous vous soutenons, vous ou votre travail, sans notre autorisation écrite.",
      ],
    },
    {
      id: "our-content",
      title: "Nos contenus",
      paragraphs: [
        `Les textes, graphismes, logo et design de ce site appartiennent à ${site.name} ou à ceux qui nous ont accordé une licence. Vous pouvez citer de courts extraits de nos articles de blog en mentionnant la source et en renvoyant à l’original.`,
      ],
    },
    {
      id: "information-on-the-site",
      title: "Informations publiées sur le site",
      paragraphs: [
        "Nos pages donnent des informations générales sur notre travail et ne constituent pas un conseil professionnel, juridique ou financier. Les résultats que nous publions, comme la part d’utilisateurs déclarant avoir décroché un emploi dans l’IA ou la data, reposent sur ce que nous disent nos utilisateurs et ne promettent aucun résultat. Le détail des programmes peut évoluer\u202f; c’est l’accord que vous signez qui fait foi.",
      ],
    },
    {
      id: "links-to-other-sites",
      title: "Liens vers d’autres sites",
      paragraphs: [
        "Le site renvoie vers des services gérés par d’autres, comme les réseaux sociaux, notre page de prise de rendez-vous et le service d’acheminement d’e-mails de nos formulaires. Ils s’ouvrent dans un nouvel onglet et ont leurs propres conditions et politiques de confidentialité. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques.",
      ],
    },
    {
      id: "liability",
      title: "Responsabilité",
      paragraphs: [
        "Nous veillons à ce que le site soit exact et disponible, mais nous le fournissons en l’état, sans garantie qu’il soit toujours accessible ou exempt d’erreurs. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives liées à votre utilisation du site. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni les droits dont vous disposez en tant que consommateur.",
      ],
    },
    {
      id: "governing-law",
      title: "Droit applicable",
      paragraphs: [
        "Le droit et les tribunaux applicables à ces conditions seront précisés ici après relecture par nos conseillers juridiques. En attendant, rien dans ces conditions ne vous prive des droits que vous accorde la loi du pays où vous vivez.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de ces conditions",
      paragraphs: [
        "Nous pouvons mettre ces conditions à jour à mesure que le site évolue. La date indiquée en haut correspond à la dernière version, qui s’applique dès sa publication.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [`Pour toute question sur ces conditions, écrivez à ${emailLink}.`],
    },
  ],
} satisfies LegalDocument;

export const cookies = {
  meta: {
    path: routes.cookies,
    title: "Politique relative aux cookies",
    description:
      "Le site de Talanta AI ne dépose aucun cookie et n’utilise ni mesure d’audience ni suivi. Seule une heure d’envoi, qui limite la fréquence de nos formulaires, est conservée sur votre appareil.",
  },
  title: "Politique relative aux cookies",
  intro:
    "Ce site n’utilise pas de cookies. Cette page explique la seule petite chose qu’il conserve sur votre appareil, et ce qui change lorsque vous suivez un lien vers un autre site.",
  updated: "2026-11-21",
  sections: [
    {
      id: "short-version",
      title: "L’essentiel",
      paragraphs: [],
      list: [
        "Nous ne déposons aucun cookie\u00a0: ni mesure d’audience, ni publicité, ni suivi, ni préférences.",
        "Après l’envoi d’un formulaire, le stockage local de votre navigateur conserve l’heure de cet envoi, pour empêcher l’usage abusif des formulaires.",
        "Nos polices et nos images sont servies depuis notre propre site\u00a0: lire une page ne contacte aucun tiers.",
      ],
    },
    {
      id: "cookies-and-storage",
      title: "Ce que sont les cookies et le stockage local",
      paragraphs: [
        "Les cookies sont de petits fichiers qu’un site demande à votre navigateur de conserver et de lui renvoyer lors des visites suivantes, souvent pour vous reconnaître ou vous suivre d’un site à l’autre. Le stockage local est un espace comparable de votre navigateur, que le code du site peut lire, mais qui n’est pas envoyé automatiquement avec chaque requête.",
      ],
    },
    {
      id: "what-we-store",
      title: "Ce que ce site conserve sur votre appareil",
      paragraphs: [
        `Lorsque vous envoyez l’un de nos formulaires, le code d’${emailJs}, le service d’acheminement d’e-mails de nos formulaires, enregistre l’heure de cet envoi dans le stockage local de votre navigateur, sous l’adresse de la page d’où vous l’avez envoyé. La fois suivante, il vérifie cette heure pour que le même formulaire ne puisse pas être envoyé de nombreuses fois en quelques secondes.`,
        "Cette entrée n’est pas un cookie, ne contient aucune information personnelle, ne nous est jamais envoyée et ne sert à rien d’autre. Rien du tout n’est conservé si vous n’envoyez jamais de formulaire.",
      ],
    },
    {
      id: "other-sites",
      title: "Lorsque vous quittez le site",
      paragraphs: [
        `Nos liens vers les réseaux sociaux et vers notre page de prise de rendez-vous ouvrent ces services dans un nouvel onglet. Ils peuvent déposer leurs propres cookies selon leurs propres politiques, que nous ne maîtrisons pas. L’envoi d’un formulaire contacte EmailJS depuis votre navigateur pour acheminer le message\u202f; consultez notre [politique de confidentialité](${routes.privacy}) pour savoir ce que ce service reçoit.`,
      ],
    },
    {
      id: "your-choices",
      title: "Vos choix",
      paragraphs: [
        "Vous pouvez consulter et effacer tout ce qu’un site conserve depuis les réglages de votre navigateur, en général sous «\u00a0Données des sites\u00a0» ou «\u00a0Confidentialité\u00a0». Effacer les données de ce site supprime l’heure d’envoi\u00a0: la seule conséquence est que la limite de fréquence repart de zéro.",
      ],
    },
    {
      id: "changes",
      title: "Si cela change",
      paragraphs: [
        "Si nous ajoutons un jour un outil de mesure d’audience ou tout autre cookie non strictement nécessaire, nous vous demanderons d’abord votre consentement lorsque la loi l’exige, et mettrons à jour cette politique et sa date avant la mise en service.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [`Pour toute question sur cette politique, écrivez à ${emailLink}.`],
    },
  ],
} satisfies LegalDocument;

import type { CountedVisitKind, LegalCopy, LegalDocument } from "../types";
import { site } from "../site";
import { localeRoutes } from "../routes";

const routes = localeRoutes("fr");

/**
 * Politique de confidentialité, conditions d’utilisation et politique relative aux cookies: the French of
 * content/en/legal.ts, section for section (the same ids, so every anchor matches), with the same sentences for a build
 * that counts visits and one that does not. Change both files together, and move `updated` forward in both. All three
 * are drafts until counsel has reviewed them.
 */

const emailLink = `[${site.email}](mailto:${site.email})`;
const emailJs = "[EmailJS](https://www.emailjs.com/)";
/** Non-breaking spaces inside guillemets, as French typography wants them. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** L’adresse du service qui mesure l’audience, quand cette version du site la mesure (docs/decisions.md#d94). */
const analyticsHost = site.analyticsOrigin ? new URL(site.analyticsOrigin).host : "";

/** Ce que disent les politiques quand le site ne mesure pas l’audience\u00a0: le site est alors tel qu’il était avant. */
const withoutCounting = {
  privacyIntro:
    "Ce site ne comporte ni comptes utilisateurs, ni outil de mesure d’audience, ni cookies de suivi. Nous recevons uniquement ce que vous choisissez de saisir dans l’un de nos formulaires. La présente politique explique de quelles informations il s’agit, comment elles nous parviennent et ce que nous en faisons.",
  privacyShortVersion: "Nous n’utilisons ni mesure d’audience, ni publicité, ni cookies de suivi.",
  privacyNotCollected:
    "Nous n’utilisons ni outil de mesure d’audience, ni pixel publicitaire, ni enregistrement de sessions, et nous ne constituons pas de profils de visiteurs. Nos polices de caractères et nos images sont hébergées sur notre propre site\u00a0: la consultation d’une page n’entraîne aucune connexion à un service tiers.",
  cookiesDescription:
    "Le site de Talanta AI ne dépose aucun cookie et n’utilise ni mesure d’audience ni suivi. Il ne conserve sur votre appareil que l’heure du dernier envoi de chaque formulaire, pour en limiter la fréquence, des copies des pages que vous lisez, pour les relire hors ligne, et tout formulaire envoyé hors ligne, jusqu’à son départ.",
  cookiesChanges:
    "Si nous ajoutons un jour un outil de mesure d’audience ou tout autre cookie non strictement nécessaire, nous vous demanderons au préalable votre consentement lorsque la loi l’exige, et nous mettrons à jour la présente politique et sa date avant que ce changement ne prenne effet.",
  cookiesOwnFiles:
    "Nos polices de caractères et nos images sont hébergées sur notre propre site\u00a0: la consultation d’une page n’entraîne aucune connexion à un service tiers.",
};

/** Ce que disent les politiques quand le site mesure l’audience, en nommant le service d’après son adresse. */
const withCounting = {
  privacyIntro:
    "Ce site ne comporte ni comptes utilisateurs ni cookies de suivi. Il mesure son audience sans cookie et sans savoir qui vous êtes, et nous recevons uniquement ce que vous choisissez de saisir dans l’un de nos formulaires. La présente politique explique de quelles informations il s’agit, comment elles nous parviennent et ce que nous en faisons.",
  privacyShortVersion:
    "Nous mesurons l’audience du site et la rapidité de ses pages sans cookie ni donnée personnelle, et pas du tout si votre navigateur demande aux sites de ne pas vous suivre. Ni publicité ni cookies de suivi.",
  privacyNotCollected:
    "Nous n’utilisons ni pixel publicitaire ni enregistrement de sessions, et nous ne constituons pas de profils de visiteurs. Nos polices de caractères et nos images sont hébergées sur notre propre site\u00a0: la consultation d’une page n’entraîne de connexion qu’au service de mesure d’audience décrit plus haut.",
  cookiesDescription:
    "Le site de Talanta AI ne dépose aucun cookie et ne pratique aucun suivi. Il mesure son audience sans rien enregistrer sur votre appareil, où il ne conserve que l’heure du dernier envoi de chaque formulaire, pour en limiter la fréquence, des copies des pages que vous lisez, pour les relire hors ligne, et tout formulaire envoyé hors ligne, jusqu’à son départ.",
  cookiesChanges:
    "Si nous ajoutons un jour un cookie non strictement nécessaire, ou une mesure d’audience qui enregistre quoi que ce soit sur votre appareil, nous vous demanderons au préalable votre consentement lorsque la loi l’exige, et nous mettrons à jour la présente politique et sa date avant que ce changement ne prenne effet.",
  cookiesOwnFiles:
    "Nos polices de caractères et nos images sont hébergées sur notre propre site. La consultation d’une page n’entraîne de connexion qu’au service de mesure d’audience, qui n’enregistre rien sur votre appareil.",
  provider: {
    hosted:
      "[Plausible Analytics](https://plausible.io/data-policy), un service de la société estonienne Plausible Insights OÜ, qui conserve ces mesures pour nous sur ses serveurs situés dans l’Union européenne",
    selfHosted: `Plausible Analytics, un logiciel libre que nous exploitons nous-mêmes à l’adresse ${analyticsHost}, qui conserve ces mesures sur notre propre serveur\u00a0: personne d’autre ne les reçoit`,
  },
  counted: {
    pageView: "chaque page que vous ouvrez, y compris par un lien interne au site, avec la langue de la page\u202f;",
    outboundLink: "un clic sur un lien pour nous écrire ou nous appeler, ou vers l’un de nos réseaux sociaux ou notre page de prise de rendez-vous\u202f;",
    audienceLink: "un clic sur un lien vers notre page d’inscription, pour les développeurs ou pour les organisations, et la page où il se trouvait\u202f;",
    languageSwitch: "un changement de langue\u202f;",
    formSent: "chaque formulaire envoyé, une fois accepté par notre service d’e-mail\u00a0: lequel, jamais ce que vous y avez saisi\u202f;",
    webVitals:
      "la rapidité de chargement et de réaction de la première page que vous ouvrez, et sa stabilité, selon cinq mesures standard (LCP, INP, CLS, FCP et TTFB), avec la partie de la page que concerne chacune et le type de connexion qu’indique votre navigateur, par exemple 4g.",
  } satisfies Record<CountedVisitKind, string>,
};

const counting = site.analyticsOrigin ? withCounting : withoutCounting;
/** Qui mesure l’audience, et où les mesures sont conservées. */
const analyticsProvider = analyticsHost === "plausible.io" ? withCounting.provider.hosted : withCounting.provider.selfHosted;

const countingVisitsSection = {
  id: "counting-visits",
  title: "Comment nous mesurons l’audience",
  paragraphs: [
    `Pour savoir quelles pages amènent les visiteurs jusqu’à nous et à quelle vitesse le site s’affiche sur leurs connexions, nous mesurons l’audience avec ${analyticsProvider}. Seuls sont comptés\u00a0:`,
  ],
  list: Object.values(withCounting.counted),
  after: [
    "Chaque mesure comprend l’adresse de la page, sans ses paramètres ni son ancre, l’adresse du site qui vous a envoyé ici si votre navigateur la transmet, ainsi que le type de navigateur, de système d’exploitation et d’appareil et le pays, que le service déduit de votre connexion. Il ne reçoit jamais ce que vous saisissez dans un formulaire, ni votre nom, ni votre adresse e-mail, et nous ne voyons que des totaux.",
    "Il ne dépose aucun cookie et n’enregistre rien sur votre appareil, pas même un identifiant. Pour distinguer les visites au cours d’une même journée, il combine votre adresse IP et votre navigateur avec une valeur aléatoire qu’il remplace chaque jour, et ne conserve ni votre adresse IP ni les informations de votre navigateur.",
    "Rien n’est compté si votre navigateur envoie le signal Global Privacy Control ou Do Not Track, ni tant que votre appareil est hors ligne\u00a0: aucune mesure n’est conservée pour être envoyée plus tard. Si vous bloquez ce service, le site fonctionne exactement de la même façon.",
  ],
};

const cookiesCountingSection = {
  id: "counting-visits",
  title: "Une mesure d’audience sans cookie",
  paragraphs: [
    `Nous mesurons l’audience avec ${analyticsProvider}. Ce service ne dépose aucun cookie et n’écrit rien sur votre appareil, ni dans le stockage local ni sous forme d’identifiant\u00a0: il ne peut donc ni vous reconnaître lors d’une visite suivante ni vous suivre sur d’autres sites. Notre [politique de confidentialité](${routes.privacy}) précise ce qu’il compte.`,
  ],
};

export const legalCopy = {
  eyebrow: "Informations juridiques",
  updatedLabel: "Dernière mise à jour\u00a0:",
  tocLabel: "Sur cette page",
  draftNotice: {
    title: "Projet soumis à relecture juridique",
    body: "Ce document est un projet rédigé en langage clair. Il sera examiné par nos conseillers juridiques avant la mise en ligne du site et pourra être modifié à l’issue de cet examen.",
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
      "Comment Talanta AI traite les informations que vous transmettez par ce site\u00a0: les données recueillies par chaque formulaire, leur acheminement par e-mail, leur durée de conservation et vos droits.",
  },
  title: "Politique de confidentialité",
  intro: counting.privacyIntro,
  updated: site.analyticsOrigin ? "2026-11-28" : "2026-11-27",
  sections: [
    {
      id: "who-we-are",
      title: "Qui nous sommes",
      paragraphs: [
        `Ce site est exploité par ${site.legalName} (${quoted(site.name)}, ${quoted("nous")}), avec des équipes au Canada et au Rwanda. Nous sommes responsables du traitement des données personnelles décrites dans la présente politique. Pour toute question relative à la protection de vos données, vous pouvez nous écrire à tout moment à ${emailLink}.`,
      ],
    },
    {
      id: "short-version",
      title: "L’essentiel",
      paragraphs: [],
      list: [
        "Il n’y a ni compte à créer ni espace auquel se connecter.",
        counting.privacyShortVersion,
        "Nous recevons uniquement ce que vous saisissez dans un formulaire, et seulement lorsque vous cliquez sur son bouton d’envoi.",
        "Le mot de passe du formulaire d’inscription des développeurs est vérifié dans votre navigateur et n’est jamais transmis.",
        "Un formulaire envoyé alors que votre appareil est hors ligne attend sur cet appareil, sans le mot de passe, et part au retour de la connexion\u202f; vous pouvez l’annuler, et s’il n’est pas parti au bout de 7\u00a0jours, il est supprimé.",
        "Nous ne vendons jamais vos données.",
      ],
    },
    {
      id: "what-we-collect",
      title: "Ce que recueille chaque formulaire",
      paragraphs: [
        "Le site compte quatre formulaires. Chacun n’envoie que les champs indiqués ici, avec la langue de la page depuis laquelle vous l’envoyez, afin que nous puissions vous répondre dans cette langue.",
      ],
      list: [
        "Lettre d’information (en bas de chaque page)\u00a0: votre adresse e-mail.",
        "Formulaire de contact (sur la page de contact et la page d’accueil)\u00a0: votre nom, votre adresse e-mail et votre message.",
        "Inscription des développeurs\u00a0: votre nom d’utilisateur, votre nom complet et votre adresse e-mail. Le formulaire demande aussi un mot de passe et sa confirmation\u202f; ils sont vérifiés dans votre navigateur (ils doivent être identiques et compter au moins huit caractères) et ne sont jamais transmis, conservés ni inclus dans un e-mail.",
        `Demande d’appel exploratoire (organisations)\u00a0: votre nom, votre adresse e-mail professionnelle et le type de votre organisation (et, si vous choisissez ${quoted("Autre")}, le type que vous précisez).`,
      ],
      after: [
        "Chaque formulaire contient également un champ caché, invisible pour les visiteurs, que seuls des programmes automatisés ont tendance à remplir. S’il est rempli, l’envoi est rejeté et ne nous parvient jamais.",
      ],
    },
    {
      id: "how-forms-reach-us",
      title: "Comment votre message nous parvient",
      paragraphs: [
        `Les formulaires sont envoyés directement depuis votre navigateur par l’intermédiaire d’${emailJs}, un service tiers d’acheminement d’e-mails, qui les remet sous forme d’e-mail dans la boîte de réception de notre équipe. EmailJS traite le contenu du message dans le seul but de l’acheminer, en qualité de sous-traitant, conformément à ses propres conditions et à sa propre politique de confidentialité. Aucune donnée n’est transmise tant que vous n’avez pas validé un formulaire.`,
        `Pour prévenir l’usage abusif des formulaires, le code d’EmailJS enregistre dans le stockage local de votre navigateur l’heure du dernier envoi de chaque formulaire\u00a0: le même formulaire ne peut donc pas être renvoyé dans les 10\u00a0secondes qui suivent. Il ne s’agit pas d’un cookie\u00a0: cette information ne contient aucune donnée personnelle et ne nous est pas transmise. La [politique relative aux cookies](${routes.cookies}) l’explique plus en détail.`,
      ],
    },
    {
      id: "sent-while-offline",
      title: "Les formulaires envoyés hors ligne",
      paragraphs: [
        "Si votre appareil n’a pas de connexion au moment où vous cliquez sur le bouton d’un formulaire, celui-ci n’est pas perdu\u00a0: votre navigateur le conserve dans l’espace de stockage de ce site sur votre appareil (IndexedDB\u00a0: base de données talanta-send-queue, magasin d’objets kept-submissions), avec les seuls champs indiqués plus haut et la langue de la page, jamais le mot de passe, puis l’envoie dès le retour de la connexion, sur cette page ou sur la prochaine page du site que vous ouvrez. Un avis sous le formulaire indique qu’il attend et vous permet de l’annuler.",
        "Il quitte votre appareil dès que notre service d’e-mail l’a accepté, ou lorsque vous l’annulez. Si notre service d’e-mail le refuse définitivement, il n’est pas envoyé de nouveau\u00a0: la prochaine fois que vous ouvrez ce formulaire, ce que vous aviez saisi y est replacé, pour que vous puissiez le corriger et l’envoyer, puis la copie conservée est supprimée de votre appareil. Un formulaire encore présent sur votre appareil 7\u00a0jours après que vous l’avez validé, qu’il soit en attente ou refusé, est supprimé sans avoir été envoyé la prochaine fois que vous ouvrez une page de ce site, en ligne ou hors ligne\u202f; la page vous en informe.",
        "Un risque demeure\u00a0: si la connexion est coupée après que notre service d’e-mail a reçu un formulaire, mais avant que votre navigateur en ait la confirmation, celui-ci ne peut pas savoir qu’il est arrivé et l’envoie de nouveau plus tard, en attendant chaque fois plus longtemps. Nous pouvons alors le recevoir deux fois, et une fois de plus chaque fois que cela se reproduit.",
        "Tant qu’un formulaire attend sur votre appareil, un repère dans le stockage local (clé talanta-send-queue, valeur 1) indique aux pages du site qu’elles doivent s’en occuper\u202f; ce repère ne contient rien qui vous concerne et disparaît avec le dernier formulaire. L’effacement des données de ce site dans les paramètres de votre navigateur supprime à la fois le formulaire et ce repère\u00a0: le formulaire est alors perdu.",
      ],
    },
    ...(site.analyticsOrigin ? [countingVisitsSection] : []),
    {
      id: "how-we-use-it",
      title: "Pourquoi nous utilisons vos données",
      paragraphs: ["Nous utilisons les informations que vous nous transmettez uniquement pour\u00a0:"],
      list: [
        "répondre à votre message ou à votre demande, et organiser l’appel que vous avez demandé\u202f;",
        "vous envoyer la lettre d’information mensuelle à laquelle vous avez souscrit, jusqu’à votre désabonnement\u202f;",
        "vous informer des prochaines promotions et des programmes correspondant aux objectifs indiqués lors de votre inscription\u202f;",
        "garder une trace de nos échanges avec les organisations partenaires.",
      ],
      after: [
        "Le traitement repose sur votre consentement pour la lettre d’information et, pour tout le reste, sur notre intérêt légitime à répondre aux personnes qui nous contactent (ou sur les mesures précontractuelles prises à votre demande). Vous pouvez retirer votre consentement à tout moment.",
      ],
    },
    {
      id: "what-we-do-not-collect",
      title: "Ce que nous ne recueillons pas",
      paragraphs: [
        counting.privacyNotCollected,
        "Comme pour tout site web, notre hébergeur peut conserver des journaux de serveur standard (par exemple l’adresse IP, la page demandée, le type de navigateur et l’heure) à des fins de sécurité et de bon fonctionnement du site. Nous n’utilisons pas ces journaux pour identifier les visiteurs.",
      ],
    },
    {
      id: "sharing",
      title: "Avec qui nous partageons vos données",
      paragraphs: [
        "Nous ne partageons des données personnelles qu’avec les prestataires qui acheminent et stockent nos e-mails (EmailJS et notre fournisseur de messagerie), lesquels ne peuvent les utiliser que pour notre compte. Nous ne présentons votre travail ou vos coordonnées à une organisation partenaire qu’avec votre accord, par exemple lorsqu’un partenaire qui recrute demande à rencontrer l’équipe d’une simulation d’emploi. Nous ne communiquons de données aux autorités que lorsque la loi l’exige. Nous ne les vendons jamais.",
      ],
    },
    {
      id: "retention",
      title: "Durée de conservation",
      paragraphs: [],
      list: [
        "Lettre d’information\u00a0: jusqu’à votre désabonnement, que vous pouvez demander depuis n’importe quel envoi de la lettre ou en nous écrivant.",
        "Messages de contact et demandes d’appel exploratoire\u00a0: jusqu’à 24\u00a0mois après notre dernier échange avec vous.",
        "Inscriptions de développeurs\u00a0: jusqu’à 24\u00a0mois après notre dernier échange avec vous, ou jusqu’à ce que vous nous demandiez de les supprimer.",
      ],
      after: ["À l’issue de ces délais, nous supprimons les e-mails ainsi que toutes les notes qui en sont tirées."],
    },
    {
      id: "transfers",
      title: "Où vos données sont traitées",
      paragraphs: [
        "Notre équipe travaille au Canada et au Rwanda, et nos prestataires peuvent traiter des données dans d’autres pays. Où qu’elles soient traitées, nous les protégeons conformément à la présente politique et aux lois qui nous sont applicables, notamment la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et la loi rwandaise relative à la protection des données à caractère personnel et de la vie privée.",
      ],
    },
    {
      id: "your-rights",
      title: "Vos droits",
      paragraphs: [
        `Vous pouvez nous demander d’accéder aux données que nous détenons à votre sujet, de les rectifier, de les supprimer ou de cesser de les utiliser pour une finalité donnée\u202f; vous pouvez aussi retirer votre consentement à tout moment. Écrivez à ${emailLink} depuis l’adresse e-mail que vous avez utilisée. Nous vous répondrons sous 30\u00a0jours.`,
        "Si notre réponse ne vous satisfait pas, vous pouvez saisir une autorité de protection des données, comme le Commissariat à la protection de la vie privée du Canada, l’Office National pour la Cyber-Sécurité (NCSA) du Rwanda ou l’autorité compétente du pays où vous résidez.",
      ],
    },
    {
      id: "security",
      title: "Sécurité",
      paragraphs: [
        "Le site est accessible par une connexion chiffrée. L’accès à notre boîte de réception est réservé aux personnes qui en ont besoin. Le champ caché des formulaires et le délai imposé entre deux envois contribuent à écarter les abus automatisés. Aucun système n’étant parfaitement sûr, ne transmettez pas d’informations sensibles, comme des pièces d’identité ou des données de santé, par un formulaire.",
      ],
    },
    {
      id: "children",
      title: "Enfants",
      paragraphs: [
        "Nos programmes s’adressent aux adultes, et ce site n’est pas destiné aux enfants de moins de 16\u00a0ans. Si vous pensez qu’un enfant nous a transmis des données personnelles, signalez-le-nous et nous les supprimerons.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de cette politique",
      paragraphs: [
        "Si le site vient à recueillir de nouvelles données, nous mettrons au préalable la présente politique à jour et modifierons la date indiquée en haut de page. Les modifications importantes seront également annoncées aux abonnés de la lettre d’information.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [
        `Pour toute question relative à la protection de vos données, écrivez à ${emailLink} ou utilisez l’un des moyens indiqués sur notre [page de contact](${routes.contact}).`,
      ],
    },
  ],
} satisfies LegalDocument;

export const terms = {
  meta: {
    path: routes.terms,
    title: "Conditions d’utilisation",
    description:
      "Les conditions d’utilisation du site de Talanta AI\u00a0: ce que vous pouvez y faire, ce que deviennent les informations que vous nous transmettez, nos contenus, les liens vers d’autres sites et notre responsabilité.",
  },
  title: "Conditions d’utilisation",
  intro:
    "Les présentes conditions régissent votre utilisation de ce site. Elles sont courtes, car le site est simple\u00a0: vous pouvez le consulter et, au moyen de ses formulaires, nous contacter, vous abonner à notre lettre d’information ou manifester votre intérêt.",
  updated: "2026-11-21",
  sections: [
    {
      id: "about-these-terms",
      title: "À propos de ces conditions",
      paragraphs: [
        `Ce site est exploité par ${site.legalName} (${quoted(site.name)}, ${quoted("nous")}). En l’utilisant, vous acceptez les présentes conditions. Nos programmes, nos laboratoires et nos missions pour nos clients sont régis par des accords écrits distincts, qui prévalent sur les présentes conditions en cas de divergence.`,
      ],
    },
    {
      id: "using-the-site",
      title: "Utilisation du site",
      paragraphs: [
        "Le site est public et son utilisation est gratuite. Il ne comporte aucun espace personnel\u00a0: pas de compte à créer, pas de connexion, rien à clôturer. Vous pouvez lire, imprimer et partager nos pages pour votre usage personnel et non commercial.",
      ],
    },
    {
      id: "what-you-send-us",
      title: "Ce que vous nous envoyez",
      paragraphs: [],
      list: [
        "Veillez à ce que les informations transmises par un formulaire soient exactes et à ce que vous ayez le droit de les communiquer.",
        "Ne transmettez pas d’informations confidentielles ou sensibles, comme des mots de passe, des pièces d’identité ou des données de santé, par un formulaire.",
        "L’inscription en tant que développeur constitue une manifestation d’intérêt\u202f; elle ne vaut ni admission à un programme, ni offre d’emploi, ni contrat de travail.",
        "La demande d’un appel exploratoire constitue une manifestation d’intérêt\u202f; elle ne crée aucun contrat et n’engage aucune des parties.",
      ],
      after: [
        `Nous utilisons les informations que vous nous transmettez conformément à notre [politique de confidentialité](${routes.privacy}). Si vous nous faites part d’idées ou de commentaires, nous pouvons les utiliser pour améliorer notre travail, sans aucune obligation à votre égard.`,
      ],
    },
    {
      id: "acceptable-use",
      title: "Règles d’utilisation",
      paragraphs: ["En utilisant le site, vous vous engagez à ne pas\u00a0:"],
      list: [
        "envoyer de messages indésirables (spam) ni d’envois automatisés ou massifs par ses formulaires\u202f;",
        "tenter de perturber ou de surcharger le site ou les services qui le font fonctionner, ni d’y accéder sans autorisation\u202f;",
        "usurper l’identité d’une autre personne ou d’une autre organisation, ni envoyer de contenus illicites, injurieux ou trompeurs\u202f;",
        "utiliser notre nom ou notre logo, sans notre autorisation écrite, d’une manière qui laisserait entendre que nous vous recommandons, vous ou votre travail.",
      ],
    },
    {
      id: "our-content",
      title: "Nos contenus",
      paragraphs: [
        `Les textes, les graphismes, le logo et la conception graphique de ce site appartiennent à ${site.name} ou aux titulaires des droits qui nous en ont concédé l’usage. Vous pouvez citer de courts extraits de nos articles de blog, à condition d’en mentionner la source et de renvoyer à l’article original.`,
      ],
    },
    {
      id: "information-on-the-site",
      title: "Informations publiées sur le site",
      paragraphs: [
        "Nos pages donnent des informations générales sur notre activité et ne constituent pas un conseil professionnel, juridique ou financier. Les résultats que nous publions, comme la part d’utilisateurs déclarant avoir décroché un emploi en IA ou en science des données, reposent sur les déclarations de nos utilisateurs et ne constituent aucune garantie de résultat. Le détail des programmes peut évoluer\u202f; seul l’accord que vous signez fait foi.",
      ],
    },
    {
      id: "links-to-other-sites",
      title: "Liens vers d’autres sites",
      paragraphs: [
        "Le site renvoie vers des services exploités par des tiers, comme les réseaux sociaux, notre page de prise de rendez-vous et le service d’acheminement d’e-mails utilisé par nos formulaires. Ces services s’ouvrent dans un nouvel onglet et sont régis par leurs propres conditions et politiques de confidentialité. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques.",
      ],
    },
    {
      id: "liability",
      title: "Responsabilité",
      paragraphs: [
        "Nous veillons à l’exactitude des informations publiées et à la disponibilité du site, mais nous le fournissons en l’état, sans garantie qu’il soit toujours accessible ou exempt d’erreurs. Dans la mesure permise par la loi, nous déclinons toute responsabilité pour les dommages indirects ou consécutifs résultant de votre utilisation du site. Aucune disposition des présentes conditions ne limite une responsabilité que la loi interdit de limiter, ni les droits dont vous disposez en tant que consommateur.",
      ],
    },
    {
      id: "governing-law",
      title: "Droit applicable",
      paragraphs: [
        "Le droit applicable aux présentes conditions et les tribunaux compétents seront précisés ici après examen par nos conseillers juridiques. Dans l’intervalle, aucune disposition des présentes conditions ne vous prive des droits que vous confère la loi du pays où vous résidez.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de ces conditions",
      paragraphs: [
        "Nous pouvons mettre à jour les présentes conditions à mesure que le site évolue. La date indiquée en haut de page correspond à la dernière version, qui s’applique dès sa publication.",
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [`Pour toute question relative aux présentes conditions, écrivez à ${emailLink}.`],
    },
  ],
} satisfies LegalDocument;

export const cookies = {
  meta: {
    path: routes.cookies,
    title: "Politique relative aux cookies",
    description: counting.cookiesDescription,
  },
  title: "Politique relative aux cookies",
  intro:
    "Ce site n’utilise pas de cookies. Cette page présente les quelques informations qu’il enregistre sur votre appareil, et ce qui change lorsque vous suivez un lien vers un autre site.",
  updated: site.analyticsOrigin ? "2026-11-28" : "2026-11-27",
  sections: [
    {
      id: "short-version",
      title: "L’essentiel",
      paragraphs: [],
      list: [
        "Nous ne déposons aucun cookie, qu’il s’agisse de mesure d’audience, de publicité, de suivi ou de préférences.",
        "Après l’envoi d’un formulaire, le stockage local de votre navigateur conserve l’heure de cet envoi, afin que le même formulaire ne puisse pas être renvoyé dans les 10\u00a0secondes.",
        "Pour que vous puissiez les relire sans connexion, votre navigateur conserve des copies des pages que vous lisez ici et des fichiers dont elles ont besoin, sur votre appareil uniquement.",
        "Un formulaire envoyé hors ligne attend sur votre appareil jusqu’à ce qu’il puisse partir\u202f; s’il y est encore au bout de 7\u00a0jours, il est supprimé sans être envoyé.",
        counting.cookiesOwnFiles,
      ],
    },
    {
      id: "cookies-and-storage",
      title: "Ce que sont les cookies et le stockage local",
      paragraphs: [
        "Les cookies sont de petits fichiers qu’un site demande à votre navigateur de conserver et de lui renvoyer lors de vos visites suivantes, souvent pour vous reconnaître ou vous suivre d’un site à l’autre. Le stockage local est un espace comparable de votre navigateur, que le code du site lui-même peut lire, mais qui n’est pas transmis automatiquement avec chaque requête.",
      ],
    },
    {
      id: "what-we-store",
      title: "Ce que ce site conserve sur votre appareil",
      paragraphs: [
        `Lorsque vous envoyez l’un de nos formulaires, le code d’${emailJs}, le service d’acheminement d’e-mails utilisé par nos formulaires, enregistre l’heure de cet envoi dans le stockage local de votre navigateur, sous une clé propre à chaque formulaire (talanta-email- suivi de son nom, par exemple talanta-email-contact). Lors de l’envoi suivant du même formulaire, il vérifie cette heure, afin que ce formulaire ne puisse pas être renvoyé dans les 10\u00a0secondes. Si l’envoi échoue, cette heure est effacée, pour que vous puissiez réessayer aussitôt.`,
        "Cette entrée n’est pas un cookie, ne contient aucune donnée personnelle, ne nous est jamais transmise et ne sert à rien d’autre. Elle n’est enregistrée que lorsque vous envoyez un formulaire.",
        `Un formulaire envoyé alors que votre appareil est hors ligne est conservé dans l’espace IndexedDB de ce site (base talanta-send-queue) jusqu’à son départ, avec un repère dans le stockage local (talanta-send-queue) tant qu’il attend. La [politique de confidentialité](${routes.privacy}) précise ce qu’il contient et quand il est supprimé.`,
      ],
    },
    {
      id: "offline-copies",
      title: "Les copies conservées pour la lecture hors ligne",
      paragraphs: [
        "Le site installe un service worker\u00a0: un petit script du site lui-même, que votre navigateur exécute pour que le site continue de fonctionner en cas de coupure de connexion. Dans l’espace de cache de ce site sur votre appareil (des caches dont le nom commence par talanta-), il conserve les pages que vous lisez ici (les 50 plus récentes), les fichiers dont elles ont besoin (styles, polices, scripts et images, chacun pendant 30\u00a0jours au plus) et, dans chaque langue, une page qui indique que vous êtes hors ligne. Une page n’est conservée qu’une fois que vous l’avez lue, et sa copie est renouvelée chaque fois que vous la relisez en ligne. Si votre navigateur demande aux sites d’économiser les données, seules les pages hors ligne sont chargées à l’avance.",
        `Ces copies restent sur votre appareil\u00a0: le service worker ne transmet rien, ni à nous ni à personne, et ne conserve rien de ce que vous saisissez. Un formulaire envoyé hors ligne est conservé à part, comme l’explique la [politique de confidentialité](${routes.privacy}).`,
      ],
    },
    ...(site.analyticsOrigin ? [cookiesCountingSection] : []),
    {
      id: "other-sites",
      title: "Lorsque vous quittez le site",
      paragraphs: [
        `Nos liens vers les réseaux sociaux et vers notre page de prise de rendez-vous ouvrent ces services dans un nouvel onglet. Ces services peuvent déposer leurs propres cookies, selon leurs propres politiques, sur lesquelles nous n’avons aucune maîtrise. Lorsque vous envoyez un formulaire, votre navigateur se connecte à EmailJS pour acheminer le message\u202f; consultez notre [politique de confidentialité](${routes.privacy}) pour savoir ce que ce service reçoit.`,
      ],
    },
    {
      id: "your-choices",
      title: "Vos choix",
      paragraphs: [
        "Vous pouvez consulter et effacer tout ce qu’un site enregistre depuis les paramètres de votre navigateur, généralement dans la rubrique «\u00a0Données des sites\u00a0» ou «\u00a0Confidentialité\u00a0». L’effacement des données de ce site supprime les heures d’envoi (la limite de fréquence repart alors de zéro), les pages conservées pour la lecture hors ligne et tout formulaire encore en attente d’envoi, qui est alors perdu.",
      ],
    },
    {
      id: "changes",
      title: "Si cela change",
      paragraphs: [counting.cookiesChanges],
    },
    {
      id: "contact",
      title: "Nous contacter",
      paragraphs: [`Pour toute question relative à la présente politique, écrivez à ${emailLink}.`],
    },
  ],
} satisfies LegalDocument;

import type { CountedVisitKind, LegalCopy, LegalDocument } from "../types";
import { site } from "../site";
import { routes } from "../routes";

/**
 * Privacy Policy, Terms of Use and Cookie Policy. They describe what the site really does: static
 * pages, no accounts, no tracking cookies, four forms sent by e-mail through EmailJS, and, when the build counts
 * visits, what it counts and who for (`withCounting`; without, the `withoutCounting` sentences).
 * Change them when the site changes, and move `updated` forward. `[label](href)` becomes a link.
 * All three are drafts until counsel has reviewed them (see `legalCopy.draftNotice`).
 */

const emailLink = `[${site.email}](mailto:${site.email})`;
const emailJs = "[EmailJS](https://www.emailjs.com/)";

/** The address of the service that counts visits, when this build counts them (docs/decisions.md#d94). */
const analyticsHost = site.analyticsOrigin ? new URL(site.analyticsOrigin).host : "";

/** What the policies say while the build counts no visits: the export is then what it was before analytics. */
const withoutCounting = {
  privacyIntro:
    "This website has no accounts, no analytics and no tracking cookies. We only receive what you choose to type into one of our forms. This policy explains what that is, how it reaches us and what we do with it.",
  privacyShortVersion: "We use no analytics, no advertising and no tracking cookies.",
  privacyNotCollected:
    "We do not run analytics, advertising pixels or session recording, and we do not build profiles of visitors. Our fonts and images are served from our own site, so reading a page does not contact any third party.",
  cookiesDescription:
    "Talanta AI's website sets no cookies and uses no analytics or tracking. It keeps on your device only the time you last sent each form, to rate-limit our forms, copies of the pages you read so that you can read them offline, and a form you send while offline until it goes.",
  cookiesChanges:
    "If we ever add analytics or any other cookie that is not strictly necessary, we will ask for your consent first where the law requires it, and update this policy and its date before the change goes live.",
  cookiesOwnFiles: "Our fonts and images are served from our own site, so reading a page does not contact any third party.",
};

/** What the policies say when the build counts visits, naming the service from its address. */
const withCounting = {
  privacyIntro:
    "This website has no accounts and no tracking cookies. It counts visits without cookies and without knowing who you are, and we only receive what you choose to type into one of our forms. This policy explains what that is, how it reaches us and what we do with it.",
  privacyShortVersion:
    "We count visits and how fast our pages load, without cookies and without any personal information, and not at all if your browser asks sites not to track you. No advertising, no tracking cookies.",
  privacyNotCollected:
    "We do not run advertising pixels or session recording, and we do not build profiles of visitors. Our fonts and images are served from our own site, so reading a page contacts no one else but the service that counts visits, described above.",
  cookiesDescription:
    "Talanta AI's website sets no cookies and does no tracking. It counts visits without storing anything on your device, where it keeps only the time you last sent each form, to rate-limit our forms, copies of the pages you read so that you can read them offline, and a form you send while offline until it goes.",
  cookiesChanges:
    "If we ever add a cookie that is not strictly necessary, or count visits in a way that stores anything on your device, we will ask for your consent first where the law requires it, and update this policy and its date before the change goes live.",
  provider: {
    hosted:
      "[Plausible Analytics](https://plausible.io/data-policy), a service of Plausible Insights OÜ, a company in Estonia, which keeps the counts for us on its servers in the European Union",
    selfHosted: `Plausible Analytics, open-source software that we run ourselves at ${analyticsHost}, which keeps the counts on our own server: no one else receives them`,
  },
  counted: {
    pageView: "each page you open, including one reached by a link within the site, with the page's language;",
    outboundLink: "a click on a link that writes to us, calls us, or opens one of our social networks or our booking page;",
    audienceLink: "a click on a link to our sign-up page, for developers or for organisations, and the page it was on;",
    languageSwitch: "a switch to another language;",
    formSent: "each form sent, once our e-mail service has accepted it: which form, never what you typed in it;",
    webVitals:
      "how fast the first page you open loads and answers, and how still it stays, in five standard measures (LCP, INP, CLS, FCP and TTFB), with the part of the page each concerns and the type of connection your browser reports, such as 4g.",
  } satisfies Record<CountedVisitKind, string>,
  cookiesOwnFiles:
    "Our fonts and images are served from our own site. Reading a page contacts no one else but the service that counts visits, which stores nothing on your device.",
};

const counting = site.analyticsOrigin ? withCounting : withoutCounting;
/** Who counts visits, and where the counts are kept. */
const analyticsProvider = analyticsHost === "plausible.io" ? withCounting.provider.hosted : withCounting.provider.selfHosted;

const countingVisitsSection = {
  id: "counting-visits",
  title: "How we count visits",
  paragraphs: [
    `To know which pages lead people to us and how fast the site is on their connections, we count visits with ${analyticsProvider}. It counts only:`,
  ],
  list: Object.values(withCounting.counted),
  after: [
    "Each count carries the page's address without anything after a ? or a #, the address of the site that sent you here if your browser gives it, and the kind of browser, operating system and device and the country, which the service reads from your connection. It never receives what you type into a form, your name or your e-mail address, and we see only totals.",
    "It sets no cookie and stores nothing on your device, not even an identifier. To tell visits apart within a day, it combines your IP address and browser with a random value it replaces every day, and keeps neither your IP address nor your browser's details.",
    "Nothing is counted if your browser sends Global Privacy Control or Do Not Track, nor while your device is offline: counts are never kept to be sent later. If you block the service, the site works just the same.",
  ],
};

const cookiesCountingSection = {
  id: "counting-visits",
  title: "Counting visits without cookies",
  paragraphs: [
    `We count visits with ${analyticsProvider}. It sets no cookie and writes nothing to your device: no local storage and no identifier, so it cannot recognise you on a later visit or follow you to other sites. Our [Privacy Policy](/privacy) says what it counts.`,
  ],
};

export const legalCopy = {
  eyebrow: "Legal",
  updatedLabel: "Last updated",
  tocLabel: "On this page",
  draftNotice: {
    title: "Draft for legal review",
    body: "This document is a draft written in plain language. It is reviewed by counsel before the site launches and may change as a result.",
  },
  related: {
    title: "Related documents",
    links: [
      { label: "Privacy Policy", href: routes.privacy },
      { label: "Terms of Use", href: routes.terms },
      { label: "Cookie Policy", href: routes.cookies },
    ],
  },
} satisfies LegalCopy;

export const privacy = {
  meta: {
    path: routes.privacy,
    title: "Privacy Policy",
    description:
      "How Talanta AI handles the information you send through this website: what each form collects, how it reaches us by e-mail, how long we keep it and your rights.",
  },
  title: "Privacy Policy",
  intro: counting.privacyIntro,
  updated: site.analyticsOrigin ? "2026-11-28" : "2026-11-27",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      paragraphs: [
        `This website is operated by ${site.legalName} ("${site.name}", "we", "us"), with teams in Canada and Rwanda. We are responsible for the personal information described in this policy. You can reach us about privacy at any time at ${emailLink}.`,
      ],
    },
    {
      id: "short-version",
      title: "The short version",
      paragraphs: [],
      list: [
        "There are no accounts and nothing to log in to.",
        counting.privacyShortVersion,
        "We receive only what you type into a form, and only when you press its button.",
        "The password on the developer sign-up form is checked in your browser and never sent anywhere.",
        "A form you send while your device is offline waits on that device, without the password, and goes when the connection returns; you can cancel it, and after 7 days it is deleted unsent.",
        "We never sell your information.",
      ],
    },
    {
      id: "what-we-collect",
      title: "What each form collects",
      paragraphs: [
        "The site has four forms. Each sends only the fields listed here, with the language of the page you send it from, so that we can answer in it.",
      ],
      list: [
        "Newsletter (in the footer of every page): your e-mail address.",
        "Contact form (on the contact page and the home page): your name, e-mail address and message.",
        "Developer sign-up: your username, full name and e-mail address. The form also asks for a password and its confirmation; these are checked in your browser (they must match and be at least eight characters long) and are never sent, stored or included in any e-mail.",
        "Organisation exploration request: your name, company e-mail address and organisation type (and, if you choose Other, the type you describe).",
      ],
      after: [
        "Every form also contains a hidden field that people do not see and that only automated programs tend to fill in. If it is filled in, the submission is discarded and never reaches us.",
      ],
    },
    {
      id: "how-forms-reach-us",
      title: "How your message reaches us",
      paragraphs: [
        `Forms are sent directly from your browser through ${emailJs}, a third-party e-mail delivery service, which delivers them as an e-mail to our team's inbox. EmailJS handles the content of the message only to deliver it, as our service provider and under its own terms and privacy policy. Nothing is sent until you submit a form.`,
        "To stop the forms being misused, the EmailJS code keeps the time you last sent each form in your browser's local storage, so that the same form cannot be sent again within 10 seconds. This is not a cookie, contains no personal information and is not sent to us. The [Cookie Policy](/cookies) explains it in more detail.",
      ],
    },
    {
      id: "sent-while-offline",
      title: "Forms sent while you are offline",
      paragraphs: [
        "If your device has no connection when you press a form's button, the form is not lost: your browser keeps it in this site's storage on your device (IndexedDB, database talanta-send-queue, store kept-submissions), with only the fields listed above and the page's language, never the password, and sends it as soon as the connection returns, on this page or the next one of the site you open. A notice under the form says it is waiting, and lets you cancel it.",
        "It leaves your device once our e-mail service has accepted it, or when you cancel it. If our e-mail service refuses it for good, it is not sent again: the next time you open that form, what you typed is put back into it, so that you can correct it and send it, and it is then deleted from your device. A form still on your device 7 days after you sent it, waiting or refused, is deleted unsent the next time you open any page of this site, online or offline, and the page tells you so.",
        "One risk remains: if the connection drops after our e-mail service has received a form but before your browser hears back, your browser cannot know it arrived, and sends it again later, each time after a longer wait. We may then receive it twice, and once more each time that happens again.",
        "While a form waits on your device, one marker in local storage (talanta-send-queue, set to 1) tells the site's pages to look at it; it holds nothing about you and goes with the last form. Clearing this site's data in your browser's settings removes the form and the marker at once, and the form is then lost.",
      ],
    },
    ...(site.analyticsOrigin ? [countingVisitsSection] : []),
    {
      id: "how-we-use-it",
      title: "Why we use it",
      paragraphs: ["We use what you send us only to:"],
      list: [
        "reply to your message or request, and arrange the call you asked for;",
        "send the monthly newsletter you subscribed to, until you unsubscribe;",
        "tell you about cohorts and programmes that match the goals you shared when you signed up;",
        "keep a record of our conversations with partner organisations.",
      ],
      after: [
        "We rely on your consent for the newsletter, and on our legitimate interest in answering people who contact us (or on steps you ask us to take before an agreement) for everything else. You can withdraw consent at any time.",
      ],
    },
    {
      id: "what-we-do-not-collect",
      title: "What we do not collect",
      paragraphs: [
        counting.privacyNotCollected,
        "Like any website, our static hosting provider may keep standard server logs (such as IP address, the page requested, the browser type and the time) for security and to keep the site running. We do not use these logs to identify visitors.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      paragraphs: [
        "We share personal information only with the service providers that deliver and store our e-mail (EmailJS and our e-mail provider), who may use it only on our behalf. We introduce your work or details to a partner organisation only with your permission, for example when a hiring partner asks to meet the squad behind a job simulation. We disclose information to authorities only when the law requires it. We never sell it.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      paragraphs: [],
      list: [
        "Newsletter: until you unsubscribe, which you can do from any newsletter e-mail or by writing to us.",
        "Contact messages and exploration requests: up to 24 months after our last exchange with you.",
        "Developer sign-ups: up to 24 months after our last exchange with you, or until you ask us to delete them.",
      ],
      after: ["After that, we delete the e-mails and any notes made from them."],
    },
    {
      id: "transfers",
      title: "Where your information is processed",
      paragraphs: [
        "Our team works in Canada and Rwanda, and our service providers may process information in other countries. Wherever it is processed, we protect it as this policy describes and as the laws that apply to us require, including Canada's Personal Information Protection and Electronic Documents Act and Rwanda's law relating to the protection of personal data and privacy.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: [
        `You can ask us to show you the information we hold about you, to correct it, to delete it, or to stop using it for a purpose; and you can withdraw consent at any time. Write to ${emailLink} from the address you used. We reply within 30 days.`,
        "If you are not satisfied with our answer, you can complain to a data protection authority, such as the Office of the Privacy Commissioner of Canada, Rwanda's National Cyber Security Authority, or the authority where you live.",
      ],
    },
    {
      id: "security",
      title: "Security",
      paragraphs: [
        "The site is served over an encrypted connection. Access to our inbox is limited to the people who need it. The hidden form field and the submission time limit help keep automated abuse out. No system is perfectly secure, so please do not send sensitive information, such as identity documents or health details, through a form.",
      ],
    },
    {
      id: "children",
      title: "Children",
      paragraphs: [
        "Our programmes are for adults, and this site is not directed at children under 16. If you believe a child has sent us personal information, tell us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "If the site starts collecting something new, we will update this policy before it does and change the date at the top. Significant changes will also be announced to newsletter subscribers.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [`Questions about privacy go to ${emailLink}, or use any of the channels on our [contact page](/contact).`],
    },
  ],
} satisfies LegalDocument;

export const terms = {
  meta: {
    path: routes.terms,
    title: "Terms of Use",
    description:
      "The terms for using the Talanta AI website: what you may do on the site, what happens to what you send us, our content, links to other sites and liability.",
  },
  title: "Terms of Use",
  intro:
    "These terms cover your use of this website. They are short because the site is simple: you can read it, and you can contact us, subscribe to our newsletter or express interest through its forms.",
  updated: "2026-11-21",
  sections: [
    {
      id: "about-these-terms",
      title: "About these terms",
      paragraphs: [
        `This website is operated by ${site.legalName} ("${site.name}", "we", "us"). By using it you agree to these terms. Our programmes, labs and client engagements are governed by separate written agreements, which take precedence over these terms where they differ.`,
      ],
    },
    {
      id: "using-the-site",
      title: "Using the site",
      paragraphs: [
        "The site is public and free to use. There are no accounts, so there is nothing to register, log in to or close. You may read, print and share our pages for your own non-commercial use.",
      ],
    },
    {
      id: "what-you-send-us",
      title: "What you send us",
      paragraphs: [],
      list: [
        "Please make sure the information you send through a form is accurate and yours to share.",
        "Do not send confidential or sensitive information, such as passwords, identity documents or health details, through a form.",
        "Signing up as a developer expresses interest; it is not admission to a programme, an offer of work or an employment relationship.",
        "Requesting an exploration call expresses interest; it does not create a contract or commit either side.",
      ],
      after: [
        "We use what you send as described in our [Privacy Policy](/privacy). If you share ideas or feedback with us, we may use them to improve our work without any obligation to you.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      paragraphs: ["When using the site, you agree not to:"],
      list: [
        "send spam, automated or bulk submissions through its forms;",
        "try to disrupt, overload or gain unauthorised access to the site or the services behind it;",
        "impersonate another person or organisation, or send content that is unlawful, abusive or misleading;",
        "use our name or logo in a way that suggests we endorse you or your work without our written permission.",
      ],
    },
    {
      id: "our-content",
      title: "Our content",
      paragraphs: [
        `The text, graphics, logo and design of this site belong to ${site.name} or to those who licensed them to us. You are welcome to quote short extracts of our blog posts with a credit and a link to the original.`,
      ],
    },
    {
      id: "information-on-the-site",
      title: "Information on the site",
      paragraphs: [
        "Our pages give general information about our work and are not professional, legal or financial advice. Outcomes we report, such as the share of users who report landing a job in AI or data science, are based on what our users tell us and do not promise any result. Programme details may change; the agreement you sign is what counts.",
      ],
    },
    {
      id: "links-to-other-sites",
      title: "Links to other sites",
      paragraphs: [
        "The site links to services run by others, such as social networks, our scheduling page and the e-mail delivery service behind our forms. They open in a new tab and have their own terms and privacy policies. We are not responsible for their content or practices.",
      ],
    },
    {
      id: "liability",
      title: "Liability",
      paragraphs: [
        "We work to keep the site accurate and available, but we provide it as it is, without guarantees that it will always be available or free of errors. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site. Nothing in these terms limits any liability that cannot be limited by law, or any rights you have as a consumer.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        "The law and courts that govern these terms will be set out here after review by counsel. In the meantime, nothing in these terms removes rights you have under the law where you live.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      paragraphs: ["We may update these terms as the site changes. The date at the top shows the latest version, which applies from the day it is published."],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [`Questions about these terms go to ${emailLink}.`],
    },
  ],
} satisfies LegalDocument;

export const cookies = {
  meta: {
    path: routes.cookies,
    title: "Cookie Policy",
    description: counting.cookiesDescription,
  },
  title: "Cookie Policy",
  intro:
    "This website does not use cookies. This page explains the few things it does store on your device, and what changes when you follow a link to another site.",
  updated: site.analyticsOrigin ? "2026-11-28" : "2026-11-27",
  sections: [
    {
      id: "short-version",
      title: "The short version",
      paragraphs: [],
      list: [
        "We set no cookies: no analytics, advertising, tracking or preference cookies.",
        "After you send a form, your browser's local storage keeps the time you sent it, so that the same form cannot be sent again within 10 seconds.",
        "So that you can read them again without a connection, your browser keeps copies of the pages you read here and of the files they need, on your device only.",
        "A form you send while offline waits on your device until it can be sent; one still there after 7 days is deleted unsent.",
        counting.cookiesOwnFiles,
      ],
    },
    {
      id: "cookies-and-storage",
      title: "What cookies and local storage are",
      paragraphs: [
        "Cookies are small files a website asks your browser to keep and send back on later visits, often to recognise you or follow you across sites. Local storage is a similar space in your browser that a site's own code can read, but that is not sent automatically with every request.",
      ],
    },
    {
      id: "what-we-store",
      title: "What this site stores on your device",
      paragraphs: [
        `When you send one of our forms, the code of ${emailJs}, the e-mail delivery service behind our forms, records the time of that submission in your browser's local storage, under the form's name (talanta-email- followed by the form, such as talanta-email-contact). The next time you send the same form, it checks the time, so that the form cannot be sent again within 10 seconds. If the submission fails, the time is removed, so that you can try again at once.`,
        "This entry is not a cookie, contains no personal information, is never sent to us and is used for nothing else. It is written only when you send a form.",
        "A form you send while your device is offline is kept in this site's IndexedDB storage (database talanta-send-queue) until it goes, with a marker in local storage (talanta-send-queue) while it waits. The [Privacy Policy](/privacy) says what it holds and when it is deleted.",
      ],
    },
    {
      id: "offline-copies",
      title: "Copies kept for reading offline",
      paragraphs: [
        "The site installs a service worker: a small script of the site's own that your browser runs to keep the site working when the connection drops. In this site's cache storage on your device (caches whose names start with talanta-), it keeps the pages you read here (the 50 most recent), the files they need (styles, fonts, scripts and pictures, each for up to 30 days), and a page in each language that says you are offline. A page is kept only once you have read it, and its copy is renewed each time you read it online. If your browser asks sites to save data, only the offline pages are fetched in advance.",
        "These copies stay on your device: the service worker sends nothing to us or anyone else, and keeps nothing you type. A form you send while offline is kept separately, as the [Privacy Policy](/privacy) explains.",
      ],
    },
    ...(site.analyticsOrigin ? [cookiesCountingSection] : []),
    {
      id: "other-sites",
      title: "When you leave the site",
      paragraphs: [
        "Our links to social networks and to our scheduling page open those services in a new tab. They may set their own cookies under their own policies, which we do not control. Sending a form contacts EmailJS from your browser to deliver the message; see our [Privacy Policy](/privacy) for what it receives.",
      ],
    },
    {
      id: "your-choices",
      title: "Your choices",
      paragraphs: [
        "You can see and clear everything a site stores through your browser's settings, usually under site data or privacy. Clearing this site's data removes the submission times (the rate limit then starts again), the pages kept for reading offline, and any form still waiting to be sent, which is then lost.",
      ],
    },
    {
      id: "changes",
      title: "If this changes",
      paragraphs: [counting.cookiesChanges],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [`Questions about this policy go to ${emailLink}.`],
    },
  ],
} satisfies LegalDocument;

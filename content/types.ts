/** Shapes of every piece of copy on the site. Content modules `satisfies` these, so a typo is a type error. */

import type { EmploymentType, Office, OfficeKey, RoleData, TeamMemberData } from "./data-types";
import type { OpenRoleId } from "./open-roles";
import type { CaseStudyId, ImpactFigureId } from "./proof";
import type { CaseStudyCopy, MeasuredValueCopy } from "./proof-types";
import type { TeamMemberId } from "./team";

export type IconName =
  | "graduation-cap"
  | "lightbulb"
  | "rocket"
  | "book"
  | "briefcase"
  | "building"
  | "globe"
  | "shield"
  | "users"
  | "chart"
  | "layers"
  | "compass"
  | "handshake"
  | "sparkles"
  | "heart"
  | "code"
  | "mail"
  | "phone"
  | "calendar"
  | "clock"
  | "check"
  | "target"
  | "send"
  | "eye"
  | "eye-off"
  | "chevron-down"
  | "map-pin";

export type SocialNetwork = "twitter" | "linkedin" | "github" | "instagram";

/**
 * Words that depend on a number: one form per plural category of the language, as `Intl.PluralRules` names them
 * (English: one, other; French: one, many, other, where « many » is for millions, « 1 000 000 de pages »), and `{count}`
 * for the number wherever the form shows it. lib/plural.ts picks the form; test/plurals.test.ts checks that each language
 * writes exactly its own categories (docs/decisions.md#d72).
 */
export type PluralText = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

export interface AssistiveCopy {
  /** Said after a link that opens a new tab. */
  newTabNote: string;
  /** Said before each step's title (the number is drawn, not read); `{number}` is the step's. */
  stepLabel: string;
  /** A team member's portrait's alt text; `{name}` and `{role}` are the member's. */
  portraitAlt: string;
}

/** A link in the copy: a navbar item, a button, a call to action. */
export interface LinkContent {
  label: string;
  href: string;
  /**
   * Words that finish a short label such as 'Learn More' for screen readers and search engines,
   * which read a link on its own (WCAG 2.4.4). Visually hidden: the visible label stays as it is.
   */
  context?: string;
}

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/**
 * A drawing of components/illustrations/, by its file name (docs/design.md#illustrations). Drawn into the page's HTML
 * at build time, coloured by the page's `--illo-*` palette, so it follows the colour scheme.
 */
export type IllustrationName =
  | "hero"
  | "technology"
  | "impact"
  | "programme-job-simulation"
  | "programme-resources"
  | "programme-consulting"
  | "spot-education"
  | "spot-work"
  | "spot-industry"
  | "spot-integration"
  | "spot-engineering"
  | "spot-consulting"
  | "spot-offline"
  | "spot-not-found";

/** A drawing that tells part of the page's story: assistive technology reads its alt text. */
export interface IllustrationContent {
  drawing: IllustrationName;
  alt: string;
}

export interface PageMeta {
  /** Route path, used for the canonical URL. */
  path: string;
  title: string;
  description: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  /** Origin the site is served from, no trailing slash. The only place the domain is written. */
  url: string;
  twitterHandle: string;
  email: string;
  phones: { label: string; number: string }[];
  schedulingUrl: string;
  socials: SocialLink[];
  foundingYear: number;
  /** The origin of the service that counts visits (docs/decisions.md#d91); null when the build counts none. */
  analyticsOrigin: string | null;
  /** Where the company has offices, by key: a role in an office names its key (`workplace.office`). */
  offices: Record<OfficeKey, Office>;
}

/** The kinds of page a link-preview image names above the page's title (docs/decisions.md#d38). */
export type ShareImageKind = "about" | "services" | "programme" | "signup" | "contact" | "careers" | "blog" | "post" | "support" | "legal" | "caseStudy";

/** What the site says about itself in one language: search results, link previews, JSON-LD. */
export interface SiteCopy {
  description: string;
  /** Alt text of the home page's link-preview image. */
  ogImageAlt: string;
  /** The link-preview image of every other page (docs/decisions.md#d38). */
  shareImage: {
    /** Its alt text: `{kind}` and `{title}` are the image's, `{name}` the company's. */
    alt: string;
    /** The line above the title, naming the kind of page. */
    kinds: Record<ShareImageKind, string>;
  };
  /** The trail of links in search results (BreadcrumbList): the first step's name. */
  breadcrumbHome: string;
}

/** One audience's way in: who it is for, and the link to its own form (docs/decisions.md#d104). */
export interface AudienceDoor extends LinkContent {
  /** Who the door is for ('For AI talent'): shown above the link, and the link's description for screen readers. */
  audience: string;
}

export interface NavigationContent {
  /** The pages; the doors follow them in the navbar. */
  main: LinkContent[];
  /** AI talent's door (the spec's "Sign up"), then organisations' ("Partner With Us"): in the navbar and the home hero. */
  doors: [AudienceDoor, AudienceDoor];
  cta: LinkContent;
  skipLink: string;
  /** The navbar's name for screen readers ('Main navigation'). */
  navLabel: string;
  /** The phones' plain link row shown when JavaScript is off. */
  noScriptNavLabel: string;
  menuOpenLabel: string;
  menuCloseLabel: string;
  homeLabel: string;
}

export interface FooterGroup {
  title: string;
  links: LinkContent[];
}

export interface FooterContent {
  blurb: string;
  groups: FooterGroup[];
  newsletter: {
    title: string;
    /** The form's accessible name: says what the form is, where the title is an invitation. */
    formLabel: string;
    description: string;
    emailLabel: string;
    emailPlaceholder: string;
    submitLabel: string;
  };
  socialTitle: string;
  /** `{year}` and `{name}` are filled in at render time. */
  copyright: string;
}

export interface Card {
  icon: IconName;
  name: string;
  description: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    badge: string;
    headline: string;
    tagline: string;
    intro: string;
    /** 'Learn More', beside the navigation's two doors (the spec's 'Partner With Us' is organisations' door). */
    secondary: LinkContent;
    stats: { value: string; label: string }[];
    illustration: IllustrationContent;
  };
  problem: {
    eyebrow: string;
    title: string;
    intro: string;
    cards: Card[];
  };
  impact: {
    eyebrow: string;
    title: string;
    intro: string;
    /** Each goal's card, with a small drawing beside its words (decorative: the card's title says what it shows). */
    goals: { drawing: IllustrationName; goal: string; name: string; description: string }[];
    closing: string;
  };
  solutions: {
    eyebrow: string;
    title: string;
    intro: string;
    groups: { icon: IconName; title: string; items: string[] }[];
  };
  features: {
    eyebrow: string;
    title: string;
    /** With the points, collapsed under `moreLabel` below 1024 px (docs/decisions.md#d103). */
    body: string[];
    points: string[];
    link: LinkContent;
    illustration: IllustrationContent;
  }[];
  /**
   * The summary of a feature's collapsed detail: its visible `label` ('Read more'), then a visually hidden `context`
   * naming the feature (`{topic}`, its title), so each summary's accessible name is its own.
   */
  moreLabel: { label: string; context: string };
  /** The closing call to action: its buttons are the navigation's two doors. */
  closing: {
    title: string;
    body: string;
  };
}

/** What each language says about a team member (content/<locale>/about.ts). */
export interface TeamMemberCopy {
  role: string;
  bio: string;
}

/** A team member as the About page shows them (lib/team.ts puts the two together). */
export interface TeamMember extends TeamMemberData, TeamMemberCopy {}

export interface AboutContent {
  meta: PageMeta;
  title: string;
  tagline: string;
  story: { title: string; paragraphs: string[] };
  mission: { title: string; body: string };
  vision: { title: string; body: string };
  solutions: { title: string; intro: string; cards: Card[] };
  /** Every member of content/team.ts, by the same key, in this language. */
  team: { title: string; intro: string; members: Record<TeamMemberId, TeamMemberCopy> };
}

export interface ServiceCardContent {
  /** A small drawing at the top of the card (decorative: the card's title says what it shows). */
  drawing: IllustrationName;
  name: string;
  description: string;
  features: string[];
}

export interface ServicesContent {
  meta: PageMeta;
  title: string;
  tagline: string;
  cards: ServiceCardContent[];
  closing: { title: string; body: string; cta: LinkContent };
}

export interface ContactSectionCopy {
  title: string;
  subtitle: string;
}

export interface ContactContent {
  meta: PageMeta;
  page: ContactSectionCopy;
  /** On Home, below 1024 px, the cards after the e-mail's open under `moreLabel` (docs/decisions.md#d103). */
  embedded: ContactSectionCopy & { moreLabel: string };
  info: {
    email: { title: string; note: string };
    /** `numberLabel` names each number by its office: `{label}` is the office's (site.ts). */
    phone: { title: string; note: string; numberLabel: string };
    quickChat: { title: string; linkLabel: string; note: string };
    social: { title: string };
    hours: { title: string; rows: { days: string; hours: string }[] };
  };
  form: {
    title: string;
    nameLabel: string;
    namePlaceholder: string;
    emailLabel: string;
    emailPlaceholder: string;
    messageLabel: string;
    messagePlaceholder: string;
    submitLabel: string;
    sendingLabel: string;
  };
}

export interface FieldCopy {
  label: string;
  placeholder: string;
  hint?: string;
}

export interface SignupContent {
  meta: PageMeta;
  toggleLabel: string;
  modes: { developer: string; organization: string };
  developer: {
    heading: string;
    intro: string;
    fields: {
      username: FieldCopy;
      fullName: FieldCopy;
      email: FieldCopy;
      password: FieldCopy;
      confirmPassword: FieldCopy;
    };
    terms: { before: string; linkLabel: string; href: string; after: string };
    submitLabel: string;
    sendingLabel: string;
  };
  organization: {
    heading: string;
    intro: string;
    fields: {
      name: FieldCopy;
      companyEmail: FieldCopy;
      organizationType: FieldCopy;
      otherType: FieldCopy;
    };
    organizationTypes: string[];
    otherOption: string;
    consent: string;
    submitLabel: string;
    sendingLabel: string;
  };
  showPassword: string;
  hidePassword: string;
  panel: {
    banner: string;
    developer: { tagline: string; benefits: { title: string; description: string }[] };
    organization: { tagline: string; benefits: { title: string; description: string }[] };
  };
}

export interface NotFoundContent {
  title: string;
  heading: string;
  body: string;
  links: LinkContent[];
}

export interface ErrorContent {
  heading: string;
  /** The sentence under the heading, in place of the error's own message, which is never shown (docs/decisions.md#d9). */
  fallbackMessage: string;
  retryLabel: string;
  homeLabel: string;
}

/** What a visitor reads when the network is gone (docs/decisions.md#d47). */
export interface OfflineContent {
  /** The offline page: the service worker's answer, without a connection, for a page never read on this device. */
  page: {
    meta: PageMeta;
    eyebrow: string;
    heading: string;
    body: string;
    /** A link that asks for the page again. */
    retryLabel: string;
    savedHeading: string;
    /** Above the list of the pages this device has kept; `{count}`: how many it shows. */
    savedIntro: PluralText;
    /** Shown when no page is saved yet; also, with scripts off, in place of the list. */
    savedEmpty: string;
    formsNote: string;
    /**
     * The variant the worker gives when the network has not answered in time, though the browser is online
     * (docs/decisions.md#d59): in place of the title, eyebrow, heading and body above.
     */
    slow: { title: string; eyebrow: string; heading: string; body: string };
  };
  /** The notice under a form sent without a connection (docs/decisions.md#d48). */
  queue: {
    forms: Record<"newsletter" | "contact" | "developerSignup" | "organizationRequest", QueuedFormCopy>;
    cancelLabel: string;
    /** The button that confirms deleting an entry kept earlier, and the one that keeps it. */
    confirmCancelLabel: string;
    keepLabel: string;
    /** Said when the visitor cancels: nothing is sent, the form keeps what they typed. */
    cancelled: string;
    /** Said when the visitor cancels while a try was already on its way: it is not tried again, but may arrive. */
    cancelledInFlight: string;
    /**
     * Said under a form sent offline that the device could not keep (no usable IndexedDB, as in some private modes):
     * nothing was sent, and what was typed is still in the form (docs/decisions.md#d76).
     */
    unkept: string;
    /** A refused entry listed under a form that holds other words ({time}: when it was kept, {summary}: its first words). */
    refusedEntry: string;
    /** The button that puts a refused entry's words back into the form. */
    restoreLabel: string;
  };
}

/** One form's words for an entry kept on the device until the network returns. */
export interface QueuedFormCopy {
  /** Just kept: shown and announced under the form. */
  queued: string;
  /** Kept on an earlier visit or in another tab ({time}: when, as "27 November 2026 at 13:05"), still waiting. */
  waiting: string;
  /** Asked once before an entry kept earlier is deleted ({summary}: its first words). */
  confirmCancel: string;
  /** A toast: the e-mail service refused it for good; its words wait in the form, to be checked and sent again. */
  refused: string;
  /** Under the form, once a refused entry's words are back in it. */
  restored: string;
  /** Kept over 7 days: deleted unsent. */
  expired: string;
}

/** Outcome toasts of one form (docs/decisions.md#d16). */
export interface FormOutcomeCopy {
  success: string;
  failure: string;
  /** The panel a success leaves in place of the form's last words (docs/decisions.md#d100). */
  receipt: ReceiptCopy;
}

/**
 * What a form says once its send went, until the visitor starts another: true to what the site says elsewhere (the
 * contact page's reply time, the signup's call), never a promise made only here. `{email}`: the visitor's address.
 */
export interface ReceiptCopy {
  heading: string;
  /** Where it went, and where the answer will come. */
  to: string;
  /** What happens next, and when. */
  next: string;
  /** The button that opens the form again, empty. */
  again: string;
}

/** Everything a form says about the fate of a send: its toasts, and its notices while the network is gone. */
export interface FormOutcome extends FormOutcomeCopy {
  offline: QueuedFormCopy & Omit<OfflineContent["queue"], "forms">;
}

/** Every toast, validation message and shared form label, in one place (docs/decisions.md#d15, #d16). */
export interface FormsContent {
  newsletter: FormOutcomeCopy;
  contact: FormOutcomeCopy;
  developerSignup: FormOutcomeCopy;
  organizationRequest: FormOutcomeCopy;
  validation: {
    /**
     * The browser's own checks put in the page's language (it would otherwise use its own): an empty required
     * field, an empty e-mail field and a malformed address. A field with its own message below uses that instead.
     */
    fieldRequired: string;
    emailRequired: string;
    emailInvalid: string;
    /** Shown by the browser for a name, message, username or full name left empty or of only spaces. */
    messageRequired: string;
    usernameRequired: string;
    fullNameRequired: string;
    passwordsMismatch: string;
    passwordTooShort: string;
    nameRequired: string;
    companyEmailRequired: string;
    companyEmailInvalid: string;
    organizationTypeRequired: string;
    otherTypeRequired: string;
    /** An address whose domain has no dot (`name@gmail`): the browser takes it, the team could not answer it. */
    emailNoDot: string;
    /** The password fields left empty: each says which, so the error summary's two links differ. */
    passwordRequired: string;
    confirmPasswordRequired: string;
    /** A username outside what its hint allows (content/<locale>/signup.ts). */
    usernameFormat: string;
  };
  /** Heading of the list of every error at the top of a form after a failed send (docs/decisions.md#d99). */
  errorSummaryTitle: string;
  /** A likely typo in a common e-mail domain: the button that puts the address right ({email}: the suggestion). */
  suggestion: string;
  /** Beside it, the button that keeps the address as typed ({email}: the typed address). */
  keepTyped: string;
  /** The receipt's shared words: the heading of what was sent, and the line added when it went after being kept offline. */
  receipt: { sentLabel: string; sentLater: string };
  /** A send the rate limit holds back: never a failure (docs/decisions.md#d12). */
  throttle: {
    /** Under the form until it may send again. No count: the button counts down, and this status would read every tick (#d71). */
    notice: string;
    /** The submit button while it waits; `{count}`: the seconds left, counted down. */
    button: PluralText;
  };
  /** Label of the hidden honeypot field (docs/decisions.md#d12): people never see it, bots fill it. */
  honeypotLabel: string;
  toasts: {
    closeLabel: string;
    regionLabel: string;
  };
}

/** What a form island needs besides its labels and toasts: its validation messages and the honeypot's label. */
export type FormMessages = Pick<FormsContent, "validation" | "honeypotLabel" | "suggestion" | "keepTyped" | "errorSummaryTitle" | "receipt" | "throttle">;

/** Lines of the e-mails the team receives, in the team's language whatever the visitor's (content/team-email.ts). */
export interface TeamEmailCopy {
  developer: { heading: string; username: string; fullName: string; email: string };
  organization: {
    heading: string;
    name: string;
    companyEmail: string;
    organizationType: string;
    /** The seven organisation types, in the order every language's signup copy lists them. */
    organizationTypes: string[];
    request: string;
  };
}

/* ------------------------------------------------------------------------------------------------
 * Pages behind the footer links: programmes, careers, blog, support and the legal documents.
 * --------------------------------------------------------------------------------------------- */

export interface Step {
  title: string;
  description: string;
}

/** A key figure: the value, then its label, read as one phrase ("1 in 5" "users report…"), so write the label to follow the value. */
export interface Stat {
  value: string;
  label: string;
}

/** One page under /services/<slug>: Workforce Upskilling, Resources, Consulting. */
export interface ProgrammeContent {
  /** The last segment of the route; `meta.path` is `/services/<slug>`. */
  slug: string;
  meta: PageMeta;
  /** Short name used on the /services card and as the page's eyebrow (matches the footer label). */
  label: string;
  icon: IconName;
  /**
   * What search engines are told the programme is (docs/decisions.md#d39): a `Course` when people learn in it,
   * a `Service` otherwise. The same in every language.
   */
  schemaType: "Course" | "Service";
  /** One or two sentences for the card on /services. */
  summary: string;
  hero: {
    title: string;
    intro: string;
    primary: LinkContent;
    secondary?: LinkContent;
    facts: Stat[];
  };
  overview: { eyebrow: string; title: string; paragraphs: string[]; pointsTitle: string; points: string[]; illustration: IllustrationContent };
  audience: { eyebrow: string; title: string; intro: string; cards: Card[] };
  steps: { eyebrow: string; title: string; intro: string; items: Step[] };
  /** An optional boxed note after the steps (for example, what a resource is not). */
  note?: { title: string; body: string };
  cta: { title: string; body: string; primary: LinkContent; secondary?: LinkContent };
}

export interface ProgrammesSectionContent {
  eyebrow: string;
  title: string;
  intro: string;
  linkLabel: string;
}

export interface Principle {
  icon: IconName;
  title: string;
  description: string;
}

/** What each language says about an open role (content/<locale>/careers.ts). */
export interface RoleCopy {
  title: string;
  team: string;
  /** Where the work is done, as a candidate reads it ("Remote, within UTC−5 to UTC+3"). */
  location: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

/** An open role as the careers page lists it (lib/careers.ts puts the two together). */
export interface Role extends RoleData, RoleCopy {
  /** Anchor on /careers (`/careers#<id>`): its key in content/open-roles.ts. */
  id: string;
}

export interface OpenRolesCopy {
  eyebrow: string;
  title: string;
  intro: string;
  detailsLabel: string;
  /** Visually hidden after `detailsLabel`, naming the role (`{role}`), so each card's summary has a name of its own. */
  detailsContext: string;
  responsibilitiesTitle: string;
  requirementsTitle: string;
  applyLabel: string;
  /** The apply link's accessible name, which names its role (it begins with applyLabel); `{role}` is the role's title. */
  applyName: string;
  /** Subject line of the application e-mail; `{role}` is replaced by the role's title. */
  applySubject: string;
  /** What each kind of contract is called on a role's card. */
  employmentTypes: Record<EmploymentType, string>;
  /** The role's closing date; `{date}` is the last day applications are taken. */
  closingLabel: string;
  /** Under a remote role's details; `{countries}` is the list of countries it is open to. */
  countriesLabel: string;
  empty: {
    title: string;
    body: string;
    primary: LinkContent;
    /** Label of the link that sends an open application by e-mail. */
    emailLabel: string;
    emailSubject: string;
    socialLabel: string;
  };
}

export interface CareersContent {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  why: { eyebrow: string; title: string; intro: string; cards: Card[] };
  how: { eyebrow: string; title: string; intro: string; principles: Principle[] };
  roles: OpenRolesCopy;
  /** Every role of content/open-roles.ts, by the same key, in this language. With none, the page shows the friendly 'no open roles' state. */
  openRoles: Record<OpenRoleId, RoleCopy>;
  cta: { title: string; body: string; primary: LinkContent; secondary?: LinkContent };
}

export interface FaqItem {
  question: string;
  /** Paragraphs; `[label](href)` in a paragraph becomes a link. */
  answer: string[];
}

export interface FaqGroup {
  /** Anchor of the group on /support. */
  id: string;
  icon: IconName;
  title: string;
  intro: string;
  items: FaqItem[];
}

export interface SupportContent {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  jumpLabel: string;
  groups: FaqGroup[];
  reach: { id: string; eyebrow: string; title: string; intro: string; cta: LinkContent };
}

export interface LegalSection {
  /** Anchor of the section, listed in the page's table of contents. */
  id: string;
  title: string;
  /** Paragraphs; `[label](href)` in a paragraph becomes a link. */
  paragraphs: string[];
  list?: string[];
  /** Paragraphs shown after the list. */
  after?: string[];
}

export interface LegalDocument {
  meta: PageMeta;
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  sections: LegalSection[];
}

/**
 * What the site counts when a build counts visits (docs/decisions.md#d92), one kind of event each: the privacy policy
 * of every language has a sentence for each (`Record<CountedVisitKind, string>`), and lib/analytics-events.ts files
 * every event it sends under one.
 */
export type CountedVisitKind = "pageView" | "outboundLink" | "audienceLink" | "languageSwitch" | "formSent" | "webVitals";

export interface LegalCopy {
  eyebrow: string;
  updatedLabel: string;
  tocLabel: string;
  /**
   * The "draft for legal review" banner, until counsel has reviewed the three documents: then delete it. `npm run
   * deploy:check` refuses a build that shows it (docs/decisions.md#d55).
   */
  draftNotice?: { title: string; body: string };
  related: { title: string; links: LinkContent[] };
}

export interface BlogCopy {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  /** Accessible name of the list of posts on the index. */
  listLabel: string;
  latestLabel: string;
  readLabel: string;
  /** `{count}`: the post's reading time, in minutes. */
  readingTime: PluralText;
  byLabel: string;
  backLabel: string;
  moreTitle: string;
  emptyMessage: string;
  /** `{date}` is when the post last changed; shown only when it changed after it was published. */
  updatedLabel: string;
  /** The blog's RSS feed (docs/decisions.md#d40). */
  feed: {
    /** The feed's name in feed readers and in the page's `<link rel="alternate">`. */
    title: string;
    /** The visible link to it. */
    linkLabel: string;
    /** The sentence beside the link, saying what following it gives. */
    invitation: string;
  };
  cta: { title: string; body: string; primary: LinkContent; secondary?: LinkContent };
}

/** The front matter of a post under content/blog/, plus what is derived from the file. */
export interface BlogPostMeta {
  /** The file name without `.md`, the same in every language; the post lives at `/blog/<slug>` (`/fr/blog/<slug>`). */
  slug: string;
  /** The post's path in its language. */
  path: string;
  title: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  /** The same date as the post's language writes it ("21 November 2026", "21 novembre 2026"). */
  dateLabel: string;
  /** ISO date of the last change worth telling readers about: the front matter's `updated`, else `date`. */
  updated: string;
  authorRole: string;
  summary: string;
  readingMinutes: number;
}

export interface BlogPost extends BlogPostMeta {
  /** The body rendered to HTML at build time. */
  html: string;
}

/**
 * The words around the proof of content/proof.ts (docs/decisions.md#d88), and each impact figure's and case study's own
 * words under its key. A section's words show only once its kind has an entry.
 */
export interface ProofCopy {
  logos: { title: string };
  impactFigures: {
    eyebrow: string;
    title: string;
    intro: string;
    /** Under each figure: `{source}` is who measured it, `{date}` the day. */
    sourceLine: string;
    /** Every figure of content/proof.ts, by the same key, in this language. */
    figures: Record<ImpactFigureId, MeasuredValueCopy>;
  };
  testimonials: { eyebrow: string; title: string };
  caseStudies: {
    eyebrow: string;
    title: string;
    intro: string;
    /** The words at the foot of each card (the card's title is the link). */
    readLabel: string;
    /** A case study's own page. */
    page: {
      eyebrow: string;
      /** `{date}`: the day it was published. */
      publishedLabel: string;
      challengeTitle: string;
      approachTitle: string;
      outcomeTitle: string;
      moreTitle: string;
      cta: { title: string; body: string; primary: LinkContent; secondary?: LinkContent };
    };
    /** Every case study of content/proof.ts, by the same key, in this language. */
    studies: Record<CaseStudyId, CaseStudyCopy>;
  };
  press: { eyebrow: string; title: string };
}

/**
 * Everything one language says, in one typed object: content/en/index.ts and every other language's index
 * `satisfies` it, so a key missing (or extra) in a translation is a type error.
 */
export interface SiteContent {
  siteCopy: SiteCopy;
  navigation: NavigationContent;
  footer: FooterContent;
  assistiveCopy: AssistiveCopy;
  forms: FormsContent;
  notFound: NotFoundContent;
  appError: ErrorContent;
  offline: OfflineContent;
  home: HomeContent;
  about: AboutContent;
  services: ServicesContent;
  programmes: ProgrammeContent[];
  programmesSection: ProgrammesSectionContent;
  signup: SignupContent;
  contact: ContactContent;
  careers: CareersContent;
  blog: BlogCopy;
  support: SupportContent;
  legalCopy: LegalCopy;
  privacy: LegalDocument;
  terms: LegalDocument;
  cookies: LegalDocument;
  proof: ProofCopy;
}

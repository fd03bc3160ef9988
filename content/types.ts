/** Shapes of every piece of copy on the site. Content modules `satisfies` these, so a typo is a type error. */

export type IconName =
  | "graduation-cap"
  | "lightbulb"
  | "rocket"
  | "book"
  | "briefcase"
  | "building"
  | "globe"
  | "cpu"
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
  | "target";

export type SocialNetwork = "twitter" | "linkedin" | "github" | "instagram";

export interface Link {
  label: string;
  href: string;
}

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
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
  description: string;
  tagline: string;
  locale: string;
  twitterHandle: string;
  logo: ImageAsset;
  ogImage: ImageAsset;
  email: string;
  phones: { label: string; number: string }[];
  schedulingUrl: string;
  socials: SocialLink[];
  foundingYear: number;
}

export interface NavigationContent {
  main: Link[];
  cta: Link;
  skipLink: string;
  menuOpenLabel: string;
  menuCloseLabel: string;
  homeLabel: string;
}

export interface FooterGroup {
  title: string;
  links: Link[];
}

export interface FooterContent {
  blurb: string;
  groups: FooterGroup[];
  newsletter: {
    title: string;
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

export interface CallToAction {
  label: string;
  href: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    badge: string;
    headline: string;
    tagline: string;
    intro: string;
    primary: CallToAction;
    secondary: CallToAction;
    stats: { value: string; label: string }[];
    image: ImageAsset;
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
    goals: (Card & { goal: string })[];
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
    body: string[];
    points: string[];
    link: CallToAction;
    image: ImageAsset;
  }[];
  closing: {
    title: string;
    body: string;
    primary: CallToAction;
    secondary: CallToAction;
  };
}

export interface TeamMember {
  name: string;
  role: string;
  photoUrl: string;
  bio: string;
}

export interface AboutContent {
  meta: PageMeta;
  title: string;
  tagline: string;
  story: { title: string; paragraphs: string[] };
  mission: { title: string; body: string };
  vision: { title: string; body: string };
  solutions: { title: string; intro: string; cards: Card[] };
  team: { title: string; intro: string; members: TeamMember[] };
}

export interface ServiceCard {
  icon: IconName;
  name: string;
  description: string;
  features: string[];
  link?: CallToAction;
}

export interface ServicesContent {
  meta: PageMeta;
  title: string;
  tagline: string;
  cards: ServiceCard[];
  closing: { title: string; body: string; cta: CallToAction };
}

export interface ContactSectionCopy {
  title: string;
  subtitle: string;
}

export interface ContactContent {
  meta: PageMeta;
  page: ContactSectionCopy;
  embedded: ContactSectionCopy;
  info: {
    email: { title: string; note: string };
    phone: { title: string; note: string };
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
  links: Link[];
}

export interface ErrorContent {
  heading: string;
  fallbackMessage: string;
  retryLabel: string;
  homeLabel: string;
}

/** Outcome toasts of one form (SPEC section 8). */
export interface FormOutcomeCopy {
  success: string;
  failure: string;
}

/** Every toast, validation message and shared form label, in one place (SPEC sections 5 and 8). */
export interface FormsContent {
  newsletter: FormOutcomeCopy;
  contact: FormOutcomeCopy;
  signup: {
    failure: string;
    developerSuccess: string;
    organizationSuccess: string;
  };
  validation: {
    passwordsMismatch: string;
    passwordTooShort: string;
    nameRequired: string;
    companyEmailRequired: string;
    companyEmailInvalid: string;
    organizationTypeRequired: string;
    otherTypeRequired: string;
  };
  /** Label of the hidden honeypot field (DECISIONS 10): people never see it, bots fill it. */
  honeypotLabel: string;
  toasts: {
    closeLabel: string;
    regionLabel: string;
  };
  /** Lines of the e-mails the team receives. Visitor text is only ever placed after these labels, as plain text. */
  emails: {
    developer: { heading: string; username: string; fullName: string; email: string };
    organization: { heading: string; name: string; companyEmail: string; organizationType: string; request: string };
  };
}

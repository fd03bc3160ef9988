import type { FooterContent, NavigationContent } from "../types";
import { routes } from "../routes";

export const navigation = {
  main: [
    { label: "Home", href: routes.home },
    { label: "About", href: routes.about },
    { label: "Services", href: routes.services },
  ],
  doors: [
    { audience: "For AI talent", label: "Sign up", href: routes.signupDeveloper },
    { audience: "For organisations", label: "Partner With Us", href: routes.signupOrganization },
  ],
  cta: { label: "Contact Us", href: routes.contact },
  skipLink: "Skip to main content",
  navLabel: "Main",
  noScriptNavLabel: "Main menu",
  menuOpenLabel: "Open menu",
  menuCloseLabel: "Close menu",
  homeLabel: "Talanta AI home",
} satisfies NavigationContent;

export const footer = {
  blurb: "Connecting AI talent from emerging markets with real-world work, and helping organisations build AI that lasts.",
  groups: [
    {
      title: "Company",
      links: [
        { label: "About Us", href: routes.about },
        { label: "Careers", href: routes.careers },
        { label: "Contact", href: `${routes.home}#contact` },
        { label: "Blog", href: routes.blog },
      ],
    },
    {
      title: "More",
      links: [
        { label: "Workforce Upskilling", href: routes.jobSimulation },
        { label: "Resources", href: routes.mentalHealth },
        { label: "Consulting", href: routes.consulting },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Support", href: routes.support },
        { label: "Privacy Policy", href: routes.privacy },
        { label: "Terms of Use", href: routes.terms },
        { label: "Cookie Policy", href: routes.cookies },
      ],
    },
  ],
  newsletter: {
    title: "Stay in the loop",
    formLabel: "Newsletter subscription",
    description: "Programme launches, partner stories and open challenges. One e-mail a month, no spam.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    submitLabel: "Subscribe",
  },
  socialTitle: "Follow us",
  copyright: "© {year} {name}. All rights reserved.",
} satisfies FooterContent;

import type { FooterContent, NavigationContent } from "./types";

export const navigation = {
  main: [
    { label: "Home", href: "/" },
    { label: "About", href: "/about" },
    { label: "Services", href: "/services" },
    { label: "Sign up", href: "/signup" },
  ],
  cta: { label: "Contact Us", href: "/contact" },
  skipLink: "Skip to main content",
  menuOpenLabel: "Open menu",
  menuCloseLabel: "Close menu",
  homeLabel: "Talanta AI home",
} satisfies NavigationContent;

export const footer = {
  blurb:
    "Connecting AI talent from emerging markets with real-world work, and helping organisations build AI that lasts.",
  groups: [
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Careers", href: "/careers" },
        { label: "Contact", href: "/#contact" },
        { label: "Blog", href: "/blog" },
      ],
    },
    {
      title: "More",
      links: [
        { label: "Workforce Upskilling", href: "/services/job-simulation" },
        { label: "Resources", href: "/services/mental-health" },
        { label: "Consulting", href: "/services/consulting" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Support", href: "/support" },
        { label: "Privacy Policy", href: "/privacy" },
        { label: "Terms of Service", href: "/terms" },
        { label: "Cookie Policy", href: "/cookies" },
      ],
    },
  ],
  newsletter: {
    title: "Stay in the loop",
    description: "Programme launches, partner stories and open challenges. One e-mail a month, no spam.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    submitLabel: "Subscribe",
  },
  socialTitle: "Follow us",
  copyright: "© {year} {name}. All rights reserved.",
} satisfies FooterContent;

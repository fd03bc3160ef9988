// The public pages the page-level specs walk through, with the copy each must show.
import { sitePages } from "../../lib/site-pages";
import { localeOfPath } from "../../lib/locale-path";
import { about } from "../../content/en/about";
import { contact } from "../../content/en/contact";
import { home } from "../../content/en/home";
import { services } from "../../content/en/services";
import { signup } from "../../content/en/signup";

/** The five public pages, each with the headings a visitor must see on it (h1 first). */
export const pages = [
  {
    path: home.meta.path,
    h1: home.hero.headline,
    sections: [
      home.problem.title,
      home.impact.title,
      home.solutions.title,
      ...home.features.map((feature) => feature.title),
      home.closing.title,
      contact.embedded.title,
    ],
  },
  {
    path: about.meta.path,
    h1: about.title,
    sections: [about.story.title, about.solutions.title, about.team.title],
  },
  {
    path: services.meta.path,
    h1: services.title,
    sections: [...services.cards.map((card) => card.name), services.closing.title],
  },
  {
    path: contact.meta.path,
    h1: contact.page.title,
    sections: [contact.info.hours.title, contact.form.title],
  },
  { path: signup.meta.path, h1: signup.developer.heading, sections: [] },
] as const;

/**
 * The footer's required links, in order: written out here rather than read from content/, so a link
 * dropped or renamed in the copy fails the footer spec, and the link crawl must reach every page.
 */
export const requiredFooterHrefs = [
  "/about",
  "/careers",
  "/#contact",
  "/blog",
  "/services/job-simulation",
  "/services/mental-health",
  "/services/consulting",
  "/support",
  "/privacy",
  "/terms",
  "/cookies",
];

/** Every English page of the sitemap (the French ones are walked by french.spec.ts and security.spec.ts). */
export const englishPaths = sitePages.map((entry) => entry.path).filter((path) => localeOfPath(path) === "en");

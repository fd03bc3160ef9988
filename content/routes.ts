import { defaultLocale, type Locale } from "./locales";

/**
 * The sign-up page's two forms. Each is also a fragment of the page's address (`/signup#organization`), which
 * chooses the form shown at first paint, with or without JavaScript (docs/decisions.md#d61). The first is the default.
 */
export const signupModes = ["developer", "organization"] as const;
export type SignupMode = (typeof signupModes)[number];

const signup = "/signup";
/** The sign-up page with one mode's fragment: the type check refuses a fragment that names no mode. */
type SignupModePath = `${typeof signup}#${SignupMode}`;

/**
 * Every page's path, once. Content links and page metadata read their paths from here, so renaming a
 * route is one edit; the end-to-end link crawl catches anything that still points at an old path.
 * Every language uses the same paths; a language other than English puts its prefix in front (`/fr/about`).
 */
export const routes = {
  home: "/",
  about: "/about",
  services: "/services",
  jobSimulation: "/services/job-simulation",
  mentalHealth: "/services/mental-health",
  consulting: "/services/consulting",
  signup,
  /** Links for developers ("Join as a Developer") and for organisations ("Partner With Us") open their own form. */
  signupDeveloper: `${signup}#developer` satisfies SignupModePath,
  signupOrganization: `${signup}#organization` satisfies SignupModePath,
  contact: "/contact",
  careers: "/careers",
  blog: "/blog",
  support: "/support",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  /** What the service worker answers, offline, for a page never read (docs/decisions.md#d47). Not in the sitemap. */
  offline: "/offline",
} as const;

export type RouteKey = keyof typeof routes;

/** A page's path in one language: `/about` in English, `/fr/about` in French, `/fr` for the French home. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The route table of one language: what its content modules link to. */
export function localeRoutes(locale: Locale): { [Key in RouteKey]: string } {
  return Object.fromEntries(Object.entries(routes).map(([key, path]) => [key, localePath(locale, path)])) as { [Key in RouteKey]: string };
}

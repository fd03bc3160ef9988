/**
 * Every page's path, once. Content links and page metadata read their paths from here, so renaming a
 * route is one edit; the end-to-end link crawl catches anything that still points at an old path.
 */
export const routes = {
  home: "/",
  about: "/about",
  services: "/services",
  jobSimulation: "/services/job-simulation",
  mentalHealth: "/services/mental-health",
  consulting: "/services/consulting",
  signup: "/signup",
  contact: "/contact",
  careers: "/careers",
  blog: "/blog",
  support: "/support",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
} as const;

import type { PageMeta } from "./types";
import { about } from "./about";
import { contact } from "./contact";
import { home } from "./home";
import { services } from "./services";
import { signup } from "./signup";

interface SitemapEntry {
  path: PageMeta["path"];
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
}

/** Every public page, once: the sitemap and the end-to-end crawl both read this list. */
export const sitePages: SitemapEntry[] = [
  { path: home.meta.path, changeFrequency: "weekly", priority: 1 },
  { path: about.meta.path, changeFrequency: "monthly", priority: 0.8 },
  { path: services.meta.path, changeFrequency: "monthly", priority: 0.8 },
  { path: signup.meta.path, changeFrequency: "monthly", priority: 0.7 },
  { path: contact.meta.path, changeFrequency: "yearly", priority: 0.7 },
];

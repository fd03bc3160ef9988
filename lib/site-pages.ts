import type { PageMeta } from "@/content/types";
import { about } from "@/content/about";
import { blog } from "@/content/blog-page";
import { careers } from "@/content/careers";
import { contact } from "@/content/contact";
import { home } from "@/content/home";
import { cookies, privacy, terms } from "@/content/legal";
import { programmes } from "@/content/programmes";
import { services } from "@/content/services";
import { signup } from "@/content/signup";
import { support } from "@/content/support";
import { getPostSummaries } from "./blog";
import { postPath } from "./routes";

interface SitemapEntry {
  path: PageMeta["path"];
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
  /** ISO date of the last change, where the content knows it (posts, legal documents). */
  lastModified?: string;
}

/** Every public page, once: the sitemap and the end-to-end crawl both read this list. */
export const sitePages: SitemapEntry[] = [
  { path: home.meta.path, changeFrequency: "weekly", priority: 1 },
  { path: about.meta.path, changeFrequency: "monthly", priority: 0.8 },
  { path: services.meta.path, changeFrequency: "monthly", priority: 0.8 },
  ...programmes.map((programme) => ({ path: programme.meta.path, changeFrequency: "monthly" as const, priority: 0.7 })),
  { path: signup.meta.path, changeFrequency: "monthly", priority: 0.7 },
  { path: contact.meta.path, changeFrequency: "yearly", priority: 0.7 },
  { path: careers.meta.path, changeFrequency: "weekly", priority: 0.6 },
  { path: blog.meta.path, changeFrequency: "weekly", priority: 0.6 },
  ...getPostSummaries().map((post) => ({
    path: postPath(post.slug),
    changeFrequency: "yearly" as const,
    priority: 0.5,
    lastModified: post.date,
  })),
  { path: support.meta.path, changeFrequency: "monthly", priority: 0.5 },
  ...[privacy, terms, cookies].map((document) => ({
    path: document.meta.path,
    changeFrequency: "yearly" as const,
    priority: 0.3,
    lastModified: document.updated,
  })),
];

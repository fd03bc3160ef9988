import type { BlogCopy } from "../types";
import { routes } from "../routes";

/** Copy around the blog. The posts themselves are Markdown files in content/blog/ (see its README). */
export const blog = {
  meta: {
    path: routes.blog,
    title: "Blog",
    description: "Notes from Talanta AI on the AI talent gap in emerging markets, learning-to-earning pathways and building AI products responsibly.",
  },
  eyebrow: "Blog",
  title: "Notes from the network",
  intro: "What we are learning about AI talent, education and responsible product work, from the people doing it across Africa and beyond.",
  listLabel: "All articles",
  latestLabel: "Latest",
  readLabel: "Read the article",
  readingTime: { one: "{count} min read", other: "{count} min read" },
  byLabel: "By our",
  backLabel: "All articles",
  moreTitle: "Keep reading",
  emptyMessage: "Our first articles are on their way. Subscribe to the newsletter below to hear when they are published.",
  updatedLabel: "Updated {date}",
  feed: {
    title: "Talanta AI blog",
    linkLabel: "Follow by RSS",
    invitation: "Get every new article in your feed reader or newsletter tool.",
  },
  cta: {
    title: "Put these ideas to work",
    body: "Join as a developer to learn on real projects, or talk to us about building AI with talent from emerging markets.",
    primary: { label: "Sign up", href: routes.signup },
    secondary: { label: "Contact us", href: routes.contact },
  },
} satisfies BlogCopy;

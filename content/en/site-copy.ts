import type { SiteCopy } from "../types";

export const siteCopy = {
  description:
    "Talanta AI connects AI talent from emerging markets with real-world opportunities through learning-to-earning pathways, innovation labs and product engineering for organisations worldwide.",
  ogImageAlt: "Talanta AI — Building a Borderless AI Future",
  shareImage: {
    alt: "{name} — {kind}: {title}",
    kinds: {
      about: "About us",
      services: "Services",
      programme: "Programmes",
      signup: "Join us",
      contact: "Get in touch",
      careers: "Careers",
      blog: "Blog",
      post: "Blog post",
      support: "Help centre",
      legal: "Legal",
      caseStudy: "Case study",
    },
  },
  breadcrumbHome: "Home",
} satisfies SiteCopy;

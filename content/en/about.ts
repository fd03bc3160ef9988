import type { AboutContent } from "../types";
import { routes } from "../routes";

export const about = {
  meta: {
    path: routes.about,
    title: "About Us",
    description:
      "Talanta AI exists because talent is everywhere but opportunity is not. Read our story, mission and vision, and meet the team building learning-to-earning pathways in AI.",
  },
  title: "About Talanta AI",
  tagline: "Talent is everywhere. Opportunity is not. We are changing that.",
  story: {
    title: "Our Story",
    paragraphs: [
      "Talanta AI began with a simple observation: some of the most determined AI learners we had met lived in Kigali, Lagos, Nairobi and Accra, yet the jobs, mentors and real-world projects they needed were thousands of kilometres away.",
      "We built a professional network and challenge platform to close that distance. Organisations post real problems; learners and engineers solve them in guided teams; the best work becomes products, portfolios and paid careers.",
      "Today we work with a Pan-African network of AI community leaders and strategic partners, including a leading cloud provider, to turn learning into earning at scale.",
    ],
  },
  mission: {
    title: "Our Mission",
    body: "To connect AI talent from emerging markets with real-world opportunities through learning-to-earning pathways and community empowerment.",
  },
  vision: {
    title: "Our Vision",
    body: "A borderless AI economy in which where you were born no longer decides what you can build, and every organisation can reach the talent it needs.",
  },
  solutions: {
    title: "Our Solutions",
    intro: "Three connected offerings take talent from first lesson to shipped product.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Educate",
        description: "AI capacity building through project-based courses and workshops, designed with employers and taught by practitioners.",
      },
      {
        icon: "lightbulb",
        name: "Innovate",
        description: "AI innovation labs that bring global talent and domain experts together to solve live challenges for partner organisations.",
      },
      {
        icon: "rocket",
        name: "Scale",
        description: "AI product development that turns validated prototypes into secure, scalable solutions with the teams to run them.",
      },
    ],
  },
  team: {
    title: "Meet Our Team",
    intro: "A small team of builders, educators and engineers from three continents.",
    members: {
      "founder-ceo": {
        role: "Founder & CEO",
        bio: "Leads partnerships and strategy, and has spent a decade building tech education programmes across Africa.",
      },
      "cofounder-cto": {
        role: "Co-founder & CTO",
        bio: "Architect of the challenge platform, with a background in distributed systems and applied machine learning.",
      },
      "product-developer": {
        role: "Product Developer",
        bio: "Turns partner briefs into products people enjoy using, from first sketch to launch.",
      },
      "ai-engineer": {
        role: "AI Engineer",
        bio: "Builds and evaluates the models behind our projects, with a focus on low-resource languages.",
      },
    },
  },
} satisfies AboutContent;

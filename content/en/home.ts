import type { HomeContent } from "../types";
import { routes } from "../routes";

export const home = {
  meta: {
    path: routes.home,
    title: "Talanta AI — Building a Borderless AI Future",
    description:
      "We connect AI talent from emerging markets with real-world work through learning-to-earning pathways, innovation labs and product engineering. Partner with us or join as a developer.",
  },
  hero: {
    badge: "Pan-African AI talent network",
    headline: "Building a Borderless AI Future",
    tagline: "Unlocking Global AI Talent for a More Inclusive Future",
    intro:
      "We connect AI talent from emerging markets with real-world work through learning-to-earning pathways, innovation labs and product teams, and we invite organisations to build with them.",
    secondary: { label: "Learn More", context: "about Talanta AI", href: routes.about },
    stats: [
      { value: "1 in 5", label: "users report landing a job in AI or data science" },
      { value: "3", label: "UN Sustainable Development Goals guide our work" },
      { value: "Pan-African", label: "network of AI community leaders" },
    ],
    illustration: {
      drawing: "hero",
      alt: "A young developer works at her laptop with her mentor beside her. A line runs from her work to a partner waving on a video call, the project's milestones ticked off.",
    },
  },
  problem: {
    eyebrow: "The Problem",
    title: "A Global Talent Gap in AI",
    intro:
      "Demand for AI skills is growing faster than it can be met. In emerging markets, gifted people lack the practical experience employers ask for, and organisations lack a trusted way to find them. We close that gap in three ways.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Educate",
        description: "AI capacity building through project-based courses and workshops that teach by shipping real work, not by memorising slides.",
      },
      {
        icon: "rocket",
        name: "Scale",
        description: "AI product development that turns promising prototypes into secure, scalable solutions used by real customers.",
      },
      {
        icon: "lightbulb",
        name: "Innovate",
        description:
          "AI innovation labs where global talent and domain experts solve live problems for partners in health, finance, agriculture and the public sector.",
      },
    ],
  },
  impact: {
    eyebrow: "Why it matters",
    title: "Our Impact Areas",
    intro: "Every programme we run is measured against three of the United Nations Sustainable Development Goals.",
    goals: [
      {
        drawing: "spot-education",
        goal: "SDG 4",
        name: "Quality Education",
        description: "Practical, affordable AI education that reaches learners wherever they are, on the devices and connections they already have.",
      },
      {
        drawing: "spot-work",
        goal: "SDG 8",
        name: "Decent Work and Economic Growth",
        description: "Paid projects, apprenticeships and job pathways that turn new skills into fair income and lasting careers.",
      },
      {
        drawing: "spot-industry",
        goal: "SDG 9",
        name: "Industry, Innovation and Infrastructure",
        description: "Locally built AI products that strengthen the companies, public services and digital infrastructure of emerging markets.",
      },
    ],
    closing: "Talanta AI is where talent meets opportunity and innovation meets impact.",
  },
  solutions: {
    eyebrow: "What we deliver",
    title: "Digital Transformation Solutions",
    intro: "From a first AI pilot to a complete modernisation programme, our teams work alongside yours and leave you stronger than they found you.",
    groups: [
      {
        icon: "layers",
        title: "Integrated Digital Transformation Solutions",
        items: [
          "AI strategy and readiness assessments",
          "Process automation with machine learning",
          "Data platforms and analytics dashboards",
          "Cloud migration and modernisation",
        ],
      },
      {
        icon: "globe",
        title: "Bridging the Digital Gap",
        items: [
          "Digital skills programmes for teams and communities",
          "Inclusive, mobile-first products for low-bandwidth users",
          "AI localised for regional languages and contexts",
        ],
      },
      {
        icon: "compass",
        title: "End-to-End Digital Transformation",
        items: [
          "From discovery and prototyping to production",
          "Dedicated teams of vetted AI engineers",
          "Ongoing support, monitoring and responsible-AI reviews",
        ],
      },
    ],
  },
  features: [
    {
      eyebrow: "Our platform",
      title: "The Technology: Scalable, Localised, and Ethical",
      body: [
        "Our challenge platform pairs learners and engineers with real briefs posted by partner organisations. Every project runs on cloud infrastructure built to grow, through strategic partnerships with a leading cloud provider and an industry partner.",
        "We adapt what we build to local languages, devices and bandwidth, and review it against clear responsible-AI principles before it ships.",
      ],
      points: [
        "Real partner briefs, not toy exercises",
        "Built for local languages, devices and bandwidth",
        "Privacy, fairness and transparency reviews on every project",
      ],
      link: { label: "Learn More", context: "about our technology and sign up", href: routes.signup },
      illustration: {
        drawing: "technology",
        alt: "An engineer builds a partner's brief at his laptop, a review checklist stuck to the screen. A line carries the work to a nurse's phone, where it speaks her language.",
      },
    },
    {
      eyebrow: "Our results",
      title: "The Impact: Real Skills, Real Jobs, Real Change",
      body: [
        "Talent learns by doing, builds a portfolio of shipped work and earns while learning. One in five of our users report landing a job in AI or data science.",
        "Our Pan-African network of AI community leaders mentors each new cohort, so every success brings the next one closer.",
      ],
      points: [
        "1 in 5 users report landing an AI or data job",
        "A portfolio of reviewed, real-world projects",
        "Mentorship from community leaders across Africa",
      ],
      link: { label: "Learn More", context: "about our impact and sign up", href: routes.signup },
      illustration: {
        drawing: "impact",
        alt: "A developer wearing his new work badge hands the next learner the line that runs through his portfolio of projects.",
      },
    },
  ],
  moreLabel: { label: "Read more", context: "about {topic}" },
  closing: {
    title: "Ready to build the future of AI together?",
    body: "Organisations: solve real problems with vetted talent from emerging markets. Developers: join a community that turns your skills into real-world work.",
  },
} satisfies HomeContent;

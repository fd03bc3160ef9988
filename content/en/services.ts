import type { ServicesContent } from "../types";
import { routes } from "../routes";

export const services = {
  meta: {
    path: routes.services,
    title: "Our Solutions",
    description:
      "AI integration, AI and software product engineering, and AI consulting delivered by vetted talent from emerging markets through our professional network and challenge platform.",
  },
  title: "Our Solutions",
  tagline:
    "We are building an inclusive AI ecosystem through a professional network and challenge platform that connects organisations with vetted talent from emerging markets.",
  cards: [
    {
      drawing: "spot-integration",
      name: "AI Integration Services",
      description: "Bring AI into the tools and workflows your teams already use, safely and with results you can measure.",
      features: [
        "AI readiness and data audit",
        "Language and vision models integrated into your systems",
        "Workflow automation with human review",
        "Secure deployment on your own cloud",
        "Staff training and handover documentation",
      ],
    },
    {
      drawing: "spot-engineering",
      name: "AI and Software Product Engineering",
      description: "Dedicated squads of AI engineers and product developers who take your idea from prototype to production.",
      features: [
        "Product discovery and rapid prototyping",
        "Full-stack web and mobile development",
        "Machine-learning model development and evaluation",
        "MLOps, monitoring and continuous delivery",
        "Quality assurance and performance testing",
      ],
    },
    {
      drawing: "spot-consulting",
      name: "AI Consulting Services",
      description: "Independent advice on where AI creates value for your organisation and how to adopt it responsibly.",
      features: [
        "AI strategy and opportunity mapping",
        "Responsible-AI and governance frameworks",
        "Build, buy or partner assessments",
        "Talent and capability planning",
        "Executive and board workshops",
      ],
    },
  ],
  closing: {
    title: "Not sure where to start?",
    body: "Tell us about the problem you want to solve. We will reply within 24 hours with a suggested first step, at no cost.",
    cta: { label: "Contact Us", href: routes.contact },
  },
} satisfies ServicesContent;

import type { SignupContent } from "../types";
import { routes } from "../routes";

export const signup = {
  meta: {
    path: routes.signup,
    title: "Sign Up",
    description:
      "Join Talanta AI as a developer to learn by doing and earn on real projects, or request an exploration call to build AI solutions with vetted global talent.",
  },
  toggleLabel: "I am signing up as",
  modes: { developer: "Developer", organization: "Organization" },
  developer: {
    heading: "Sign Up",
    intro: "Join a global community of AI builders and start learning on real-world projects.",
    fields: {
      username: {
        label: "Username",
        placeholder: "e.g. amara_dev",
        hint: "Only letters, numbers, dashes or underscores, no spaces.",
      },
      fullName: { label: "Full Name", placeholder: "Your full name" },
      email: { label: "Email Address", placeholder: "you@example.com" },
      password: { label: "Password", placeholder: "At least 8 characters", hint: "At least 8 characters." },
      confirmPassword: { label: "Confirm Password", placeholder: "Repeat your password" },
    },
    terms: {
      before: "By signing up, you acknowledge that you have read and agree to our ",
      linkLabel: "Terms of Use",
      href: routes.terms,
      after: ".",
    },
    submitLabel: "Sign Up",
    sendingLabel: "Signing Up...",
  },
  organization: {
    heading: "Request an Exploration Call",
    intro: "Tell us about your organization and we will set up a short call to explore how we can work together.",
    fields: {
      name: { label: "Your Name", placeholder: "Your full name" },
      companyEmail: { label: "Company Email", placeholder: "you@company.com" },
      organizationType: { label: "Organization Type", placeholder: "Select Organization Type" },
      otherType: { label: "Your organization type", placeholder: "Please specify your organization type..." },
    },
    organizationTypes: ["Pre-seed/Seed Startup", "Growth-Stage Scaleup", "SME", "Enterprise", "Civil Society Organization", "Government Entity", "Other"],
    otherOption: "Other",
    consent: "We will use your details only to contact you about this exploration call.",
    submitLabel: "Request Call",
    sendingLabel: "Submitting Request...",
  },
  showPassword: "Show password",
  hidePassword: "Hide password",
  panel: {
    banner: "Talanta AI",
    developer: {
      tagline: "Grow your AI career with real-world projects and a community that has your back.",
      benefits: [
        { title: "Workforce Upskilling", description: "Job simulations and project-based courses that build job-ready skills." },
        { title: "Resources", description: "Learning materials, mentorship and well-being support when you need it." },
        { title: "Partnerships", description: "Work on briefs from partner organizations around the world." },
        { title: "Consulting", description: "Join consulting teams and earn while you learn." },
      ],
    },
    organization: {
      tagline: "Build AI solutions that last with vetted talent from emerging markets.",
      benefits: [
        { title: "Custom Solutions", description: "AI products designed around your data, users and goals." },
        { title: "Expert Consultation", description: "Practical advice from engineers who have shipped AI in production." },
        { title: "Digital Transformation", description: "Modernise processes and platforms step by step, without disruption." },
        { title: "Strategic Partnership", description: "A long-term talent partner that grows with your organization." },
      ],
    },
  },
} satisfies SignupContent;

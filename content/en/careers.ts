import type { OpenRoleId } from "../open-roles";
import type { CareersContent, RoleCopy } from "../types";
import { routes } from "../routes";

/** Each open role's words, under its key in content/open-roles.ts, which holds its data and says how to publish or close a role. */
const openRoles = {
  "senior-ai-engineer": {
    title: "Senior AI Engineer, Innovation Labs",
    team: "Engineering",
    location: "Remote, within UTC−5 to UTC+3",
    summary:
      "Lead the technical work of our innovation labs: scope partner challenges, guide squads of early-career engineers, and take the best prototypes towards production.",
    responsibilities: [
      "Turn partner problems into well-scoped lab challenges with clear success measures",
      "Review code, models and evaluations from lab squads, and teach as you review",
      "Design evaluation and monitoring for models that serve low-resource languages and settings",
      "Work with the Scale team to take validated prototypes to production",
    ],
    requirements: [
      "Five or more years building and shipping machine-learning or data products",
      "Strong Python and experience with a modern ML stack and a major cloud platform",
      "A record of mentoring engineers, and patience for it",
      "Clear written English; French, Kinyarwanda or Swahili is a plus",
    ],
  },
  "community-partnerships-lead": {
    title: "Community and Partnerships Lead",
    team: "Partnerships",
    location: "Kigali, Rwanda (hybrid)",
    summary: "Grow and care for our Pan-African network of AI community leaders, and bring new hiring and programme partners on board.",
    responsibilities: [
      "Support community leaders across the network, from onboarding to peer-circle training",
      "Find and sign partner organisations that offer briefs, mentors and jobs",
      "Run cohort launches, demo days and partner events, online and in person",
      "Report on outcomes for learners and partners, honestly and on time",
    ],
    requirements: [
      "Three or more years in partnerships, community building or programme management",
      "A network in the tech or education ecosystem in East Africa",
      "Comfort with data: you measure what matters and explain it simply",
      "Willingness to travel in the region a few times a year",
    ],
  },
} satisfies Record<OpenRoleId, RoleCopy>;

export const careers = {
  meta: {
    path: routes.careers,
    title: "Careers",
    description:
      "Join Talanta AI and help connect AI talent from emerging markets with real-world work. Why join, how our distributed team works, and the roles open today.",
  },
  eyebrow: "Careers",
  title: "Build the borderless AI economy with us",
  intro:
    "We are a small, distributed team of engineers, educators and community builders working across Canada, Rwanda and the wider continent. If you believe talent is everywhere, you will fit right in.",
  why: {
    eyebrow: "Why join",
    title: "Work that changes careers, including yours",
    intro: "Our work is measured in people who land jobs and products that ship. Here is what we offer in return for helping.",
    cards: [
      {
        icon: "target",
        name: "Impact you can count",
        description: "One in five of our users report landing a job in AI or data science. Every role here moves that number, and you will see it move.",
      },
      {
        icon: "graduation-cap",
        name: "Room to grow",
        description: "A yearly learning budget, time set aside for study, and colleagues who review your work as carefully as we review our learners'.",
      },
      {
        icon: "globe",
        name: "A team across continents",
        description: "Colleagues and partners across Africa and North America, and a chance to build for markets the rest of the industry overlooks.",
      },
    ],
  },
  how: {
    eyebrow: "How we work",
    title: "Small team, clear habits",
    intro: "We are distributed across time zones, so we rely on a few habits that keep everyone informed without long meetings.",
    principles: [
      {
        icon: "globe",
        title: "Remote-first, with two offices",
        description: "Most of us work remotely. Our offices in Canada and Rwanda are there for focus days, cohort launches and the occasional celebration.",
      },
      {
        icon: "clock",
        title: "Overlap hours, not always-on",
        description: "We keep three shared hours a day for live conversation and protect the rest for deep work. Nobody is expected to answer at midnight.",
      },
      {
        icon: "book",
        title: "Write it down",
        description: "Decisions, plans and post-mortems live in short written documents, so anyone can catch up without being in the room.",
      },
      {
        icon: "shield",
        title: "Responsible by default",
        description: "We hold our own products to the standards we teach: privacy by design, honest evaluation and a human in the loop.",
      },
    ],
  },
  roles: {
    eyebrow: "Join the team",
    title: "Open roles",
    intro: "Every role is open to candidates from anywhere in the listed time zones unless the location says otherwise.",
    detailsLabel: "What you will do and what you bring",
    detailsContext: "as {role}",
    responsibilitiesTitle: "What you will do",
    requirementsTitle: "What you bring",
    applyLabel: "Apply by e-mail",
    applyName: "Apply by e-mail: {role}",
    applySubject: "Application: {role}",
    employmentTypes: {
      FULL_TIME: "Full-time",
      PART_TIME: "Part-time",
      CONTRACTOR: "Contractor",
      TEMPORARY: "Temporary",
      INTERN: "Internship",
      VOLUNTEER: "Volunteer",
      PER_DIEM: "Per diem",
      OTHER: "Other contract",
    },
    closingLabel: "Apply by {date}",
    countriesLabel: "Open to people living in any of these countries: {countries}.",
    empty: {
      title: "No open roles right now",
      body: "We are not hiring for a specific role at the moment, but we always like to hear from people who share our mission. Send us a short note about yourself and the work you want to do, or follow us to hear first when a role opens.",
      primary: { label: "Get in touch", href: routes.contact },
      emailLabel: "Send an open application",
      emailSubject: "Open application",
      socialLabel: "Follow us on LinkedIn",
    },
  },
  openRoles,
  cta: {
    title: "Not looking for a job, but want to help?",
    body: "Mentor a squad, host a peer circle or offer a brief for a job simulation. Our network runs on people who give an hour or two.",
    primary: { label: "Contact us", href: routes.contact },
    secondary: { label: "See our programmes", href: routes.services },
  },
} satisfies CareersContent;

import type { ProgrammeContent, ProgrammesSectionContent } from "../types";
import { routes } from "../routes";

/**
 * The three pages under /services/<slug>. Each page is built from one entry; adding an entry here (with its
 * path in routes.ts) adds a page, a card on /services and a sitemap entry (the footer links are in navigation.ts).
 */

const jobSimulation = {
  slug: "job-simulation",
  meta: {
    path: routes.jobSimulation,
    title: "Workforce Upskilling: Job Simulations",
    description:
      "Job simulations and project-based learning for AI and data talent: realistic briefs, weekly reviews from practising engineers and a portfolio that employers can see.",
  },
  label: "Workforce Upskilling",
  icon: "briefcase",
  schemaType: "Course",
  summary: "Job simulations and project-based learning that give AI and data talent the experience employers ask for, before the first job.",
  hero: {
    title: "Learn AI by doing the job, before you get the job",
    intro:
      "Our job simulations put you on realistic AI and data work, briefed, reviewed and assessed the way a real team would do it, so you finish with skills an employer can see rather than a certificate they have to take on trust.",
    primary: { label: "Join as a developer", href: routes.signupDeveloper },
    secondary: { label: "Read the FAQ", href: `${routes.support}#talent` },
    facts: [
      { value: "1 in 5", label: "users report landing a job in AI or data science" },
      { value: "6 weeks", label: "per simulation, part-time alongside work or study" },
      { value: "1 portfolio", label: "of reviewed work you can show to any employer" },
    ],
  },
  overview: {
    eyebrow: "What it is",
    title: "A realistic first job, in six weeks",
    paragraphs: [
      "Most AI courses end where the job begins. You learn the theory, finish a tidy notebook and still hear that you need 'two years of experience'. A job simulation closes that gap by giving you the experience itself.",
      "Each simulation starts from a brief written with a hiring partner or modelled on a real project: cleaning a messy health-facility dataset, building a crop-disease classifier, or shipping a Kinyarwanda and Swahili chatbot. You work in a small squad with a clear role, weekly milestones, code reviews and a demo day, exactly as you would on a product team.",
      "Practising engineers review your work against a published rubric. What you build is yours to keep and show, and the feedback tells you precisely what to improve next.",
    ],
    pointsTitle: "Every simulation includes",
    points: [
      "A brief written with a hiring partner or drawn from a real project",
      "A defined role in a squad: data analyst, ML engineer or AI product developer",
      "Weekly code and design reviews from practising engineers",
      "Assessment against a rubric you can read before you start",
      "A portfolio entry, a written feedback report and a reference for strong work",
    ],
    illustration: {
      drawing: "programme-job-simulation",
      alt: "At demo day, a participant shows her crop-disease model to her squad. On her screen, a line through six weekly milestones ends at a flag.",
    },
  },
  audience: {
    eyebrow: "Who it is for",
    title: "Built for talent that is ready to work",
    intro:
      "You do not need a degree in computer science. You need the basics of Python or a willingness to learn them fast, around eight hours a week and the drive to finish what you start.",
    cards: [
      {
        icon: "graduation-cap",
        name: "Recent graduates",
        description: "You studied maths, engineering, statistics or a science and want the hands-on experience that turns a degree into an AI or data offer.",
      },
      {
        icon: "compass",
        name: "Career switchers",
        description: "You already work in finance, health, teaching or the public sector and want to bring AI skills to a field you know well.",
      },
      {
        icon: "code",
        name: "Self-taught developers",
        description: "You have learned from online courses and side projects, and now want reviewed, team-based work that employers recognise.",
      },
    ],
  },
  steps: {
    eyebrow: "How it works",
    title: "From sign-up to show-and-tell in four steps",
    intro: "Simulations run in cohorts, so you always learn alongside others and never wait long for the next intake.",
    items: [
      {
        title: "Sign up and tell us your goals",
        description: "Create your developer profile through our sign-up form. We reply with the dates of the next cohort and the tracks that fit your goals.",
      },
      {
        title: "Take a short skills check",
        description: "A practical, untimed exercise helps us place you on the right track and in a squad where you will both contribute and stretch.",
      },
      {
        title: "Work the simulation",
        description: "Six weeks of weekly milestones, stand-ups and reviews with your squad, ending with a live demo to engineers and partner organisations.",
      },
      {
        title: "Show your work",
        description: "Leave with a portfolio entry, a feedback report and, for strong work, introductions to partners who are hiring.",
      },
    ],
  },
  cta: {
    title: "Ready to practise on real work?",
    body: "Sign up as a developer and we will tell you when the next cohort opens. It takes two minutes, and there is no fee to apply.",
    primary: { label: "Sign up", href: routes.signup },
    secondary: { label: "Ask us a question", href: routes.contact },
  },
} satisfies ProgrammeContent;

const resources = {
  slug: "mental-health",
  meta: {
    path: routes.mentalHealth,
    title: "Resources: Well-being and Learning",
    description:
      "Free well-being and learning resources for the Talanta AI community: study guides, low-bandwidth materials, peer support circles and signposting to professional help.",
  },
  label: "Resources",
  icon: "heart",
  schemaType: "Service",
  summary: "Well-being and learning resources for the community: study guides, peer support circles and help to find professional care.",
  hero: {
    title: "Resources for learning well and staying well",
    intro:
      "Learning a demanding skill while juggling work, family and an unreliable connection is hard. Our community resources cover both sides: the study materials that keep you moving and the well-being support that keeps you going.",
    primary: { label: "Join the community", href: routes.signupDeveloper },
    secondary: { label: "Contact the team", href: routes.contact },
    facts: [
      { value: "Free", label: "for every member of the Talanta AI community" },
      { value: "Peer-led", label: "support circles hosted by trained community leaders" },
      { value: "Low-bandwidth", label: "materials that work on a phone and a patchy connection" },
    ],
  },
  overview: {
    eyebrow: "What it is",
    title: "A library for the learning, a community for the person",
    paragraphs: [
      "Talent does not drop out of AI programmes for lack of ability. People drop out because a family member falls ill, because data bundles run out, or because months of rejection letters wear them down. We built our resources around those realities.",
      "The learning library gathers the guides, reading lists and recorded sessions behind each of our tracks, packaged to work offline and on a phone. Alongside it, our Pan-African network of community leaders hosts small, confidential peer circles where members talk honestly about study load, burnout, imposter feelings and the job search.",
    ],
    pointsTitle: "What members can use",
    points: [
      "Curated study guides and reading lists for every track",
      "Recorded sessions and notes that download once and work offline",
      "Monthly peer support circles of six to ten people, hosted by a trained community leader",
      "Practical guides on managing study load, rejection and burnout",
      "Help finding professional support services in your country when you need more",
    ],
    illustration: {
      drawing: "programme-resources",
      alt: "Three community members talk over tea around a table, inside one loose line drawn around them like a circle.",
    },
  },
  audience: {
    eyebrow: "Who it is for",
    title: "For everyone in the community",
    intro: "Resources are open to every member, whether you are on a programme, between programmes or helping others through theirs.",
    cards: [
      {
        icon: "book",
        name: "Learners and job seekers",
        description: "Keep momentum between sessions with structured materials, and find people who understand the pressure of a first AI job search.",
      },
      {
        icon: "code",
        name: "Working engineers",
        description: "Deadlines, remote work and new tools every month: take time to keep learning without burning out.",
      },
      {
        icon: "users",
        name: "Community leaders and mentors",
        description: "Guides and training on hosting peer circles, listening well and knowing when and where to point someone for professional help.",
      },
    ],
  },
  steps: {
    eyebrow: "How it works",
    title: "Simple to join, there when you need it",
    intro: "There is nothing to buy and no minimum commitment. Use what helps, when it helps.",
    items: [
      {
        title: "Join the community",
        description: "Sign up as a developer. Membership is free and gives you access to the resources for your track.",
      },
      {
        title: "Use the learning library",
        description: "Download the guides, notes and recordings you need. Everything is sized for mobile data and works offline once saved.",
      },
      {
        title: "Join a peer circle",
        description: "Each month, choose a small circle hosted by a community leader. What is said in the circle stays in the circle.",
      },
      {
        title: "Get pointed to more help",
        description: "If you need more than peer support, your community leader helps you find professional services in your country.",
      },
    ],
  },
  note: {
    title: "A note on care",
    body: "Our resources and peer circles support well-being; they are not a substitute for professional medical or mental-health care. Community leaders are trained to listen and signpost, not to diagnose or treat. If you or someone you know is in immediate danger, contact your local emergency services now.",
  },
  cta: {
    title: "You do not have to learn alone",
    body: "Join the community to use the resources and meet the people behind them, or write to us if you would like to host a peer circle.",
    primary: { label: "Join the community", href: routes.signupDeveloper },
    secondary: { label: "Contact us", href: routes.contact },
  },
} satisfies ProgrammeContent;

const consulting = {
  slug: "consulting",
  meta: {
    path: routes.consulting,
    title: "AI Consulting for Organisations",
    description:
      "Independent AI consulting for startups, enterprises, civil society and government: opportunity mapping, readiness assessments, responsible-AI governance and delivery plans.",
  },
  label: "Consulting",
  icon: "compass",
  schemaType: "Service",
  summary: "Independent advice for organisations on where AI creates value, what it takes to build, and how to adopt it responsibly.",
  hero: {
    title: "AI consulting that starts with your problem, not a model",
    intro:
      "Practical, independent advice on where AI creates value for your organisation, what it will take to build and run, and how to adopt it responsibly, from senior practitioners with the Talanta AI talent network behind them.",
    primary: { label: "Contact us", href: routes.contact },
    secondary: { label: "Request an exploration call", href: routes.signupOrganization },
    facts: [
      { value: "15 min", label: "free exploration call to scope your question" },
      { value: "24 h", label: "our target time to reply to every enquiry" },
      { value: "2–6 weeks", label: "for a typical advisory engagement" },
    ],
  },
  overview: {
    eyebrow: "What it is",
    title: "Clear answers before you commit a budget",
    paragraphs: [
      "Many AI projects fail before a line of code is written: the problem is vague, the data is not there, or nobody owns the result. Our consulting work exists to find that out early and cheaply.",
      "We map where AI can make a measurable difference in your operations, check whether your data and teams are ready, and design how the system will be governed once it is live. You receive a written recommendation with costs, risks and a realistic plan, whether that plan involves us or not.",
    ],
    pointsTitle: "What we can help with",
    points: [
      "AI opportunity mapping and business cases",
      "Data and AI readiness assessments",
      "Responsible-AI policies, risk reviews and governance frameworks",
      "Build, buy or partner recommendations",
      "Talent and capability plans, including teams from our network",
    ],
    illustration: {
      drawing: "programme-consulting",
      alt: "A consultant points to a board where a tangled line becomes a clear path to a flag, while her client listens over a cup of coffee.",
    },
  },
  audience: {
    eyebrow: "Who it is for",
    title: "Organisations of every size and mission",
    intro: "We work with organisations that want to use AI well, not just quickly, and that value talent from emerging markets.",
    cards: [
      {
        icon: "rocket",
        name: "Start-ups and scale-ups",
        description: "Decide what to build in-house, validate an AI feature with real users, and hire your first AI engineers with confidence.",
      },
      {
        icon: "building",
        name: "SMEs and enterprises",
        description: "Find the processes where AI pays for itself, prepare your data and teams, and put governance in place before you scale.",
      },
      {
        icon: "globe",
        name: "Civil society and government",
        description: "Use AI to improve public services and programmes, with particular care for fairness, privacy and local languages.",
      },
    ],
  },
  steps: {
    eyebrow: "How it works",
    title: "A short, structured engagement",
    intro: "Every engagement follows the same four stages, scaled to the size of the question.",
    items: [
      {
        title: "Exploration call",
        description: "A free 15-minute call to understand your goals and constraints, and to tell you honestly whether we are the right partner.",
      },
      {
        title: "Discovery",
        description: "Interviews with your teams, a review of your data and systems, and a look at how similar problems have been solved elsewhere.",
      },
      {
        title: "Recommendation",
        description: "A written roadmap with priorities, costs, risks and a responsible-AI assessment, presented to your leadership team.",
      },
      {
        title: "Delivery or handover",
        description: "Build with our Innovate labs and Scale squads, or hand the plan to your own team with the documentation to run it.",
      },
    ],
  },
  cta: {
    title: "Have an AI question on your desk?",
    body: "Tell us about it. We reply within 24 hours with a suggested first step, and the first conversation is always free.",
    primary: { label: "Contact us", href: routes.contact },
    secondary: { label: "Request an exploration call", href: routes.signupOrganization },
  },
} satisfies ProgrammeContent;

export const programmes: ProgrammeContent[] = [jobSimulation, resources, consulting];

/** The section on /services that links to each programme page. */
export const programmesSection = {
  eyebrow: "Programmes",
  title: "Pathways for talent, advice for organisations",
  intro: "Beyond delivery work, three programmes support the people in our network and the organisations that partner with us.",
  linkLabel: "Explore",
} satisfies ProgrammesSectionContent;

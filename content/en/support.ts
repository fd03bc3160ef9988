import type { SupportContent } from "../types";
import { routes } from "../routes";

/** Frequently asked questions on /support. `[label](href)` in an answer becomes a link. */
export const support = {
  meta: {
    path: routes.support,
    title: "Support and FAQ",
    description:
      "Answers to common questions from AI talent and partner organisations about signing up, job simulations, exploration calls and your data, and how to reach the Talanta AI team.",
  },
  eyebrow: "Support",
  title: "How can we help?",
  intro: "Answers to the questions we hear most from talent and from organisations. If yours is not here, the team is one message away.",
  jumpLabel: "Jump to",
  groups: [
    {
      id: "talent",
      icon: "graduation-cap",
      title: "For talent",
      intro: "Developers, learners and community members.",
      items: [
        {
          question: "Does it cost anything to join?",
          answer: [
            "No. Signing up and joining the community are free, and so are the well-being and learning resources. If a programme ever has a cost, we say so clearly before you apply, and many places are sponsored by our partners.",
          ],
        },
        {
          question: "What happens after I sign up?",
          answer: [
            "The sign-up form sends your username, full name and e-mail address to our team. There is no account to log in to yet: we reply by e-mail, usually within 24 hours on working days, with the dates of the next cohort and the tracks that suit your goals.",
          ],
        },
        {
          question: "Why does the sign-up form ask for a password?",
          answer: [
            "We are preparing member accounts. For now, your password is only checked in your browser, to make sure both entries match and it is at least eight characters long. It is never sent to us or to anyone else, and it is not stored.",
          ],
        },
        {
          question: "What do I need to take part in a job simulation?",
          answer: [
            "The basics of Python, or the will to learn them quickly, about eight hours a week for six weeks, a laptop and an internet connection good enough for a weekly video call. You do not need a degree in computer science.",
            "Read more on the [Workforce Upskilling page](/services/job-simulation).",
          ],
        },
        {
          question: "Do you guarantee a job?",
          answer: [
            "No one honestly can. What we can say is that one in five of our users report landing a job in AI or data science, and that we introduce strong work from our simulations to partners who are hiring.",
          ],
        },
        {
          question: "Are the well-being resources a counselling service?",
          answer: [
            "No. Our peer circles and guides support well-being, but they are not medical or mental-health care. Community leaders listen and help you find professional services in your country. If you are in immediate danger, contact your local emergency services.",
            "See [what the resources include](/services/mental-health).",
          ],
        },
        {
          question: "How do I correct or delete the details I sent you?",
          answer: [
            "E-mail us from the address you used and tell us what to change or delete; we act on requests within 30 days. The [Privacy Policy](/privacy) explains what each form collects and why.",
          ],
        },
      ],
    },
    {
      id: "organisations",
      icon: "building",
      title: "For organisations",
      intro: "Companies, civil society and public bodies who want to partner.",
      items: [
        {
          question: "How do we start working with Talanta AI?",
          answer: [
            `Request an exploration call from the [sign-up page](${routes.signupOrganization}), or send us a message through the [contact page](${routes.contact}). Either way, we reply within 24 hours to arrange a first conversation.`,
          ],
        },
        {
          question: "What happens on the exploration call?",
          answer: [
            "A free, 15-minute conversation about what you want to achieve, your timeline and your constraints. We tell you honestly whether Educate, Innovate, Scale or Consulting fits, or whether someone else would serve you better.",
          ],
        },
        {
          question: "What kinds of organisations do you work with?",
          answer: [
            "Pre-seed and seed start-ups, growth-stage scale-ups, SMEs, enterprises, civil society organisations and government entities. What they share is a real problem and a willingness to work with talent from emerging markets.",
          ],
        },
        {
          question: "Can we hire people from your network?",
          answer: [
            "Yes. Partners can write a brief for a [job simulation](/services/job-simulation) and meet the squads who solve it, host an innovation lab, or build a dedicated product team with us. Many of our partners hire directly from these programmes.",
          ],
        },
        {
          question: "How do you handle our data and intellectual property?",
          answer: [
            "Every engagement is covered by a written agreement on confidentiality, data protection and ownership. As a rule, the work we build for you is yours, and we work inside your own cloud environment wherever we can.",
          ],
        },
        {
          question: "How much does an engagement cost?",
          answer: [
            "It depends on scope. The exploration call is free; after a short discovery we send a fixed-price proposal so you know the cost before you commit. See how [AI consulting](/services/consulting) engagements run.",
          ],
        },
      ],
    },
  ],
  reach: {
    id: "reach-us",
    eyebrow: "Still need help?",
    title: "Talk to the team",
    intro: "Write, call or book a quick chat. We aim to reply to every message within 24 hours on working days, from our teams in Canada and Rwanda.",
    cta: { label: "Send us a message", href: routes.contact },
  },
} satisfies SupportContent;

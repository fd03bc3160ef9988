import type { ContactContent } from "../types";
import { routes } from "../routes";

export const contact = {
  meta: {
    path: routes.contact,
    title: "Contact Us",
    description:
      "Partner with Talanta AI. E-mail, call our teams in Canada and Rwanda, book a 15-minute call or send us a message; we aim to respond within 24 hours.",
  },
  page: {
    title: "Let's Partner for Change",
    subtitle:
      "Are you an organisation committed to education, innovation or global development? Tell us what you are working on and let's explore what we can build together.",
  },
  embedded: {
    title: "Get In Touch",
    subtitle: "Learn how Talanta AI can help optimise your business with AI talent and solutions. Send us a message and our team will get back to you.",
    moreLabel: "Phone, a quick call and office hours",
  },
  info: {
    email: { title: "Email", note: "We aim to respond within 24 hours" },
    phone: { title: "Phone", note: "Available Mon-Fri, 9AM-6PM EST (Toronto time)", numberLabel: "{label}:" },
    quickChat: { title: "Quick Chat", linkLabel: "Book a call", note: "Schedule a 15-min call instantly" },
    social: { title: "Connect With Us" },
    hours: {
      title: "Office Hours",
      rows: [
        { days: "Monday-Friday", hours: "9:00 AM-6:00 PM EST (Toronto time)" },
        { days: "Saturday", hours: "10:00 AM-2:00 PM EST (Toronto time)" },
        { days: "Sunday", hours: "Closed" },
        {
          days: "Rwanda office (Kigali time)",
          hours: "To be confirmed", // PLACEHOLDER: the Rwanda office's own hours in Kigali time (a row per set of days), or delete this row if it keeps the hours above
        },
      ],
    },
  },
  form: {
    title: "Send us a message",
    nameLabel: "Name",
    namePlaceholder: "Your full name",
    emailLabel: "Email",
    emailPlaceholder: "you@company.com",
    messageLabel: "Message",
    messagePlaceholder: "How can we help?",
    submitLabel: "Send Message",
    sendingLabel: "Sending...",
  },
} satisfies ContactContent;

import type { FormsContent } from "../types";

/**
 * Toasts and validation messages, word for word (docs/decisions.md#d15). The spec leaves the newsletter, contact
 * and developer forms to the browser's validation, whose messages come in the browser's language: fieldRequired,
 * emailRequired and emailInvalid say the same in the page's, and messageRequired, usernameRequired,
 * fullNameRequired (and nameRequired for the contact name) name the field left empty or of only spaces.
 */
export const forms = {
  newsletter: {
    success: "Successfully subscribed to newsletter! 🎉",
    failure: "Failed to subscribe. Please try again. 😔",
    receipt: {
      heading: "You're subscribed",
      to: "The Talanta AI newsletter will come to {email}.",
      next: "One e-mail a month, with programme launches, partner stories and open challenges. You can unsubscribe from any of them.",
      again: "Add another address",
    },
  },
  contact: {
    success: "Message sent successfully! 🎉",
    failure: "Failed to send message. Please try again. 😔",
    receipt: {
      heading: "Message sent",
      to: "Your message went to the Talanta AI team, who will reply to {email}.",
      next: "We aim to respond within 24 hours.",
      again: "Send another message",
    },
  },
  developerSignup: {
    success: "Developer signup submitted successfully! We'll be in touch soon. 🎉",
    failure: "Failed to submit form. Please try again. 😔",
    receipt: {
      heading: "Sign-up sent",
      to: "Your sign-up went to the Talanta AI team. Your password stayed on this device: it is never sent.",
      next: "We'll be in touch soon at {email}.",
      again: "Start another sign-up",
    },
  },
  organizationRequest: {
    success: "Exploration request submitted successfully! We'll schedule a call soon. 🎉",
    failure: "Failed to submit form. Please try again. 😔",
    receipt: {
      heading: "Request sent",
      to: "Your exploration call request went to the Talanta AI team.",
      next: "We'll contact you at {email} soon to schedule a short call and explore how we can work together.",
      again: "Send another request",
    },
  },
  validation: {
    fieldRequired: "Please fill in this field.",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, such as name@example.com.",
    messageRequired: "Please write your message.",
    usernameRequired: "Please enter a username.",
    fullNameRequired: "Please enter your full name.",
    passwordsMismatch: "Passwords do not match. Please try again.",
    passwordTooShort: "Password must be at least 8 characters long.",
    nameRequired: "Please enter your name.",
    companyEmailRequired: "Please enter your company email.",
    companyEmailInvalid: "Please enter a valid company email address.",
    organizationTypeRequired: "Please select your organization type.",
    otherTypeRequired: "Please specify your organization type.",
    emailNoDot: "Please enter the whole email address: the part after the @ needs a dot, as in name@gmail.com.",
    passwordRequired: "Please choose a password.",
    confirmPasswordRequired: "Please repeat your password.",
    usernameFormat: "A username can only hold letters, numbers, dashes (-) and underscores (_), with no spaces.",
  },
  errorSummaryTitle: "There is a problem",
  suggestion: "Did you mean {email}?",
  keepTyped: "No, keep {email}",
  receipt: {
    sentLabel: "What you sent",
    sentLater: "You were offline when you sent it: it was kept on this device and went out when the connection came back.",
  },
  throttle: {
    notice: "You've just sent this form. You can send it again in a few seconds, as soon as the button lets you: what you typed is kept.",
    button: { one: "Send again in {count} s", other: "Send again in {count} s" },
  },
  honeypotLabel: "Leave this field empty",
  toasts: {
    closeLabel: "Close toast notification",
    regionLabel: "Notifications",
  },
} satisfies FormsContent;

import type { OfflineContent } from "../types";
import { routes } from "../routes";

/** The offline page and the notices of forms sent without a connection (docs/decisions.md#d47, #d48). */
export const offline = {
  page: {
    meta: {
      path: routes.offline,
      title: "You're offline",
      description: "This page is not saved on this device, and there is no connection to fetch it.",
    },
    eyebrow: "No connection",
    heading: "You're offline",
    body: "This page isn't saved on this device, and the network isn't answering. It will open as usual once you're back online.",
    retryLabel: "Try again",
    savedHeading: "Pages you can read now",
    savedIntro: {
      one: "You read this page on this device, so it opens without a connection:",
      other: "You read these {count} pages on this device, so they open without a connection:",
    },
    savedEmpty: "No pages are saved on this device yet. The pages you read while online are kept here, ready for when the connection drops.",
    formsNote: "A form you send while offline stays on this device and goes out as soon as the connection returns.",
    slow: {
      title: "The network is slow",
      eyebrow: "Slow connection",
      heading: "The network is slow",
      body: "This page is taking a long time to arrive, and it isn't saved on this device. The connection is on, but the network is slow or not answering. Try again to keep waiting for it.",
    },
  },
  queue: {
    forms: {
      newsletter: {
        queued: "You're offline. Your subscription is saved on this device and will be sent as soon as you're back online.",
        waiting: "A subscription saved on this device on {time} is waiting for a connection to be sent.",
        confirmCancel: "Delete the subscription for {summary} without sending it?",
        refused: "Your subscription saved while offline could not be sent. Your email address is back in the newsletter form, ready to check and send again.",
        restored: "Your subscription saved while offline could not be sent. Your email address is back in the form: please check it and subscribe again.",
        expired: "Your subscription saved while offline waited more than 7 days for a connection and has been deleted unsent.",
      },
      contact: {
        queued: "You're offline. Your message is saved on this device and will be sent as soon as you're back online.",
        waiting: "A message saved on this device on {time} is waiting for a connection to be sent.",
        confirmCancel: "Delete the message “{summary}” without sending it?",
        refused: "Your message saved while offline could not be sent. What you typed is back in the contact form, ready to check and send again.",
        restored: "Your message saved while offline could not be sent. What you typed is back in the form: please check it and send it again.",
        expired: "Your message saved while offline waited more than 7 days for a connection and has been deleted unsent.",
      },
      developerSignup: {
        queued: "You're offline. Your sign-up is saved on this device, without your password, and will be sent as soon as you're back online.",
        waiting: "A developer sign-up saved on this device on {time} is waiting for a connection to be sent.",
        confirmCancel: "Delete the developer sign-up of {summary} without sending it?",
        refused: "Your developer sign-up saved while offline could not be sent. What you typed is back in the sign-up form, ready to check and send again.",
        restored:
          "Your developer sign-up saved while offline could not be sent. What you typed is back in the form, apart from your password: please type it again and sign up again.",
        expired: "Your developer sign-up saved while offline waited more than 7 days for a connection and has been deleted unsent.",
      },
      organizationRequest: {
        queued: "You're offline. Your request is saved on this device and will be sent as soon as you're back online.",
        waiting: "An exploration call request saved on this device on {time} is waiting for a connection to be sent.",
        confirmCancel: "Delete the exploration call request of {summary} without sending it?",
        refused:
          "Your exploration call request saved while offline could not be sent. What you typed is back in the request form, ready to check and send again.",
        restored: "Your exploration call request saved while offline could not be sent. What you typed is back in the form: please check it and send it again.",
        expired: "Your exploration call request saved while offline waited more than 7 days for a connection and has been deleted unsent.",
      },
    },
    cancelLabel: "Don't send it",
    confirmCancelLabel: "Delete it",
    keepLabel: "Keep it",
    cancelled: "Cancelled: nothing will be sent. What you typed is still in the form.",
    cancelledInFlight: "Cancelled: it won't be tried again. It was already on its way, so it may still arrive. What you typed is still in the form.",
    unkept:
      "You're offline, and this browser can't save what you typed on this device (private browsing can prevent it), so nothing has been sent. It's all still in the form: send it again once you're back online.",
    refusedEntry: "Saved on {time} and not sent: “{summary}”.",
    restoreLabel: "Put it back in the form",
  },
} satisfies OfflineContent;

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
    savedIntro: "You read these pages on this device, so they open without a connection:",
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
        waiting: "A subscription saved on this device at {time} is waiting for a connection to be sent.",
        dropped: "Your subscription saved while offline could not be sent and has been removed. Please subscribe again.",
        expired: "Your subscription saved while offline waited more than 7 days for a connection and has been removed.",
      },
      contact: {
        queued: "You're offline. Your message is saved on this device and will be sent as soon as you're back online.",
        waiting: "A message saved on this device at {time} is waiting for a connection to be sent.",
        dropped: "Your message saved while offline could not be sent and has been removed. Please send it again.",
        expired: "Your message saved while offline waited more than 7 days for a connection and has been removed.",
      },
      developerSignup: {
        queued: "You're offline. Your sign-up is saved on this device, without your password, and will be sent as soon as you're back online.",
        waiting: "A developer sign-up saved on this device at {time} is waiting for a connection to be sent.",
        dropped: "Your developer sign-up saved while offline could not be sent and has been removed. Please sign up again.",
        expired: "Your developer sign-up saved while offline waited more than 7 days for a connection and has been removed.",
      },
      organizationRequest: {
        queued: "You're offline. Your request is saved on this device and will be sent as soon as you're back online.",
        waiting: "An exploration call request saved on this device at {time} is waiting for a connection to be sent.",
        dropped: "Your exploration call request saved while offline could not be sent and has been removed. Please send it again.",
        expired: "Your exploration call request saved while offline waited more than 7 days for a connection and has been removed.",
      },
    },
    cancelLabel: "Don't send it",
    cancelled: "Cancelled: nothing will be sent. What you typed is still in the form.",
  },
} satisfies OfflineContent;

import type { ErrorContent, NotFoundContent } from "../types";
import { routes } from "../routes";

export const notFound = {
  title: "Page not found",
  heading: "We couldn't find that page",
  body: "The link may be out of date, or the address may have a typo. These pages are a good place to start:",
  links: [
    { label: "Home", href: routes.home },
    { label: "About", href: routes.about },
    { label: "Services", href: routes.services },
    { label: "Contact", href: routes.contact },
  ],
} satisfies NotFoundContent;

export const appError = {
  heading: "Unexpected Application Error!",
  fallbackMessage: "Something went wrong while showing this page.",
  retryLabel: "Try again",
  homeLabel: "Back to home",
} satisfies ErrorContent;

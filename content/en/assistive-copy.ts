import type { AssistiveCopy } from "../types";

/**
 * Words components add around the content: heard by screen-reader users, or read as image text.
 * `{name}`-style placeholders are filled in when the page is built.
 */
export const assistiveCopy = {
  newTabNote: "(opens in a new tab)",
  stepLabel: "Step {number}:",
  portraitAlt: "Portrait of {name}, {role}",
} satisfies AssistiveCopy;

import type { AssistiveCopy } from "../types";

/**
 * Words components add around the content: heard by screen-reader users, or read as image text.
 * `{name}`-style placeholders are filled in when the page is built.
 */
export const assistiveCopy = {
  newTabNote: "(s’ouvre dans un nouvel onglet)",
  stepLabel: "Étape {number}\u00a0:",
  portraitAlt: "{name} — {role}",
} satisfies AssistiveCopy;

/**
 * The site under its own Content-Security-Policy: what the browser reports while a page runs, and the
 * policies a response carries.
 */
import type { Page } from "@playwright/test";

/** What a watched page has reported so far. */
export interface Watched {
  violations: Violation[];
  consoleErrors: string[];
  pageErrors: string[];
}

export interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Records every CSP violation of the page (the `securitypolicyviolation` events, through a binding so they
 * survive navigations), the browser's own console errors about the policy (these also show with JavaScript
 * off), and every uncaught page error. Call before the first navigation.
 */
export async function watchPage(page: Page): Promise<Watched> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  await page.exposeFunction("__reportViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __reportViolation: (v: unknown) => void }).__reportViolation;
        report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return { violations, consoleErrors, pageErrors };
}

/** Parses a policy header or meta into directive → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources.map((source) => source.toLowerCase())]),
  );
}

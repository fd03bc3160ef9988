/**
 * axe-core in the e2e suite (issue 9): WCAG 2.0, 2.1 and 2.2 at levels A and AA, no rule disabled.
 * axe judges colour contrast only on what is painted, so callers scroll reveal sections into view
 * (scrollThroughPage) before they analyse.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Runs axe on the page as it is now and fails with a readable list of every violation and node. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`),
  );
  expect(report, `axe violations in ${state}`).toEqual([]);
}

import { expect, test } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getContent } from "../content/dictionaries";
import { careers } from "../content/en/careers";
import { locales } from "../content/locales";
import { assistiveCopy } from "../content/en/assistive-copy";
import { site } from "../content/site";
import { OpenRoles } from "../app/[locale]/careers/_components/open-roles";
import { openRolesIn } from "../lib/careers";
import { fillPlaceholders } from "../lib/placeholders";

test.describe("/careers", () => {
  test("explains why to join and how the team works, and lists every open role with its details behind a disclosure and a way to apply", async ({ page }) => {
    await page.goto(careers.meta.path);
    const main = page.getByRole("main");
    for (const heading of [careers.why.title, careers.how.title, careers.roles.title]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const card of careers.why.cards) await expect(main.getByRole("heading", { level: 3, name: card.name })).toBeVisible();
    for (const principle of careers.how.principles) {
      await expect(main.getByRole("heading", { level: 3, name: principle.title })).toBeVisible();
    }

    // With no role open, the page shows the empty state, which the next test renders.
    const openRoles = openRolesIn(careers.openRoles);
    if (openRoles.length === 0) return;
    await page.getByRole("link", { name: careers.roles.title }).click();
    await expect(page).toHaveURL(/#open-roles$/);

    for (const role of openRoles) {
      const card = page.getByRole("article", { name: role.title });
      await expect(card.getByRole("heading", { level: 3, name: role.title })).toBeVisible();
      await expect(card.getByText(role.location)).toBeVisible();
      await expect(card.getByText(role.summary)).toBeVisible();

      const firstDuty = card.getByText(role.responsibilities[0] ?? "", { exact: true });
      await expect(firstDuty).toBeHidden();
      await card.getByText(careers.roles.detailsLabel).click();
      await expect(firstDuty).toBeVisible();

      // Each apply link names its role to screen readers: "Apply by e-mail: <title>".
      const apply = card.getByRole("link", { name: fillPlaceholders(careers.roles.applyName, { role: role.title }), exact: true });
      await expect(apply).toHaveText(careers.roles.applyLabel);
      await expect(apply).toHaveAttribute("href", new RegExp(`^mailto:${site.email.replace(/\./g, "\\.")}\\?subject=`));
      expect(decodeURIComponent((await apply.getAttribute("href")) ?? "")).toContain(role.title);
    }
  });

  // On a tablet (768 to 1023 px), the reasons to join are a card a row, each icon beside its words (CardGridSection):
  // three columns there left about 170 px of text a line.
  test("on a tablet, each reason to join reads across its card, in every language", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    for (const locale of locales) {
      const { careers: copy } = getContent(locale);
      await page.goto(copy.meta.path);
      const section = page.getByRole("region", { name: copy.why.title, exact: true });
      for (const card of copy.why.cards) {
        const words = await section.getByText(card.description, { exact: true }).boundingBox();
        expect(words!.width, `${locale}: "${card.name}" is read at a width of`).toBeGreaterThan(480);
      }
    }
  });

  test("shows a friendly 'no open roles right now' state with ways to stay in touch when the list is empty", async ({ page }) => {
    // The same component the page uses, rendered with an empty list (no test-only route ships).
    const markup = renderToStaticMarkup(createElement(OpenRoles, { id: "open-roles", copy: careers.roles, roles: [], newTabNote: assistiveCopy.newTabNote }));
    await page.setContent(`<main>${markup}</main>`);

    await expect(page.getByRole("heading", { level: 3, name: careers.roles.empty.title })).toBeVisible();
    await expect(page.getByText(careers.roles.empty.body)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("link", { name: careers.roles.empty.primary.label })).toHaveAttribute("href", careers.roles.empty.primary.href);
    await expect(page.getByRole("link", { name: careers.roles.empty.emailLabel })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.email.replace(/\./g, "\\.")}`),
    );
    const social = page.getByRole("link", { name: new RegExp(careers.roles.empty.socialLabel) });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  });
});

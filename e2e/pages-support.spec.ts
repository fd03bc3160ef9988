import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { contact } from "../content/en/contact";
import { locales } from "../content/locales";
import { site } from "../content/site";
import { support } from "../content/en/support";
import { wordsBrokenAtHyphen } from "./support/line-breaks";

test.describe("/support", () => {
  // Two stories on one browser page, each from its own load (D115).
  test("answers questions in a disclosure list that opens with the mouse and the keyboard; the jump links, the contact details and the links in answers lead on", async ({
    page,
  }) => {
    await test.step("answers questions for talent and for organisations in a disclosure list that opens with the mouse and the keyboard", async () => {
      await page.goto(support.meta.path);
      for (const group of support.groups) {
        const section = page.getByRole("region", { name: group.title });
        await expect(section.getByRole("heading", { level: 2, name: group.title })).toBeVisible();
        await expect(section.locator("details")).toHaveCount(group.items.length);

        for (const item of group.items) {
          await expect(section.locator("summary").filter({ hasText: item.question })).toBeVisible();
          // Closed at first: only the question shows until it is opened.
          const details = section.locator("details").filter({ has: page.locator("summary").filter({ hasText: item.question }) });
          await expect(details).not.toHaveAttribute("open");
        }
      }

      const group = support.groups[0];
      const item = group?.items[0];
      if (!group || !item) throw new Error("content/support.ts has no questions");
      const answer = page.getByText(item.answer[0] ?? "", { exact: true });
      const question = page.locator("summary").filter({ hasText: item.question });

      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await question.click();
      await expect(answer).toBeHidden();

      await question.focus();
      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();
      await page.keyboard.press("Space");
      await expect(answer).toBeHidden();
    });
    await test.step("the jump links and the contact details reach the team, and links inside answers lead to real pages", async () => {
      await page.goto(support.meta.path);
      const jump = page.getByRole("navigation", { name: support.jumpLabel });
      await jump.getByRole("link", { name: support.reach.title }).click();
      await expect(page).toHaveURL(new RegExp(`#${support.reach.id}$`));

      const reach = page.getByRole("region", { name: support.reach.title });
      await expect(reach.getByRole("heading", { level: 2, name: support.reach.title })).toBeInViewport();
      await expect(reach.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      for (const phone of site.phones) await expect(reach.getByRole("link", { name: phone.number })).toBeVisible();
      await expect(reach.getByRole("link", { name: contact.info.quickChat.linkLabel })).toHaveAttribute("href", site.schedulingUrl);
      await expect(reach.getByRole("link", { name: support.reach.cta.label })).toHaveAttribute("href", support.reach.cta.href);

      const question = page.locator("summary").filter({ hasText: "How do I correct or delete the details I sent you?" });
      await question.click();
      await page.getByRole("link", { name: "Privacy Policy" }).first().click();
      await expect(page).toHaveURL(/\/privacy$/);
    });
  });

  // A balanced question on a phone once ended a line on "well-" or "est-" (docs/design.md#type-scale).
  test("no question or title breaks a word at its hyphen on a phone, in every language", { tag: "@mobile-only" }, async ({ page }) => {
    for (const locale of locales) {
      await page.goto(getContent(locale).support.meta.path);
      expect(await wordsBrokenAtHyphen(page, "summary, h1, h2"), `${locale}: words broken at their hyphen`).toEqual([]);
    }
  });
});

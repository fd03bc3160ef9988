import { expect, test } from "@playwright/test";
import { contact } from "../content/en/contact";
import { site } from "../content/site";
import { telHref } from "../lib/contact-links";
import { expectOpensInNewTab } from "./support/links";

// Sending the message is covered by the forms suite; this file checks what the page shows.
test.describe("Contact page", () => {
  // Read from one load, card by card; at both widths, because the two columns stack on phones.
  test("the page shows its title, intro, every contact card, the office hours and the form", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/contact");
    await test.step("title 'Let's Partner for Change' and the intro", async () => {
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText("Let's Partner for Change");
      await expect(h1).toHaveText(contact.page.title);
      const intro = page.getByText(contact.page.subtitle);
      await expect(intro).toBeVisible();
      await expect(intro).toContainText("organisation committed to education, innovation or global development");
    });
    await test.step("email card: mail link and response note", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: contact.info.email.title, exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(main.getByText("We aim to respond within 24 hours")).toBeVisible();
    });
    await test.step("phone card: Canada and Rwanda numbers as tel: links, and the hours note", async () => {
      const main = page.getByRole("main");
      expect(site.phones.map((phone) => phone.label)).toEqual(["Canada", "Rwanda"]);
      for (const phone of site.phones) {
        const row = main.getByRole("listitem").filter({ hasText: phone.label });
        await expect(row).toBeVisible();
        const link = row.getByRole("link", { name: phone.number });
        await expect(link).toHaveAttribute("href", telHref(phone.number));
        await expect(link).toHaveAttribute("href", /^tel:\+\d{6,15}$/);
      }
      // The spec's words, then the city whose clock they mean (EST is only half the year's; docs/decisions.md#d70).
      await expect(main.getByText("Available Mon-Fri, 9AM-6PM EST (Toronto time)")).toBeVisible();
    });
    await test.step("Quick Chat: booking link in a new tab and the 15-minute note", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: contact.info.quickChat.title, exact: true })).toBeVisible();
      const link = main.getByRole("link", { name: contact.info.quickChat.linkLabel });
      await expect(link).toHaveAttribute("href", site.schedulingUrl);
      await expectOpensInNewTab(link);
      await expect(main.getByText("Schedule a 15-min call instantly")).toBeVisible();
    });
    await test.step("Connect With Us: Twitter, LinkedIn, GitHub and Instagram in new tabs", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: contact.info.social.title, exact: true })).toBeVisible();
      for (const name of ["Twitter", "LinkedIn", "GitHub", "Instagram"]) {
        const link = main.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", site.socials.find((social) => social.label === name)?.href ?? "");
        await expect(link).toHaveAttribute("href", /^https:\/\//);
        await expectOpensInNewTab(link);
      }
    });
    await test.step("Office Hours: the spec's rows, in EST on Toronto's clock, then the Rwanda office's own", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Office Hours" })).toBeVisible();
      const rows = contact.info.hours.rows.map((row) => [row.days, row.hours]);
      expect(rows.slice(0, 3)).toEqual([
        ["Monday-Friday", "9:00 AM-6:00 PM EST (Toronto time)"],
        ["Saturday", "10:00 AM-2:00 PM EST (Toronto time)"],
        ["Sunday", "Closed"],
      ]);
      await expect(main.getByRole("term")).toHaveText(rows.map(([days]) => days ?? ""));
      await expect(main.getByRole("definition")).toHaveText(rows.map(([, hours]) => hours ?? ""));
    });
    await test.step("the form column shows its labelled fields next to the information column", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: contact.form.title })).toBeVisible();
      await expect(main.getByLabel(contact.form.nameLabel, { exact: true })).toBeVisible();
      await expect(main.getByLabel(contact.form.emailLabel, { exact: true })).toHaveAttribute("type", "email");
      await expect(main.getByLabel(contact.form.messageLabel, { exact: true })).toBeVisible();
      await expect(main.getByRole("button", { name: contact.form.submitLabel })).toBeVisible();

      // Two columns side by side on wide screens, stacked on narrow ones.
      const info = await main.getByRole("heading", { name: contact.info.email.title, exact: true }).boundingBox();
      const form = await main.getByRole("heading", { name: contact.form.title }).boundingBox();
      expect(info && form).toBeTruthy();
      if (info && form) {
        if ((page.viewportSize()?.width ?? 0) >= 1024) expect(form.x).toBeGreaterThan(info.x + info.width);
        else expect(form.y).toBeGreaterThan(info.y);
      }
    });
  });

  // Above the form on a tablet, the cards go two a row (e-mail and phone, Quick Chat and office hours), then the social
  // links across: stacked one a row, they put the form 1,000 px down. On a phone they stack; beside the form, too.
  test("on a tablet the contact cards are two a row, one a row on a phone and beside the form", async ({ page }) => {
    const row = async (title: string) => (await page.getByRole("main").getByRole("heading", { name: title, exact: true }).boundingBox())?.y;
    const { email, phone, quickChat, hours, social } = contact.info;
    for (const [width, twoARow] of [
      [768, true],
      [375, false],
      [1280, false],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const rows = [await row(email.title), await row(phone.title), await row(quickChat.title), await row(hours.title), await row(social.title)];
      if (twoARow) {
        expect(rows[0], `${width} px: e-mail beside phone`).toBe(rows[1]);
        expect(rows[2], `${width} px: Quick Chat beside office hours`).toBe(rows[3]);
        expect(rows[4]!, `${width} px: the social links below`).toBeGreaterThan(rows[3]!);
      } else {
        for (let index = 1; index < rows.length; index++)
          expect(rows[index]!, `${width} px: card ${index + 1} below card ${index}`).toBeGreaterThan(rows[index - 1]!);
      }
    }
  });
});

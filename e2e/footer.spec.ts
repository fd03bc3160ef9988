import { expect, test } from "@playwright/test";
import { footer } from "../content/en/navigation";
import { site } from "../content/site";
import { expectOpensInNewTab, hrefsOf } from "./support/links";
import { requiredFooterHrefs } from "./support/site-pages";

// Only the footer's links are checked here (their href); the pages they lead to belong to another suite,
// and so does sending the newsletter form.
test.describe("Footer", () => {
  // The footer is the same on every page: read from one load.
  test("its link groups, newsletter form, social links and copyright, whose year the browser computes", async ({ page }) => {
    await page.goto("/");
    await test.step("sections Company, More and Resources with every required link", async () => {
      const contentinfo = page.getByRole("contentinfo");
      for (const title of ["Company", "More", "Resources"]) {
        await expect(contentinfo.getByRole("heading", { name: title, exact: true })).toBeVisible();
      }

      // The required footer links (docs/decisions.md#d7).
      const groupHrefs = footer.groups.flatMap((group) => group.links.map((link) => link.href));
      expect(groupHrefs).toEqual(requiredFooterHrefs);
      const shown = await hrefsOf(contentinfo.getByRole("navigation").getByRole("link"));
      expect(shown).toEqual(requiredFooterHrefs);

      await expect(contentinfo.getByRole("link", { name: "Workforce Upskilling", exact: true })).toHaveAttribute("href", "/services/job-simulation");
      await expect(contentinfo.getByRole("link", { name: "Resources", exact: true })).toHaveAttribute("href", "/services/mental-health");

      // Each link sits in its own labelled group, under the content's label.
      for (const group of footer.groups) {
        const nav = contentinfo.getByRole("navigation", { name: group.title, exact: true });
        await expect(nav.getByRole("link")).toHaveText(group.links.map((link) => link.label));
        for (const link of group.links) {
          await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
        }
      }
    });
    await test.step("newsletter form: one e-mail input and a submit button", async () => {
      const contentinfo = page.getByRole("contentinfo");
      await expect(contentinfo.getByRole("heading", { name: footer.newsletter.title })).toBeVisible();
      const email = contentinfo.getByRole("textbox", { name: footer.newsletter.emailLabel });
      await expect(email).toBeVisible();
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveJSProperty("required", true);
      await expect(contentinfo.getByRole("textbox")).toHaveCount(1);
      const submit = contentinfo.getByRole("button", { name: footer.newsletter.submitLabel });
      await expect(submit).toBeVisible();
      await expect(submit).toHaveJSProperty("type", "submit");
    });
    await test.step("four social links open in a new tab", async () => {
      const contentinfo = page.getByRole("contentinfo");
      expect(site.socials.map((social) => social.label)).toEqual(["Twitter", "LinkedIn", "GitHub", "Instagram"]);
      for (const social of site.socials) {
        const link = contentinfo.getByRole("link", { name: social.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", social.href);
        await expectOpensInNewTab(link);
      }
    });
    await test.step("copyright shows this year", async () => {
      const year = new Date().getFullYear();
      await expect(page.getByRole("contentinfo").getByText(`© ${year} ${site.name}`)).toBeVisible();
    });
    // Last: a clock set for the next load.
    await test.step("copyright year is computed in the visitor's browser, not at build time", async () => {
      await page.clock.setFixedTime(new Date("2031-03-15T12:00:00"));
      await page.goto("/");
      const contentinfo = page.getByRole("contentinfo");
      await expect(contentinfo.getByText("© 2031", { exact: false })).toBeVisible();
      const line = footer.copyright.replace("{year}", "2031").replace("{name}", site.name);
      await expect(contentinfo.getByText(line, { exact: true })).toBeVisible();
    });
  });
});

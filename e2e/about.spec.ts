import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { about } from "../content/en/about";
import { locales } from "../content/locales";
import { teamMembers } from "../lib/team";
import { scrollThroughPage } from "./support/page-state";

test.describe("About", () => {
  // What the page shows, read from one load, section by section.
  test("every section shows its copy", async ({ page }) => {
    await page.goto("/about");
    await test.step("anchor 'about' with one h1 and the tagline", async () => {
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(about.title);
      await expect(page.getByText(about.tagline, { exact: true })).toBeVisible();
      // The anchor wraps the heading, so /about#about lands on it.
      await expect(page.getByRole("main").locator("#about").getByRole("heading", { level: 1 })).toHaveText(about.title);
    });
    await test.step("Our Story with Mission and Vision", async () => {
      const story = page.getByRole("region", { name: about.story.title, exact: true });
      await expect(story.getByRole("heading", { level: 2 })).toHaveText(about.story.title);
      for (const paragraph of about.story.paragraphs) await expect(story.getByText(paragraph)).toBeVisible();
      for (const item of [about.mission, about.vision]) {
        await expect(story.getByRole("heading", { name: item.title, level: 3 })).toBeVisible();
        await expect(story.getByText(item.body)).toBeVisible();
      }
      await expect(story.getByRole("heading", { level: 3 })).toHaveText(["Our Mission", "Our Vision"]);
    });
    await test.step("Our Solutions: Educate, Innovate and Scale cards", async () => {
      const solutions = page.getByRole("region", { name: "Our Solutions", exact: true });
      await expect(solutions.getByRole("heading", { level: 2 })).toHaveText(about.solutions.title);
      await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(["Educate", "Innovate", "Scale"]);
      for (const card of about.solutions.cards) {
        const article = solutions.getByRole("article").filter({ has: page.getByRole("heading", { name: card.name, exact: true }) });
        await expect(article).toContainText(card.description);
      }
    });
    await test.step("Meet Our Team: four photo cards with name and role", async () => {
      const team = page.getByRole("region", { name: about.team.title, exact: true });
      await expect(team.getByRole("article")).toHaveCount(4);
      const members = teamMembers(about.team.members);
      await expect(team.getByRole("heading", { level: 3 })).toHaveText(members.map((member) => member.name));
      const roles = ["Founder & CEO", "Co-founder & CTO", "Product Developer", "AI Engineer"];
      expect(members.map((member) => member.role)).toEqual(roles);
      await scrollThroughPage(page);
      for (const member of members) {
        const card = team.getByRole("article").filter({ has: page.getByRole("heading", { name: member.name, exact: true }) });
        await expect(card.getByText(member.role, { exact: true })).toBeVisible();
        const photo = card.getByRole("img");
        await expect(photo).toHaveAccessibleName(new RegExp(member.name));
        await expect(photo).toHaveAttribute("width", /^\d+$/);
        await expect(photo).toHaveAttribute("height", /^\d+$/);
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: `photo of ${member.name} loads`,
          })
          .toBe(true);
      }
    });
  });

  // On a tablet (768 to 1023 px), two team cards a row, each portrait beside its words (docs/design.md): a name is
  // never broken, not even at its hyphen, in any language.
  test("on a tablet, each team member's name is on one line, in every language", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    for (const locale of locales) {
      const { about: copy } = getContent(locale);
      await page.goto(copy.meta.path);
      await page.evaluate(() => document.fonts.ready);
      const names = page.getByRole("region", { name: copy.team.title, exact: true }).getByRole("heading", { level: 3 });
      const lines = await names.evaluateAll((elements) =>
        elements.map(
          (element) => `${element.textContent}: ${Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))}`,
        ),
      );
      expect(lines, `${locale}: lines per name`).toEqual(teamMembers(copy.team.members).map((member) => `${member.name}: 1`));
    }
  });
});

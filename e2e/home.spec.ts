import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { contact } from "../content/en/contact";
import { home } from "../content/en/home";
import { localeInfo, locales } from "../content/locales";
import { localePath, routes } from "../content/routes";

test.describe("Home", () => {
  // What the page shows is read from one load, section by section; following a link is a test of its own.
  test("every section shows its copy", async ({ page }) => {
    await page.goto("/");
    await test.step("hero shows the badge, headline, tagline and both calls to action", async () => {
      const hero = page.getByRole("region", { name: "Building a Borderless AI Future" });
      await expect(hero).toHaveAttribute("id", "home");
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Building a Borderless AI Future");
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
      await expect(hero.getByText("Unlocking Global AI Talent for a More Inclusive Future", { exact: true })).toBeVisible();
      await expect(hero.getByText(home.hero.badge, { exact: true })).toBeVisible();
      // Partners land on the Organization form (docs/decisions.md#d61).
      await expect(hero.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/signup#organization");
      await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
      // Drawn into the HTML (components/ui/inline-illustration.tsx), so it paints with the words and is never fetched.
      await expect(hero.getByRole("img", { name: home.hero.illustration.alt })).toBeVisible();
      await expect(hero.locator("svg[role=img]")).toHaveAccessibleName(home.hero.illustration.alt);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
    await test.step("each 'Learn More' keeps its visible words and is named for where it leads (WCAG 2.4.4)", async () => {
      const links = [
        { region: home.hero.headline, link: home.hero.secondary },
        ...home.features.map((feature) => ({ region: feature.title, link: feature.link })),
      ];
      for (const { region, link } of links) {
        const learnMore = page.getByRole("region", { name: region, exact: true }).getByRole("link", { name: "Learn More" });
        expect(link.context, "a vague label needs its context").toBeTruthy();
        await expect(learnMore).toHaveAccessibleName(`Learn More ${link.context}`);
        // What a sighted visitor reads is unchanged: the context is visually hidden (a 1 px clipped box).
        await expect(learnMore).toContainText(link.label);
        const context = learnMore.getByText(link.context ?? "", { exact: true });
        expect((await context.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      }
    });
    await test.step("The Problem: a global talent gap with Educate, Scale and Innovate cards", async () => {
      const problem = page.getByRole("region", { name: "A Global Talent Gap in AI" });
      await expect(problem.getByRole("heading", { level: 2 })).toHaveText(home.problem.title);
      await expect(problem.getByRole("heading", { level: 3 })).toHaveText(["Educate", "Scale", "Innovate"]);
      await expect(problem.getByRole("article")).toHaveCount(3);
      for (const card of home.problem.cards) {
        const article = problem.getByRole("article").filter({ has: page.getByRole("heading", { name: card.name, exact: true }) });
        await expect(article).toContainText(card.description);
      }
    });
    await test.step("Our Impact Areas: three goal cards and the closing line", async () => {
      const impact = page.getByRole("region", { name: "Our Impact Areas" });
      await expect(impact.getByRole("article")).toHaveCount(3);
      await expect(impact.getByRole("heading", { level: 3 })).toHaveText(home.impact.goals.map((goal) => goal.name));
      for (const goal of home.impact.goals) {
        const card = impact.getByRole("article").filter({ has: page.getByRole("heading", { name: goal.name }) });
        await expect(card).toContainText(goal.goal);
        await expect(card).toContainText(goal.description);
      }
      await expect(impact.getByText(home.impact.closing)).toBeVisible();
      await expect(impact.getByText("where talent meets opportunity and innovation meets impact")).toBeVisible();
    });
    await test.step("Digital Transformation Solutions: three groups with 4, 3 and 3 items", async () => {
      const solutions = page.getByRole("region", { name: "Digital Transformation Solutions" });
      const expected = [
        { title: "Integrated Digital Transformation Solutions", count: 4 },
        { title: "Bridging the Digital Gap", count: 3 },
        { title: "End-to-End Digital Transformation", count: 3 },
      ];
      await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(expected.map((group) => group.title));
      for (const [index, { title, count }] of expected.entries()) {
        const group = solutions.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
        await expect(group.getByRole("listitem")).toHaveCount(count);
        await expect(group.getByRole("listitem")).toHaveText(home.solutions.groups[index]?.items ?? []);
      }
    });
    await test.step("two image-and-text blocks, each with 'Learn More' to /signup", async () => {
      const titles = ["The Technology: Scalable, Localised, and Ethical", "The Impact: Real Skills, Real Jobs, Real Change"];
      expect(home.features.map((feature) => feature.title)).toEqual(titles);
      for (const feature of home.features) {
        const block = page.getByRole("region", { name: feature.title, exact: true });
        await expect(block.getByRole("heading", { level: 2 })).toHaveText(feature.title);
        await expect(block.getByRole("img", { name: feature.illustration.alt })).toBeVisible();
        // From 1024 px the collapsed detail of a phone is open, its summary gone (docs/decisions.md#d103).
        await expect(block.locator("summary")).toBeHidden();
        for (const paragraph of feature.body) await expect(block.getByText(paragraph, { exact: true })).toBeVisible();
        for (const point of feature.points) await expect(block.getByText(point, { exact: true })).toBeVisible();
        const learnMore = block.getByRole("link", { name: "Learn More" });
        await expect(learnMore).toHaveCount(1);
        await expect(learnMore).toHaveAttribute("href", "/signup");
      }
      // Text and image alternate sides: the second block mirrors the first on wide screens.
      const [first, second] = home.features;
      if (first && second && (page.viewportSize()?.width ?? 0) >= 1024) {
        const side = async (title: string, alt: string) => {
          const block = page.getByRole("region", { name: title, exact: true });
          const image = await block.getByRole("img", { name: alt }).boundingBox();
          const heading = await block.getByRole("heading", { level: 2 }).boundingBox();
          return (image?.x ?? 0) < (heading?.x ?? 0) ? "image-left" : "image-right";
        };
        expect(await side(first.title, first.illustration.alt)).toBe("image-left");
        expect(await side(second.title, second.illustration.alt)).toBe("image-right");
      }
    });
    await test.step("closing call to action repeats the two doors, with their words: the Organization form, then the Developer form", async () => {
      const closing = page.getByRole("region", { name: home.closing.title });
      await expect(closing.getByText(home.closing.body)).toBeVisible();
      await expect(closing.getByRole("link", { name: "Partner With Us", exact: true })).toHaveAttribute("href", "/signup#organization");
      await expect(closing.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup#developer");
    });
    await test.step("embeds the contact section under #contact with 'Get In Touch'", async () => {
      const section = page.getByRole("region", { name: "Get In Touch" });
      await expect(section).toHaveAttribute("id", "contact");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(contact.embedded.title);
      await expect(section.getByText(contact.embedded.subtitle)).toBeVisible();
      await expect(section.getByText("We aim to respond within 24 hours")).toBeVisible();
      await expect(section.getByLabel(contact.form.nameLabel, { exact: true })).toBeVisible();
      await expect(section.getByLabel(contact.form.emailLabel, { exact: true })).toBeVisible();
      await expect(section.getByLabel(contact.form.messageLabel, { exact: true })).toBeVisible();
    });
  });

  test("the hero's calls to action and a feature block's 'Learn More' lead where they say", async ({ page }) => {
    const hero = page.getByRole("region", { name: home.hero.headline });
    for (const { name, link, path } of [
      { name: "Partner With Us", link: () => hero.getByRole("link", { name: "Partner With Us" }), path: /\/signup#organization$/ },
      { name: "the hero's Learn More", link: () => hero.getByRole("link", { name: "Learn More" }), path: /\/about$/ },
      {
        name: "a feature block's Learn More",
        link: () => page.getByRole("region", { name: home.features[1]?.title ?? "", exact: true }).getByRole("link", { name: "Learn More" }),
        path: /\/signup$/,
      },
    ]) {
      await test.step(name, async () => {
        await page.goto("/");
        await link().click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
  });

  // A small phone (360 × 640, the size of many Android phones' viewport): the hero's main call to action is on the
  // first screen in every language, with nothing to scroll (issue 29).
  // A step per language on one browser page, with no service worker to answer the next load (D115).
  test.describe(() => {
    test.use({ serviceWorkers: "block" });
    test("on a 360 × 640 phone the hero's main button is fully in view, in every language", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      for (const locale of locales) {
        await test.step(`${localeInfo[locale].name}: on a 360 × 640 phone the hero's main button is fully in view`, async () => {
          const { hero } = getContent(locale).home;
          await page.goto(localePath(locale, routes.home));
          const main = page.getByRole("region", { name: hero.headline, exact: true }).getByRole("link", { name: getContent(locale).navigation.doors[1].label });
          await expect(main).toBeInViewport({ ratio: 1 });
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
        });
      }
    });
  });
});

import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { services } from "../content/en/services";
import { locales } from "../content/locales";

test.describe("Services", () => {
  test("the title, the tagline, the three service cards and the closing call to action", async ({ page }) => {
    await page.goto("/services");
    await test.step("title 'Our Solutions' and the inclusive-ecosystem tagline", async () => {
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText("Our Solutions");
      await expect(h1).toHaveText(services.title);
      const tagline = page.getByText(services.tagline, { exact: true });
      await expect(tagline).toBeVisible();
      await expect(tagline).toContainText("inclusive AI ecosystem");
      await expect(tagline).toContainText("professional network and challenge platform");
    });
    await test.step("three service cards, each with a description and five checkmarked features", async () => {
      const serviceNames = new RegExp(`^(${services.cards.map((service) => service.name).join("|")})$`);
      // The programme cards further down are articles too: keep the three service cards.
      const cards = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: serviceNames }) });
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole("heading")).toHaveText(["AI Integration Services", "AI and Software Product Engineering", "AI Consulting Services"]);

      for (const service of services.cards) {
        const card = cards.filter({ has: page.getByRole("heading", { name: service.name, exact: true }) });
        await expect(card.getByText(service.description)).toBeVisible();
        const features = card.getByRole("listitem");
        await expect(features).toHaveCount(5);
        await expect(features).toHaveText(service.features);
        // The checkmark is a decorative icon with no accessible handle: one drawn icon per line.
        for (const feature of await features.all()) await expect(feature.locator("svg")).toHaveCount(1);
      }
    });
    // Last, on the same load: following it leaves the page.
    await test.step("closing call to action leads to /contact", async () => {
      const closing = page.getByRole("region", { name: services.closing.title });
      await expect(closing.getByText(services.closing.body)).toBeVisible();
      await closing.getByRole("link", { name: services.closing.cta.label }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Partner for Change");
    });
  });

  // Side by side, the three cards share one rhythm in every language (issue 40): titles, descriptions and the lists'
  // rules start on one line however long each text is, and no card has a link the others lack. On a tablet, one a row.
  test("the service cards line up and end alike, in every language", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const locale of locales) {
      const { services: copy } = getContent(locale);
      await page.goto(copy.meta.path);
      await page.evaluate(() => document.fonts.ready);
      const cards = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { level: 2 }) })
        .filter({ has: page.getByRole("list") });
      await expect(cards).toHaveCount(copy.cards.length);
      const tops = (locator: string) =>
        cards.locator(locator).evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      for (const part of ["h2", "p", "ul"]) expect(new Set(await tops(part)), `${locale}: each card's ${part} starts on one line`).toHaveProperty("size", 1);
      await expect(cards.getByRole("link"), `${locale}: no card has a lone link`).toHaveCount(0);
    }
    // On a tablet, a card a row: its list beside its words, from the card's top (docs/design.md#spacing-and-rhythm).
    await page.setViewportSize({ width: 768, height: 900 });
    for (const locale of locales) {
      await page.goto(getContent(locale).services.meta.path);
      const cards = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("list") });
      for (const card of await cards.all()) {
        const [words, list] = await Promise.all([card.getByRole("heading", { level: 2 }).boundingBox(), card.getByRole("list").boundingBox()]);
        expect(list!.x, `${locale}: the list stands right of the title`).toBeGreaterThan(words!.x + words!.width);
        expect(list!.y, `${locale}: the list starts above the title`).toBeLessThan(words!.y);
      }
    }
  });
});

import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales } from "../content/locales";
import { programmes, programmesSection } from "../content/en/programmes";
import { services } from "../content/en/services";
import { wordsBrokenAtHyphen } from "./support/line-breaks";

test.describe("every programme page", () => {
  // Pages only read: a step per programme on one browser page, each a first visit (D115).
  test.use({ serviceWorkers: "block" });

  test("says what it is, who it is for, how it works, and ends with a call to action", async ({ page }) => {
    test.setTimeout(programmes.length * 15_000);
    for (const programme of programmes) {
      await test.step(programme.meta.path, async () => {
        await page.goto(programme.meta.path);
        const main = page.getByRole("main");
        await expect(main.getByText(programme.label, { exact: true }).first()).toBeVisible();

        await expect(main.getByRole("heading", { level: 2, name: programme.overview.title })).toBeVisible();
        for (const point of programme.overview.points) await expect(main.getByText(point, { exact: true })).toBeVisible();

        await expect(main.getByRole("heading", { level: 2, name: programme.audience.title })).toBeVisible();
        for (const card of programme.audience.cards) await expect(main.getByRole("heading", { level: 3, name: card.name })).toBeVisible();

        await expect(main.getByRole("heading", { level: 2, name: programme.steps.title })).toBeVisible();
        await expect(
          main
            .getByRole("list")
            .filter({ has: page.getByRole("heading", { level: 3, name: programme.steps.items[0]?.title ?? "" }) })
            .getByRole("listitem"),
        ).toHaveCount(programme.steps.items.length);
        if (programme.note) await expect(main.getByRole("complementary", { name: programme.note.title })).toContainText(programme.note.body);

        const cta = main.getByRole("region", { name: programme.cta.title });
        await expect(cta.getByRole("link", { name: programme.cta.primary.label })).toHaveAttribute("href", programme.cta.primary.href);
        // Sign-up links for one audience open its form (docs/decisions.md#d61): a programme for learners opens Developer.
        expect(["/signup", "/signup#developer", "/contact"]).toContain(programme.cta.primary.href);
      });
    }
  });
});

test("/services links to every programme page", async ({ page }) => {
  await page.goto(services.meta.path);
  const section = page.getByRole("region", { name: programmesSection.title });
  await expect(section).toBeVisible();
  for (const programme of programmes) {
    await expect(section.getByRole("link", { name: programme.label, exact: true })).toHaveAttribute("href", programme.meta.path);
  }

  const first = programmes[0];
  if (!first) throw new Error("No programme is defined in content/programmes.ts");
  await section.getByRole("link", { name: first.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${first.meta.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.hero.title);
});

// Issue 29: side by side, a strip's figures share one line however many lines each label takes (components/ui/stat-strip.tsx).
test("every stat strip lines its figures up, in every language", async ({ page }) => {
  // Sixteen loads on one page: 22 s in CI, over 30 s at a load of 24 on two cores.
  test.slow();
  for (const locale of locales) {
    const { home, programmes: pages } = getContent(locale);
    const strips = [
      { path: home.meta.path, stats: home.hero.stats },
      ...pages.map((programme) => ({ path: programme.meta.path, stats: programme.hero.facts })),
    ];
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, stats } of strips) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const tops: number[] = [];
        for (const stat of stats) {
          const figure = page.getByRole("listitem").filter({ hasText: stat.label }).getByText(stat.value, { exact: true });
          tops.push(Math.round((await figure.boundingBox())?.y ?? -1));
        }
        expect(new Set(tops).size, `${path} at ${width} px: ${tops.join(", ")}`).toBe(1);
      }
    }
  }
});

// "From sign-up to show-/and-tell" was a title broken at a hyphen on a phone (docs/design.md#type-scale).
test("no programme page's title breaks a word at its hyphen on a phone, in every language", { tag: "@mobile-only" }, async ({ page }) => {
  for (const locale of locales) {
    for (const programme of getContent(locale).programmes) {
      await page.goto(programme.meta.path);
      expect(await wordsBrokenAtHyphen(page, "main :is(h1, h2, h3)"), `${programme.meta.path}: words broken at their hyphen`).toEqual([]);
    }
  }
});

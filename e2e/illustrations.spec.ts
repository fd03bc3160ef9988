import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales, type Locale } from "../content/locales";
import { localePath, routes } from "../content/routes";
import type { IllustrationContent, IllustrationName } from "../content/types";

// The site's drawings (components/illustrations/, docs/design.md#illustrations) are images of their own files; those of
// the home hero, Home's and Services' cards and the offline page are written into the HTML. With JavaScript off each is
// there, drawn, and either named by its alt text or hidden from assistive technology; its colours follow the colour
// scheme (docs/decisions.md#d86).

interface Placed {
  name: IllustrationName;
  /** A drawing that tells part of the page's story is an image named by this; without it, it is decoration. */
  alt?: string;
  /** Written into the page rather than an image: the hero's (the first screen's largest paint), the cards' spots (a
   * phone fetches them with the page) and the offline page's. */
  inline?: boolean;
}

/** A drawing the content names with its alt text. */
const told = ({ drawing, alt }: IllustrationContent): Placed => ({ name: drawing, alt });

/** Where each drawing is placed, read from the content that places it. */
function placements(locale: Locale): { path: string; drawings: Placed[] }[] {
  const { home, services, programmes } = getContent(locale);
  return [
    {
      path: home.meta.path,
      drawings: [
        { ...told(home.hero.illustration), inline: true },
        ...home.impact.goals.map((goal) => ({ name: goal.drawing, inline: true })),
        ...home.features.map((feature) => told(feature.illustration)),
      ],
    },
    { path: services.meta.path, drawings: services.cards.map((card) => ({ name: card.drawing, inline: true })) },
    ...programmes.map((programme) => ({ path: programme.meta.path, drawings: [told(programme.overview.illustration)] })),
    { path: localePath(locale, routes.offline), drawings: [{ name: "spot-offline", inline: true }] },
    { path: localePath(locale, "/no-such-page"), drawings: [{ name: "spot-not-found" }] },
  ];
}

test.describe("Illustrations, with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // One load per page, one browser page per language: a new page costs more than the checks (docs/testing.md).
  for (const locale of locales) {
    const pages = placements(locale);
    test(`every drawing of each ${locale} page`, { tag: "@both-widths" }, async ({ page }) => {
      test.setTimeout(pages.length * 15_000);
      for (const { path, drawings } of pages) {
        await test.step(`${path}: ${drawings.map((drawing) => drawing.name).join(", ")}`, async () => {
          await page.goto(path);
          const placed = page.locator("[data-illustration]");
          await expect(placed, `${path}'s drawings`).toHaveCount(drawings.length);
          for (const { name, alt, inline } of drawings) {
            const drawing = page.locator(`${inline ? "svg" : "img"}[data-illustration="${name}"]`);
            await expect(drawing, `${name} is in the page once`).toHaveCount(1);
            await drawing.scrollIntoViewIfNeeded();
            await expect(drawing, `${name} is drawn`).toBeVisible();
            if (alt) {
              await expect(page.getByRole("img", { name: alt, exact: true }), `${name} is an image named by its alt text`).toHaveCount(1);
              if (inline) await expect(drawing).toHaveAttribute("role", "img");
            } else if (inline) {
              await expect(drawing, `${name} is hidden from assistive technology`).toHaveAttribute("aria-hidden", "true");
            } else {
              await expect(drawing, `${name} is decoration, hidden from assistive technology`).toHaveAttribute("alt", "");
            }
            if (inline) {
              // Its outlines take the palette's ink: a drawing whose roles were missing would paint nothing.
              const ink = await drawing.evaluate((svg) => getComputedStyle(svg.querySelector("g")!).stroke);
              expect(ink, `${name}'s line colour`).toMatch(/^rgb/);
            } else {
              // Its file loaded and decoded: a lazy image near the viewport, or a missing file, would have no size.
              await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${name}'s file is drawn`).toBe(true);
            }
          }
        });
      }
    });
  }

  test("each image redraws itself in the dark scheme, with the colours its own file carries", async ({ page }) => {
    await page.goto("/");
    const drawing = page.locator('img[data-illustration="technology"]');
    await drawing.scrollIntoViewIfNeeded();
    // One ground behind it in both schemes (the page's own changes too), so only the drawing can differ.
    await drawing.evaluate((img: HTMLImageElement) => (img.style.background = "#808080"));
    const drawn = async (colorScheme: "light" | "dark") => {
      await page.emulateMedia({ colorScheme });
      await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      return drawing.screenshot({ animations: "disabled" });
    };
    const light = await drawn("light");
    expect((await drawn("dark")).equals(light), "the drawing in the dark scheme differs from the light one").toBe(false);
    expect((await drawn("light")).equals(light), "and is drawn as before in the light scheme again").toBe(true);
  });

  test("the palette follows the colour scheme: the dark scheme redraws the lines and the paper", async ({ page }) => {
    await page.goto("/");
    const palette = () =>
      page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        return { line: root.getPropertyValue("--illo-line").trim(), paper: root.getPropertyValue("--illo-paper").trim() };
      });
    await page.emulateMedia({ colorScheme: "light" });
    const light = await palette();
    await page.emulateMedia({ colorScheme: "dark" });
    const dark = await palette();
    expect(light.line && light.paper, "the light scheme defines the roles").toBeTruthy();
    expect(dark.line, "the dark scheme lightens the ink").not.toBe(light.line);
    expect(dark.paper, "and darkens the paper").not.toBe(light.paper);
  });
});

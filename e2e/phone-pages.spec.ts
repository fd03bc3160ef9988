/*
 * Shorter pages on a phone, and each audience's door at the top (issue 40, points 4 and 5; docs/decisions.md#d103 and
 * #d104), in every language of content/locales.ts: the home page, /services and /about stay under their heights at
 * 375 px; AI talent's and organisations' doors are on the home page's first 375 × 740 screen and in the phone menu,
 * each says who it is for and opens that audience's form.
 */
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { localeInfo, locales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { fillPlaceholders } from "../lib/placeholders";
import { scrollY, waitForHydration } from "./support/page-state";

/** The most each page may measure at 375 px, fonts loaded (2026-11-28, French: 7,765, 4,589 and 4,266 px; before: 12,396, 5,896, 6,676). */
const maxHeights = { [routes.home]: 8000, [routes.services]: 4750, [routes.about]: 4400 };

/** The page's full height once the site's font has loaded (a fallback font sets other line breaks). */
async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollHeight;
  });
}

const languages = locales.map((locale) => {
  const content = getContent(locale);
  const [talent, organisations] = content.navigation.doors;
  return { locale, content, talent, organisations, name: localeInfo[locale].name };
});

// Each check in every language, a step per language on one browser page (a new page costs more than the check), with
// no service worker to answer the next load: a visit leaves nothing that the next one reads (D115).
test.describe("on a 375 px phone, in every language", { tag: "@mobile-only" }, () => {
  test.use({ serviceWorkers: "block" });
  test.describe.configure({ timeout: 60_000 });

  test(
    Object.entries(maxHeights)
      .map(([path, max]) => `${path} is under ${max} px tall`)
      .join(", "),
    async ({ page }) => {
      for (const { locale, name } of languages) {
        for (const [path, max] of Object.entries(maxHeights)) {
          await test.step(`${name}: ${path} is under ${max} px tall`, async () => {
            await page.goto(localePath(locale, path));
            expect(await pageHeight(page), `${localePath(locale, path)}'s height`).toBeLessThan(max);
          });
        }
      }
    },
  );

  test("a feature's words and Home's other ways to get in touch are collapsed detail that a keyboard opens", async ({ page }) => {
    for (const { locale, content, name } of languages) {
      await test.step(name, async () => {
        await page.goto(localePath(locale, routes.home));
        const feature = content.home.features[0]!;
        const block = page.getByRole("region", { name: feature.title, exact: true });
        await expect(block.getByText(feature.points[0]!, { exact: true })).toBeHidden();
        const summary = block.locator("summary");
        // Each summary names its feature to a screen reader: "Read more about …", never two alike.
        await expect(summary).toHaveText(`${content.home.moreLabel.label} ${fillPlaceholders(content.home.moreLabel.context, { topic: feature.title })}`);
        await summary.focus();
        await page.keyboard.press("Enter");
        for (const text of [...feature.body, ...feature.points]) await expect(block.getByText(text, { exact: true })).toBeVisible();

        const contact = page.locator("#contact");
        await expect(contact.getByText(content.contact.info.email.note, { exact: true })).toBeVisible();
        await expect(contact.getByText(content.contact.info.quickChat.note, { exact: true })).toBeHidden();
        await contact.getByText(content.contact.embedded.moreLabel, { exact: true }).focus();
        await page.keyboard.press("Enter");
        await expect(contact.getByText(content.contact.info.quickChat.note, { exact: true })).toBeVisible();
        await expect(contact.getByText(content.contact.info.hours.title, { exact: true })).toBeVisible();
      });
    }
  });

  test("the hero's first screen shows both doors, each with its audience, leading to its form", async ({ page }) => {
    for (const { locale, content, talent, organisations, name } of languages) {
      await test.step(name, async () => {
        await page.goto(localePath(locale, routes.home));
        const hero = page.getByRole("region", { name: content.home.hero.headline, exact: true });
        for (const door of [organisations, talent]) {
          const link = hero.getByRole("link", { name: door.label, exact: true });
          await expect(link).toBeInViewport({ ratio: 1 });
          await expect(hero.getByText(door.audience, { exact: true })).toBeInViewport({ ratio: 1 });
          await expect(link).toHaveAccessibleDescription(door.audience);
          await expect(link).toHaveAttribute("href", door.href);
        }
        expect(await scrollY(page)).toBe(0);

        await hero.getByRole("link", { name: talent.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, routes.signupDeveloper)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.signup.developer.heading);
      });
    }
  });

  test("the phone menu opens on both doors, and the organisations' one opens the Organization form", async ({ page }) => {
    for (const { locale, content, talent, organisations, name } of languages) {
      await test.step(name, async () => {
        await page.goto(localePath(locale, routes.home));
        await waitForHydration(page);
        const banner = page.getByRole("banner");
        await banner.getByRole("button", { name: content.navigation.menuOpenLabel }).click();
        for (const door of [talent, organisations]) {
          const link = banner.getByRole("link", { name: door.label, exact: true });
          await expect(link).toBeInViewport({ ratio: 1 });
          await expect(link).toHaveAccessibleDescription(door.audience);
        }
        await banner.getByRole("link", { name: organisations.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, routes.signupOrganization)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.signup.organization.heading);
        await expect(banner.getByRole("button", { name: content.navigation.menuOpenLabel })).toHaveAttribute("aria-expanded", "false");
      });
    }
  });
});

test.describe("on a desktop, in every language", () => {
  test.use({ serviceWorkers: "block" });
  test.describe.configure({ timeout: 60_000 });

  test("the desktop header shows both doors with their audiences, and each leads to its form", { tag: "@desktop-only" }, async ({ page }) => {
    for (const { locale, content, talent, organisations, name } of languages) {
      await test.step(name, async () => {
        await page.goto(localePath(locale, routes.about));
        const banner = page.getByRole("banner");
        for (const door of [talent, organisations]) {
          const link = banner.getByRole("link", { name: door.label, exact: true });
          await expect(link).toBeVisible();
          await expect(banner.getByText(door.audience, { exact: true }).filter({ visible: true })).toBeVisible();
          await expect(link).toHaveAccessibleDescription(door.audience);
        }
        await banner.getByRole("link", { name: organisations.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, routes.signupOrganization)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.signup.organization.heading);
        await banner.getByRole("link", { name: talent.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, routes.signupDeveloper)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.signup.developer.heading);
      });
    }
  });
});

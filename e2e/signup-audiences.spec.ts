/*
 * Each audience's link opens its own form (docs/decisions.md#d61), in every language of content/locales.ts: a
 * partner's button the Organization form, with JavaScript on and off and with no layout shift; a developer's link the
 * Developer form; the switch keeps the address in step, through Back, Forward and a reload; and the language switch
 * keeps the form chosen.
 */
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { localeInfo, locales } from "../content/locales";
import { localeRoutes, signupModes, type SignupMode } from "../content/routes";
import type { SiteContent } from "../content/types";
import { scrollY, waitForHydration } from "./support/page-state";

const WHITE = "rgb(255, 255, 255)";

/** The address `path` (and only it: a link's fragment included) as the browser shows it. */
const at = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * What the visitor sees of the signup card: the mode's heading (the only h1), benefits tagline and submit button,
 * nothing of the other mode's, and the mode's option shown as chosen (its white chip). With JavaScript on, the toggle
 * also says so to assistive technology; with it off the toggle is disabled and carries no pressed state.
 */
async function expectMode(page: Page, content: SiteContent, mode: SignupMode, scripting = true) {
  const main = page.getByRole("main");
  const other = signupModes.find((option) => option !== mode)!;
  const { signup } = content;
  await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(signup[mode].heading);
  await expect(main.getByText(signup.panel[mode].tagline, { exact: true })).toBeVisible();
  await expect(main.getByText(signup.panel[other].tagline, { exact: true })).toBeHidden();
  await expect(main.getByRole("button", { name: signup[mode].submitLabel, exact: true })).toBeVisible();
  await expect(main.getByRole("button", { name: signup[other].submitLabel, exact: true })).toBeHidden();
  const option = (name: SignupMode) => main.getByRole("group").getByRole("button", { name: signup.modes[name], exact: true });
  await expect(option(mode)).toHaveCSS("background-color", WHITE);
  await expect(option(other)).not.toHaveCSS("background-color", WHITE);
  if (scripting) {
    await expect(option(mode)).toHaveAttribute("aria-pressed", "true");
    await expect(option(other)).toHaveAttribute("aria-pressed", "false");
  }
}

const languages = locales.map((locale) => {
  const content = getContent(locale);
  const route = localeRoutes(locale);
  const hero = (page: Page) => page.getByRole("region", { name: content.home.hero.headline, exact: true });
  return { locale, content, route, hero, name: localeInfo[locale].name };
});

// Each story in every language, a step per language on one browser page: nothing is stored, the form is chosen by the
// address alone, and no service worker answers the next load (D115).
test.describe("each audience's link opens its form, in every language", () => {
  test.use({ serviceWorkers: "block" });
  test.describe.configure({ timeout: 60_000 });

  test("the hero's partner button opens the Organization form, a developer's link the Developer form", async ({ page }) => {
    for (const { content, route, hero, name } of languages) {
      await test.step(`${name}: the hero's partner button opens the Organization form, a developer's link the Developer form`, async () => {
        await page.goto(route.home);
        await waitForHydration(page);
        const partner = hero(page).getByRole("link", { name: content.navigation.doors[1].label, exact: true });
        await expect(partner).toHaveAttribute("href", route.signupOrganization);
        await partner.click();
        await expect(page).toHaveURL(at(route.signupOrganization));
        await expectMode(page, content, "organization");
        // The fragment's anchor is at the top of the page: the page is not scrolled, so the navbar is as at the top.
        expect(await scrollY(page)).toBe(0);

        // Back home, the closing call to action's door for AI talent opens the Developer form, though Organization was last.
        await page.goBack();
        await expect(page).toHaveURL(at(route.home));
        const developer = page
          .getByRole("region", { name: content.home.closing.title, exact: true })
          .getByRole("link", { name: content.navigation.doors[0].label, exact: true });
        await expect(developer).toHaveAttribute("href", route.signupDeveloper);
        await developer.click();
        await expect(page).toHaveURL(at(route.signupDeveloper));
        await expectMode(page, content, "developer");
      });
    }
  });

  test("with JavaScript off, the partner button opens the Organization form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { content, route, hero, name } of languages) {
      await test.step(`${name}: with JavaScript off, the partner button opens the Organization form`, async () => {
        await page.goto(route.home);
        await hero(page).getByRole("link", { name: content.navigation.doors[1].label, exact: true }).click();
        await expect(page).toHaveURL(at(route.signupOrganization));
        await expectMode(page, content, "organization", false);
        expect(await scrollY(page)).toBe(0);
        await page.goto(route.signupDeveloper);
        await expectMode(page, content, "developer", false);
      });
    }
    await context.close();
  });

  test("a shared link to the Organization form paints it first: nothing moves when the page hydrates", async ({ page }) => {
    for (const { content, route, name } of languages) {
      await test.step(`${name}: a shared link to the Organization form paints it first: nothing moves when the page hydrates`, async () => {
        await page.goto(route.signupOrganization);
        await waitForHydration(page);
        await expectMode(page, content, "organization");
        const shifts = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          // Buffered: every shift since the page started loading, from its first paint (before any script) on.
          const observer = new PerformanceObserver(() => {});
          observer.observe({ type: "layout-shift", buffered: true });
          return observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value);
        });
        expect(shifts).toEqual([]);
      });
    }
  });

  test("the switch keeps the address in step: Back, Forward and a reload keep the form chosen", async ({ page }) => {
    for (const { content, route, name } of languages) {
      await test.step(`${name}: the switch keeps the address in step: Back, Forward and a reload keep the form chosen`, async () => {
        await page.goto(route.signup);
        await waitForHydration(page);
        await expectMode(page, content, "developer");
        const option = (mode: SignupMode) => page.getByRole("main").getByRole("button", { name: content.signup.modes[mode], exact: true });
        await expect(option("organization")).toBeEnabled();

        await option("organization").click();
        await expect(page).toHaveURL(at(route.signupOrganization));
        await expectMode(page, content, "organization");
        await option("developer").click();
        await expect(page).toHaveURL(at(route.signupDeveloper));
        await expectMode(page, content, "developer");

        await page.goBack();
        await expect(page).toHaveURL(at(route.signupOrganization));
        await expectMode(page, content, "organization");
        await page.goBack();
        await expect(page).toHaveURL(at(route.signup));
        await expectMode(page, content, "developer");
        await page.goForward();
        await expect(page).toHaveURL(at(route.signupOrganization));
        await expectMode(page, content, "organization");

        await page.reload();
        await waitForHydration(page);
        await expectMode(page, content, "organization");

        // The navbar's AI-talent door on this same page: the fragment changes to the Developer form's, and the form follows it.
        const signupLink = content.navigation.doors[0];
        await page.getByRole("banner").getByRole("link", { name: signupLink.label, exact: true }).click();
        await expect(page).toHaveURL(at(route.signupDeveloper));
        await expectMode(page, content, "developer");
      });
    }
  });

  test("the language switch keeps the form chosen", async ({ page }) => {
    for (const { locale, content, route, name } of languages) {
      await test.step(`${name}: the language switch keeps the form chosen`, async () => {
        const other = locales.find((candidate) => candidate !== locale)!;
        await page.goto(route.signup);
        await waitForHydration(page);
        await page.getByRole("main").getByRole("button", { name: content.signup.modes.organization, exact: true }).click();
        await expect(page).toHaveURL(at(route.signupOrganization));
        await page.getByRole("banner").getByRole("link", { name: localeInfo[other].name, exact: true }).click();
        await expect(page).toHaveURL(at(localeRoutes(other).signupOrganization));
        await waitForHydration(page);
        await expectMode(page, getContent(other), "organization");
      });
    }
  });
});

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, no rule disabled) on the states a page can be in: Organization mode, the phone
 * menu open, a success and an error toast, and every form after a refused submit, with the default motion (each
 * page is scrolled through first), each state in the light and the dark colour scheme. Every page as it loads is
 * analysed at both widths by e2e/every-page.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { navigation } from "../content/en/navigation";
import { expectNoAxeViolationsInBothSchemes, holdToast, openScrolled } from "./support/axe";
import { mockEmail } from "./support/email";
import { contactPage, developer, newsletter, organization, texts, toast } from "./support/form-drivers";

// Up to four axe passes and a scroll-through per test: give a busy shared machine room.
test.describe.configure({ timeout: 60_000 });

test.describe("axe: states", () => {
  test("/signup in Organization mode, then its form refused when empty", { tag: "@both-widths" }, async ({ page }) => {
    await openScrolled(page, "/signup");
    await page.getByRole("button", { name: "Organization" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Request an Exploration Call" })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page, "/signup, Organization mode");

    await test.step("the organization request refused when empty", async () => {
      await organization.submit(page).click();
      await holdToast(toast(page, texts.validation.nameRequired));
      await expect(organization.fields(page)[0]!.locator).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolationsInBothSchemes(page, "organization request refused");
    });
  });

  test("the phone menu, open", { tag: "@mobile-only" }, async ({ page }) => {
    // The menu exists on narrow screens only.
    for (const path of ["/", "/signup"]) {
      await openScrolled(page, path);
      await page.getByRole("banner").getByRole("button", { name: navigation.menuOpenLabel }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "About", exact: true })).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page, `${path} with the menu open`);
    }
  });

  test("a success toast on screen", { tag: "@both-widths" }, async ({ page }) => {
    await mockEmail(page, { status: 200, body: "OK" });
    await openScrolled(page, "/contact");
    for (const field of contactPage.fields(page)) await field.locator.fill(field.value);
    await contactPage.submit(page).click();
    await holdToast(toast(page, texts.contact.success));
    await expectNoAxeViolationsInBothSchemes(page, "/contact with the success toast");
  });

  test("an error toast on screen", { tag: "@both-widths" }, async ({ page }) => {
    await mockEmail(page, { status: 500, body: "Error" });
    await openScrolled(page, "/contact");
    for (const field of contactPage.fields(page)) await field.locator.fill(field.value);
    await contactPage.submit(page).click();
    await holdToast(toast(page, texts.contact.failure));
    await expectNoAxeViolationsInBothSchemes(page, "/contact with the error toast");
  });
});

test.describe("axe: every form after a refused submit", () => {
  test("newsletter, empty", async ({ page }) => {
    await openScrolled(page, "/");
    await newsletter.submit(page).click();
    await expect(newsletter.fields(page)[0]!.locator).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsInBothSchemes(page, "the newsletter refused");
  });

  test("contact, empty", async ({ page }) => {
    await openScrolled(page, "/contact");
    await contactPage.submit(page).click();
    await expect(contactPage.fields(page)[0]!.locator).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsInBothSchemes(page, "the contact form refused");
  });

  test("developer signup, empty and then with passwords that differ", async ({ page }) => {
    await openScrolled(page, "/signup");
    await developer.submit(page).click();
    const fields = developer.fields(page);
    await expect(fields[0]!.locator).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsInBothSchemes(page, "developer signup refused by the browser");

    for (const field of fields) await field.locator.fill(field.value);
    await fields[4]!.locator.fill("something-else");
    await developer.submit(page).click();
    await holdToast(toast(page, texts.validation.passwordsMismatch));
    await expectNoAxeViolationsInBothSchemes(page, "developer signup refused: passwords differ");
  });
  // The organization request refused when empty: with Organization mode, under "axe: states".
});

/*
 * Signup layout, written against docs/decisions.md (#d6, #d16) and content/signup.ts rather than the
 * markup: labels from content/signup.ts, and a mode toggle of two pressed-state buttons named
 * 'Developer' / 'Organization'. Sending and validation are tested by the forms-*.spec.ts suites.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signup } from "../content/en/signup";

/** One option of the mode toggle: a toggle button whose aria-pressed says which mode is on. */
function modeToggle(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

async function switchTo(page: Page, name: string): Promise<void> {
  const option = modeToggle(page, name);
  // Disabled until the form has hydrated: a click before then could do nothing.
  await expect(option).toBeEnabled();
  await option.click();
  await expect(option).toHaveAttribute("aria-pressed", "true");
}

const developerFields = signup.developer.fields;
const organizationFields = signup.organization.fields;

test.describe("Signup layout", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signup");
  });

  test("the toggle offers Developer and Organization, Developer by default", async ({ page }) => {
    expect(signup.modes).toEqual({ developer: "Developer", organization: "Organization" });
    const developer = modeToggle(page, "Developer");
    const organization = modeToggle(page, "Organization");
    await expect(developer).toBeVisible();
    await expect(organization).toBeVisible();
    await expect(developer).toHaveAttribute("aria-pressed", "true");
    await expect(organization).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Sign Up", exact: true })).toBeVisible();
  });

  test("developer fields carry their labels and the username hint", async ({ page }) => {
    const main = page.getByRole("main");
    for (const field of [
      developerFields.username,
      developerFields.fullName,
      developerFields.email,
      developerFields.password,
      developerFields.confirmPassword,
    ]) {
      await expect(main.getByLabel(field.label, { exact: true })).toBeVisible();
    }
    await expect(main.getByLabel("Username", { exact: true })).toBeVisible();
    await expect(main.getByLabel("Email Address", { exact: true })).toHaveAttribute("type", "email");
    await expect(main.getByText(developerFields.username.hint ?? "")).toBeVisible();
    await expect(main.getByText(/letters, numbers, dashes or underscores/i)).toBeVisible();
    await expect(main.getByRole("button", { name: signup.developer.submitLabel, exact: true })).toBeVisible();
  });

  test("each password field has its own show/hide toggle", async ({ page }) => {
    const main = page.getByRole("main");
    const password = main.getByLabel(developerFields.password.label, { exact: true });
    const confirm = main.getByLabel(developerFields.confirmPassword.label, { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await expect(confirm).toHaveAttribute("type", "password");
    const toggles = main.getByRole("button", { name: signup.showPassword });
    await expect(toggles).toHaveCount(2);

    // Disabled until the form has hydrated: a click before then could do nothing.
    await expect(toggles.first()).toBeEnabled();
    await toggles.first().click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");
    await expect(main.getByRole("button", { name: signup.hidePassword })).toHaveCount(1);
  });

  test("Terms of Use links to /terms", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(main.getByRole("link", { name: signup.developer.terms.linkLabel })).toHaveAttribute("href", signup.developer.terms.href);
  });

  test("the right panel lists the developer benefits", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByText(signup.panel.developer.tagline)).toBeVisible();
    const benefits = ["Workforce Upskilling", "Resources", "Partnerships", "Consulting"];
    expect(signup.panel.developer.benefits.map((benefit) => benefit.title)).toEqual(benefits);
    for (const title of benefits) await expect(main.getByText(title, { exact: true })).toBeVisible();
    await expect(main.getByText("Custom Solutions", { exact: true })).toBeHidden();
  });

  test("Organization mode: its heading, fields, consent, benefits and button", async ({ page }) => {
    const main = page.getByRole("main");
    await switchTo(page, "Organization");
    await expect(modeToggle(page, "Developer")).toHaveAttribute("aria-pressed", "false");
    await expect(main.getByRole("heading", { name: "Request an Exploration Call" })).toBeVisible();
    await expect(main.getByLabel(organizationFields.name.label, { exact: true })).toBeVisible();
    await expect(main.getByLabel(organizationFields.companyEmail.label, { exact: true })).toHaveAttribute("type", "email");
    const type = main.getByRole("combobox", { name: organizationFields.organizationType.label });
    await expect(type).toBeVisible();
    for (const option of signup.organization.organizationTypes) await expect(type.getByRole("option", { name: option, exact: true })).toBeAttached();
    await expect(main.getByText(signup.organization.consent)).toBeVisible();
    await expect(main.getByRole("button", { name: "Request Call", exact: true })).toBeVisible();
    await expect(main.getByLabel(developerFields.username.label, { exact: true })).toBeHidden();

    const benefits = ["Custom Solutions", "Expert Consultation", "Digital Transformation", "Strategic Partnership"];
    expect(signup.panel.organization.benefits.map((benefit) => benefit.title)).toEqual(benefits);
    await expect(main.getByText(signup.panel.organization.tagline)).toBeVisible();
    for (const title of benefits) await expect(main.getByText(title, { exact: true })).toBeVisible();
    await expect(main.getByText("Workforce Upskilling", { exact: true })).toBeHidden();

    // 'Other' asks for the type in a required free-text box.
    await type.selectOption(signup.organization.otherOption);
    const other = main.getByPlaceholder("Please specify your organization type...");
    await expect(other).toBeVisible();
    await expect(other).toHaveJSProperty("required", true);

    await switchTo(page, "Developer");
    await expect(main.getByRole("heading", { name: "Sign Up", exact: true })).toBeVisible();
    await expect(main.getByText("Workforce Upskilling", { exact: true })).toBeVisible();
  });
});

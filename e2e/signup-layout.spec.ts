/*
 * Signup layout, written against docs/decisions.md (#d6, #d16) and content/signup.ts rather than the
 * markup: labels from content/signup.ts, and a mode toggle of two pressed-state buttons named
 * 'Developer' / 'Organization'. Sending and validation are tested by the forms-*.spec.ts suites.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signup } from "../content/en/signup";
import { organizationTypes } from "./support/form-drivers";

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
  // Read from one load; at both widths, because the form and the benefits panel stack on phones.
  test("both modes show their heading, fields, hints, toggles, benefits and button", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/signup");
    await test.step("the toggle offers Developer and Organization, Developer by default", async () => {
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
    await test.step("developer fields carry their labels and the username hint", async () => {
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
    await test.step("each password field has its own show/hide toggle, and they work independently", async () => {
      const main = page.getByRole("main");
      const password = main.getByLabel(developerFields.password.label, { exact: true });
      const confirm = main.getByLabel(developerFields.confirmPassword.label, { exact: true });
      await password.fill("visible-secret");
      await confirm.fill("hidden-secret");
      await expect(password).toHaveAttribute("type", "password");
      await expect(confirm).toHaveAttribute("type", "password");
      const show = main.getByRole("button", { name: signup.showPassword });
      const hide = main.getByRole("button", { name: signup.hidePassword });
      await expect(show).toHaveCount(2);

      // Disabled until the form has hydrated: a click before then could do nothing.
      await expect(show.first()).toBeEnabled();
      await show.first().click();
      await expect(password).toHaveAttribute("type", "text");
      await expect(confirm).toHaveAttribute("type", "password");
      await expect(hide).toHaveCount(1);

      await show.click();
      await expect(confirm).toHaveAttribute("type", "text");
      await hide.first().click();
      await expect(password).toHaveAttribute("type", "password");
      await expect(confirm).toHaveAttribute("type", "text");
      await expect(password).toHaveValue("visible-secret");
    });
    await test.step("Terms of Use links to /terms", async () => {
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
      await expect(main.getByRole("link", { name: signup.developer.terms.linkLabel })).toHaveAttribute("href", signup.developer.terms.href);
    });
    await test.step("the right panel lists the developer benefits", async () => {
      const main = page.getByRole("main");
      await expect(main.getByText(signup.panel.developer.tagline)).toBeVisible();
      const benefits = ["Workforce Upskilling", "Resources", "Partnerships", "Consulting"];
      expect(signup.panel.developer.benefits.map((benefit) => benefit.title)).toEqual(benefits);
      for (const title of benefits) await expect(main.getByText(title, { exact: true })).toBeVisible();
      await expect(main.getByText("Custom Solutions", { exact: true })).toBeHidden();
    });
    await test.step("Organization mode: its heading, fields, consent, benefits and button", async () => {
      const main = page.getByRole("main");
      await switchTo(page, "Organization");
      await expect(modeToggle(page, "Developer")).toHaveAttribute("aria-pressed", "false");
      await expect(main.getByRole("heading", { name: "Request an Exploration Call" })).toBeVisible();
      await expect(main.getByLabel(organizationFields.name.label, { exact: true })).toBeVisible();
      await expect(main.getByLabel(organizationFields.companyEmail.label, { exact: true })).toHaveAttribute("type", "email");
      const type = main.getByRole("combobox", { name: organizationFields.organizationType.label });
      await expect(type).toBeVisible();
      // The spec's seven types, written out (e2e/support/form-drivers.ts), after the prompt.
      await expect(type.getByRole("option")).toHaveText([organizationFields.organizationType.placeholder ?? "", ...organizationTypes]);
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
});

// The browser's own checks of the four forms (an empty required field, a malformed e-mail address) speak the page's
// language, not the browser's (docs/decisions.md#d15): each language's pages, in a browser set to another language.
// The bubble the browser shows reads the control's validationMessage; the same words stand under the field.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale, localeInfo, locales, prefixedLocales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { waitForHydration } from "./support/page-state";

/** Refused with `message`: in the browser's bubble, and as the field's error message under it. */
async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveJSProperty("validationMessage", message);
  await expect(field).toHaveAccessibleErrorMessage(message);
}

async function open(page: Page, path: string, browserLocale: string) {
  await page.goto(path);
  await waitForHydration(page);
  expect(await page.evaluate(() => navigator.language), "the browser's language").toBe(browserLocale);
}

for (const locale of locales) {
  const content = getContent(locale);
  const { validation } = content.forms;
  // English pages in a browser set to the first other language; every other language's pages in the browser most visitors have.
  const browserLocale = locale === defaultLocale ? localeInfo[prefixedLocales[0]!].intlLocale : "en-US";

  test.describe(`${localeInfo[locale].name} pages in a ${browserLocale} browser`, () => {
    test.use({ locale: browserLocale });

    // The four forms refuse and send nothing, so they share one browser page: a step per page (D115).
    test("the four forms: an empty field and a malformed address are refused in the page's language", async ({ page }) => {
      test.slow();
      await test.step("newsletter and contact: an empty field and a malformed address are refused in the page's language", async () => {
        await open(page, localePath(locale, routes.contact), browserLocale);

        const footer = page.getByRole("contentinfo");
        const subscribe = footer.getByLabel(content.footer.newsletter.emailLabel);
        // Its code loads as the footer comes near (docs/decisions.md#d120).
        await subscribe.scrollIntoViewIfNeeded();
        await footer.getByRole("button", { name: content.footer.newsletter.submitLabel }).click();
        await expectRefused(subscribe, validation.emailRequired);
        await subscribe.fill("reader");
        await expectRefused(subscribe, validation.emailInvalid);

        const form = page.getByRole("main");
        const { nameLabel, emailLabel, messageLabel, submitLabel } = content.contact.form;
        const [name, email, message] = [nameLabel, emailLabel, messageLabel].map((label) => form.getByLabel(label, { exact: true })) as [
          Locator,
          Locator,
          Locator,
        ];
        await form.getByRole("button", { name: submitLabel }).click();
        await expectRefused(name, validation.nameRequired);
        await expectRefused(email, validation.emailRequired);
        await expectRefused(message, validation.messageRequired);
        await email.fill("reader@");
        await expectRefused(email, validation.emailInvalid);
        // Put right, the field is valid again and its message goes.
        await email.fill("reader@example.org");
        await expect(email).toHaveJSProperty("validationMessage", "");
        await expect(email).not.toHaveAttribute("aria-invalid");
      });

      await test.step("developer signup and organisation request: an empty field and a malformed address are refused in the page's language", async () => {
        await open(page, localePath(locale, routes.signup), browserLocale);
        const form = page.getByRole("main");

        const { fields, submitLabel } = content.signup.developer;
        const field = (label: string) => form.getByLabel(label, { exact: true });
        await form.getByRole("button", { name: submitLabel, exact: true }).click();
        await expectRefused(field(fields.username.label), validation.usernameRequired);
        await expectRefused(field(fields.fullName.label), validation.fullNameRequired);
        await expectRefused(field(fields.email.label), validation.emailRequired);
        await expectRefused(field(fields.password.label), validation.passwordRequired);
        await expectRefused(field(fields.confirmPassword.label), validation.confirmPasswordRequired);
        await field(fields.email.label).fill("developer@");
        await expectRefused(field(fields.email.label), validation.emailInvalid);

        // The organisation form checks in its own order, with its own messages (noValidate).
        await page.getByRole("button", { name: content.signup.modes.organization }).click();
        const organization = content.signup.organization;
        await form.getByRole("button", { name: organization.submitLabel }).click();
        await expect(field(organization.fields.name.label)).toHaveAccessibleErrorMessage(validation.nameRequired);
        await field(organization.fields.name.label).fill("Claudine Uwase");
        await field(organization.fields.companyEmail.label).fill("claudine");
        await form.getByRole("button", { name: organization.submitLabel }).click();
        await expect(field(organization.fields.companyEmail.label)).toHaveAccessibleErrorMessage(validation.companyEmailInvalid);
      });
    });
  });
}

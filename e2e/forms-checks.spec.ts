/**
 * Forms that catch a typo and never fight the visitor (docs/decisions.md#d15, #d12), in every language: one display per
 * error (the site's own words under the field, no browser bubble), an address without a dot in its domain refused, a
 * likely typo in a common domain offered back in one tap, and a send the rate limit holds back told as a wait, never a
 * failure, every value kept.
 */
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { localeInfo, locales, type Locale } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { mockEmail } from "./support/email";
import { waitForHydration } from "./support/page-state";

/** The contact page's form in `locale`, its fields found by their labels in that language. */
async function openContact(page: Page, locale: Locale) {
  const content = getContent(locale);
  await page.goto(localePath(locale, routes.contact));
  await waitForHydration(page);
  const form = page.getByRole("main");
  const { nameLabel, emailLabel, messageLabel, submitLabel } = content.contact.form;
  return {
    content,
    form,
    name: form.getByLabel(nameLabel, { exact: true }),
    email: form.getByLabel(emailLabel, { exact: true }),
    message: form.getByLabel(messageLabel, { exact: true }),
    submit: form.getByRole("button", { name: submitLabel }),
  };
}

for (const locale of locales) {
  const { name: language } = localeInfo[locale];

  test.describe(`in ${language}`, () => {
    test("an error is shown once, in the page's words under the field: the form takes over from the browser's bubble", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, name, email, submit } = await openContact(page, locale);
      // Hydrated, the form validates itself; without JavaScript the browser's own checks stay (no-js specs).
      await expect(form.locator("form")).toHaveAttribute("novalidate", "");
      await submit.click();
      await expect(name).toHaveAccessibleErrorMessage(content.forms.validation.nameRequired);
      await expect(email).toHaveAccessibleErrorMessage(content.forms.validation.emailRequired);
      // Focus goes to the summary of every error (docs/decisions.md#d99), which links to each field.
      await expect(form.getByRole("alert").filter({ hasText: content.forms.errorSummaryTitle })).toBeFocused();
      // No toast for the browser's checks: the spec gives them none.
      await expect(page.getByRole("region", { name: content.forms.toasts.regionLabel }).getByRole("listitem")).toHaveCount(0);
      expect(sends).toHaveLength(0);
    });

    test("an address without a dot in its domain is refused with a clear message, and nothing is sent", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, name, email, message, submit } = await openContact(page, locale);
      await name.fill("Amina Okafor");
      await email.fill("amina.okafor@gmail");
      await message.fill("Bonjour / Hello");
      await submit.click();
      await expect(email).toHaveAccessibleErrorMessage(content.forms.validation.emailNoDot);
      await form.getByRole("link", { name: content.forms.validation.emailNoDot }).click();
      await expect(email).toBeFocused();
      expect(sends).toHaveLength(0);

      // Put right, it goes.
      await email.fill("amina.okafor@gmail.com");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await submit.click();
      await expect.poll(() => sends.length).toBe(1);
      expect(sends[0]!.template_params.from_email).toBe("amina.okafor@gmail.com");
    });

    test("the organisation form refuses a company address without a dot in its domain, in its own words", async ({ page }) => {
      const content = getContent(locale);
      const sends = await mockEmail(page);
      await page.goto(localePath(locale, routes.signup));
      await waitForHydration(page);
      await page.getByRole("button", { name: content.signup.modes.organization }).click();
      const form = page.getByRole("main");
      const { fields, submitLabel } = content.signup.organization;
      await form.getByLabel(fields.name.label, { exact: true }).fill("Claudine Uwase");
      const companyEmail = form.getByLabel(fields.companyEmail.label, { exact: true });
      await companyEmail.fill("claudine@kigali-labs");
      await form.getByRole("button", { name: submitLabel }).click();
      await expect(companyEmail).toHaveAccessibleErrorMessage(content.forms.validation.companyEmailInvalid);
      expect(sends).toHaveLength(0);
    });

    test("a likely typo in a common domain is offered back in one tap, and a real country domain is left alone", async ({ page }) => {
      const { content, email, message } = await openContact(page, locale);
      const suggestion = content.forms.suggestion.replace("{email}", "amina.okafor@gmail.com");
      await email.fill("amina.okafor@gmial.com");
      await message.focus();
      const offer = page.getByRole("main").getByRole("button", { name: suggestion });
      await expect(offer).toBeVisible();
      // Both choices describe the field: the suggestion, and keeping the address as typed.
      await expect(email).toHaveAccessibleDescription(`${suggestion} ${content.forms.keepTyped.replace("{email}", "amina.okafor@gmial.com")}`);
      await offer.click();
      await expect(email).toHaveValue("amina.okafor@gmail.com");
      await expect(email).toBeFocused();
      await expect(offer).toBeHidden();

      // Rwanda's domain is not "corrected" to Russia's.
      await email.fill("amina@kigali-labs.rw");
      await message.focus();
      // The checker has looked (it answers at once once loaded): an address it takes for a typo would show here.
      await email.fill("amina.okafor@gmail.co");
      await message.focus();
      await expect(page.getByRole("main").getByRole("button", { name: content.forms.suggestion.replace("{email}", "amina.okafor@gmail.com") })).toBeVisible();
      await email.fill("amina@kigali-labs.rw");
      await message.focus();
      await expect(page.getByRole("main").getByRole("button", { name: /kigali-labs/ })).toHaveCount(0);
    });

    test("sent with Enter, a typo is pointed out once; sent again, the address goes as typed", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, name, email, message } = await openContact(page, locale);
      await name.fill("Amina Okafor");
      await message.fill("Hello");
      await email.fill("amina.okafor@outlok.com");
      await email.press("Enter");
      await expect(page.getByRole("main").getByRole("button", { name: content.forms.suggestion.replace("{email}", "amina.okafor@outlook.com") })).toBeVisible();
      expect(sends).toHaveLength(0);
      await email.press("Enter");
      await expect.poll(() => sends.length).toBe(1);
      expect(sends[0]!.template_params.from_email).toBe("amina.okafor@outlok.com");
    });

    test("a send the rate limit holds back is a wait, never a failure: the button counts the seconds left, every value kept", async ({ page }) => {
      await page.clock.install();
      const sends = await mockEmail(page);
      const { content, name, email, message, submit } = await openContact(page, locale);
      const send = async () => {
        await name.fill("Amina Okafor");
        await email.fill("amina.okafor@gmail.com");
        await message.fill("Hello");
        await submit.click();
      };
      await send();
      await expect.poll(() => sends.length).toBe(1);
      await expect(name).toHaveValue("");
      await send();
      // Accessible names read a no-break space as a space: either matches.
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0\u202f]/g, "[ \\u00a0\\u202f]");
      // The notice says no number, so it never disagrees with the button's countdown (docs/decisions.md#d71).
      const notice = page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: new RegExp(escape(content.forms.throttle.notice)) });
      await expect(notice).toBeVisible();
      await expect(notice).not.toHaveText(/\d/);
      const anyForm = Object.values(content.forms.throttle.button).map((form) => escape(form).replace("\\{count\\}", "\\d+"));
      await expect(page.getByRole("main").getByRole("button", { name: new RegExp(`^(?:${anyForm.join("|")})$`) })).toBeDisabled();
      await expect(page.getByRole("region", { name: content.forms.toasts.regionLabel }).getByText(content.forms.contact.failure)).toHaveCount(0);
      await expect(name).toHaveValue("Amina Okafor");
      await expect(message).toHaveValue("Hello");
      expect(sends).toHaveLength(1);

      await page.clock.fastForward(10_500);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect.poll(() => sends.length).toBe(2);
    });
  });
}

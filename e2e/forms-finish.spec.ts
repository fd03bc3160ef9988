/**
 * Forms that finish the job (issue 40, point 5; docs/decisions.md#d99 to #d102), in every language: an empty send
 * shows every error at once with a summary linked to the fields; a success closes the old error toasts and leaves a
 * receipt of what was sent, to whom and what happens next; a likely typo holds the first send until the visitor
 * chooses; the username keeps to its hint.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { localeInfo, locales, type Locale } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { mockEmail, uniqueEmail } from "./support/email";
import { expectNoAxeViolationsInBothSchemes } from "./support/axe";
import { toast } from "./support/form-drivers";
import { waitForHydration } from "./support/page-state";

type Content = ReturnType<typeof getContent>;

/** The error summary at the top of a form: an alert headed by the summary's title. */
function errorSummary(scope: Locator, content: Content): Locator {
  return scope.getByRole("alert").filter({ has: scope.page().getByRole("heading", { name: content.forms.errorSummaryTitle }) });
}

async function openContact(page: Page, locale: Locale) {
  const content = getContent(locale);
  await page.goto(localePath(locale, routes.contact));
  await waitForHydration(page);
  const form = page.getByRole("main");
  const copy = content.contact.form;
  return {
    content,
    form,
    name: form.getByLabel(copy.nameLabel, { exact: true }),
    email: form.getByLabel(copy.emailLabel, { exact: true }),
    message: form.getByLabel(copy.messageLabel, { exact: true }),
    submit: form.getByRole("button", { name: copy.submitLabel }),
  };
}

async function openSignup(page: Page, locale: Locale, mode: "developer" | "organization") {
  const content = getContent(locale);
  await page.goto(localePath(locale, routes.signup));
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: content.signup.modes[mode] });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.getByRole("heading", { level: 1, name: content.signup[mode].heading })).toBeVisible();
  const form = page.getByRole("main");
  return { content, form, submit: form.getByRole("button", { name: content.signup[mode].submitLabel, exact: true }) };
}

/** Each link of the summary puts focus on its field, which says the same words under it. */
async function expectSummaryLinks(summary: Locator, fields: [field: Locator, message: string][]) {
  await expect(summary.getByRole("link")).toHaveText(fields.map(([, message]) => message));
  for (const [field, message] of fields) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleErrorMessage(message);
    await summary.getByRole("link", { name: message }).click();
    await expect(field).toBeFocused();
  }
}

for (const locale of locales) {
  const { name: language } = localeInfo[locale];

  test.describe(`in ${language}`, () => {
    test("an empty contact form shows every error at once, in a summary that takes focus and links to each field", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, name, email, message, submit } = await openContact(page, locale);
      await submit.click();
      const summary = errorSummary(form, content);
      await expect(summary).toBeFocused();
      const { validation } = content.forms;
      await expectSummaryLinks(summary, [
        [name, validation.nameRequired],
        [email, validation.emailRequired],
        [message, validation.messageRequired],
      ]);
      // Put right one by one, each line leaves the summary; the last one takes it away.
      await name.fill("Amina Okafor");
      await expect(summary.getByRole("link")).toHaveCount(2);
      await email.fill("amina.okafor@kigali-labs.rw");
      await message.fill("Hello");
      await expect(summary).toHaveCount(0);
      expect(sends).toHaveLength(0);
    });

    test("an empty organisation request shows its three errors at once, with one toast of the spec's", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, submit } = await openSignup(page, locale, "organization");
      const { fields } = content.signup.organization;
      const { validation } = content.forms;
      await submit.click();
      const summary = errorSummary(form, content);
      await expect(summary).toBeFocused();
      await expect(toast(page, validation.nameRequired)).toBeVisible();
      await expect(page.getByRole("region", { name: content.forms.toasts.regionLabel }).getByRole("listitem")).toHaveCount(1);
      await expectSummaryLinks(summary, [
        [form.getByLabel(fields.name.label, { exact: true }), validation.nameRequired],
        [form.getByLabel(fields.companyEmail.label, { exact: true }), validation.companyEmailRequired],
        [form.getByLabel(fields.organizationType.label, { exact: true }), validation.organizationTypeRequired],
      ]);
      expect(sends).toHaveLength(0);
    });

    test("an empty developer sign-up shows every field's error at once; a username with a space is refused in words of its hint", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, submit } = await openSignup(page, locale, "developer");
      const { fields } = content.signup.developer;
      const { validation } = content.forms;
      const username = form.getByLabel(fields.username.label, { exact: true });
      const password = form.getByLabel(fields.password.label, { exact: true });
      const confirm = form.getByLabel(fields.confirmPassword.label, { exact: true });
      await submit.click();
      const summary = errorSummary(form, content);
      await expect(summary).toBeFocused();
      await expectSummaryLinks(summary, [
        [username, validation.usernameRequired],
        [form.getByLabel(fields.fullName.label, { exact: true }), validation.fullNameRequired],
        [form.getByLabel(fields.email.label, { exact: true }), validation.emailRequired],
        [password, validation.passwordRequired],
        [confirm, validation.confirmPasswordRequired],
      ]);

      await expect(username).toHaveAccessibleDescription(new RegExp(fields.username.hint!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await username.fill("amara dev");
      await form.getByLabel(fields.fullName.label, { exact: true }).fill("Amara Okafor");
      await form.getByLabel(fields.email.label, { exact: true }).fill(uniqueEmail("dev"));
      await password.fill("short");
      await confirm.fill("shorter");
      await submit.click();
      await expect(summary).toBeFocused();
      // One toast per attempt: the first rule broken, in the form's order.
      await expect(toast(page, validation.usernameFormat)).toBeVisible();
      await expect(toast(page, validation.passwordsMismatch)).toHaveCount(0);
      await expectSummaryLinks(summary, [
        [username, validation.usernameFormat],
        [password, validation.passwordTooShort],
        [confirm, validation.passwordsMismatch],
      ]);
      expect(sends).toHaveLength(0);

      await username.fill("amara_dev");
      await password.fill("correct-horse-42");
      await confirm.fill("correct-horse-42");
      await submit.click();
      await expect(toast(page, content.forms.developerSignup.success)).toBeVisible();
      expect(sends[0]!.template_params.from_name).toBe("amara_dev");
    });

    test("a success closes the old error toasts and leaves a receipt of what was sent, to whom and what comes next", async ({ page }) => {
      // Two refusals, a send, axe in both schemes and the success toast's own timeout: 26–31 s in CI.
      test.slow();
      const sends = await mockEmail(page);
      const { content, form, submit } = await openSignup(page, locale, "organization");
      const { fields } = content.signup.organization;
      const { validation } = content.forms;
      await submit.click();
      await expect(toast(page, validation.nameRequired)).toBeVisible();
      await form.getByLabel(fields.name.label, { exact: true }).fill("Kwame Mensah");
      await submit.click();
      await expect(toast(page, validation.companyEmailRequired)).toBeVisible();

      const email = uniqueEmail("org");
      await form.getByLabel(fields.companyEmail.label, { exact: true }).fill(email);
      await form.getByLabel(fields.organizationType.label, { exact: true }).selectOption(content.signup.organization.organizationTypes[3]!);
      await submit.click();
      await expect(toast(page, content.forms.organizationRequest.success)).toBeVisible();
      await expect(toast(page, validation.nameRequired)).toHaveCount(0);
      await expect(toast(page, validation.companyEmailRequired)).toHaveCount(0);
      expect(sends).toHaveLength(1);

      const words = content.forms.organizationRequest.receipt;
      const receipt = form.locator("[data-form-receipt]");
      await expect(receipt).toBeFocused();
      await expect(receipt.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(receipt).toContainText(words.to.replace("{email}", email));
      await expect(receipt).toContainText(words.next.replace("{email}", email));
      await expect(receipt).toContainText("Kwame Mensah");
      await expect(receipt).toContainText(content.signup.organization.organizationTypes[3]!);
      await expect(receipt).not.toContainText(content.forms.receipt.sentLater);
      await expectNoAxeViolationsInBothSchemes(page, "organisation request receipt");

      // It stays when the toast has gone by itself, until the visitor asks for the form again.
      await expect(toast(page, content.forms.organizationRequest.success)).toHaveCount(0, { timeout: 15_000 });
      await expect(receipt).toBeVisible();
      await receipt.getByRole("button", { name: words.again }).click();
      await expect(receipt).toHaveCount(0);
      await expect(form.getByLabel(fields.name.label, { exact: true })).toBeFocused();
      await expect(form.getByLabel(fields.name.label, { exact: true })).toHaveValue("");
    });

    test("the developer's receipt shows who signed up and never the password", async ({ page }) => {
      await mockEmail(page);
      const { content, form, submit } = await openSignup(page, locale, "developer");
      const { fields } = content.signup.developer;
      const email = uniqueEmail("dev");
      await form.getByLabel(fields.username.label, { exact: true }).fill("amara_dev");
      await form.getByLabel(fields.fullName.label, { exact: true }).fill("Amara Okafor");
      await form.getByLabel(fields.email.label, { exact: true }).fill(email);
      await form.getByLabel(fields.password.label, { exact: true }).fill("correct-horse-42");
      await form.getByLabel(fields.confirmPassword.label, { exact: true }).fill("correct-horse-42");
      await submit.click();
      const receipt = form.locator("[data-form-receipt]");
      await expect(receipt.getByRole("heading", { name: content.forms.developerSignup.receipt.heading })).toBeVisible();
      for (const value of ["amara_dev", "Amara Okafor", email]) await expect(receipt).toContainText(value);
      await expect(receipt).not.toContainText("correct-horse-42");
    });

    test("the contact form's receipt says when the team answers; a message is shown by its first words", async ({ page }) => {
      await mockEmail(page);
      const { content, form, name, email, message, submit } = await openContact(page, locale);
      const address = uniqueEmail("contact");
      await name.fill("Wanjiru Kamau");
      await email.fill(address);
      await message.fill(`We would like to run an AI lab with your talent. ${"Details follow. ".repeat(20)}`);
      await submit.click();
      const words = content.forms.contact.receipt;
      const receipt = form.locator("[data-form-receipt]");
      await expect(receipt.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(receipt).toContainText(words.next);
      await expect(receipt).toContainText(address);
      await expect(receipt).toContainText("We would like to run an AI lab with your talent.");
      await expect(receipt).toContainText("…");
      await expect(name).toHaveValue("");
    });

    test("a likely typo holds the first send until the visitor chooses: kept as typed, it goes as typed", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, name, email, message, submit } = await openContact(page, locale);
      await name.fill("Amara Okafor");
      await email.fill("amara@gmial.com");
      // Seen on leaving the field, the suggestion does not count as the visitor's choice.
      await message.fill("Hello");
      const accept = form.getByRole("button", { name: content.forms.suggestion.replace("{email}", "amara@gmail.com") });
      await expect(accept).toBeVisible();
      await submit.click();
      await expect(accept).toBeVisible();
      const keep = form.getByRole("button", { name: content.forms.keepTyped.replace("{email}", "amara@gmial.com") });
      await expect(keep).toBeVisible();
      await expect(email).toBeFocused();
      expect(sends).toHaveLength(0);

      await keep.click();
      await expect(accept).toHaveCount(0);
      await submit.click();
      await expect.poll(() => sends.length).toBe(1);
      expect(sends[0]!.template_params.from_email).toBe("amara@gmial.com");
    });

    test("a likely typo holds the first send until the visitor chooses: put right, it goes put right", async ({ page }) => {
      const sends = await mockEmail(page);
      const { content, form, name, email, message, submit } = await openContact(page, locale);
      await name.fill("Amara Okafor");
      await message.fill("Hello");
      await email.fill("amara@gmial.com");
      await submit.click();
      const accept = form.getByRole("button", { name: content.forms.suggestion.replace("{email}", "amara@gmail.com") });
      await expect(accept).toBeVisible();
      expect(sends).toHaveLength(0);
      await accept.click();
      await expect(email).toHaveValue("amara@gmail.com");
      await submit.click();
      await expect.poll(() => sends.length).toBe(1);
      expect(sends[0]!.template_params.from_email).toBe("amara@gmail.com");
    });
  });
}

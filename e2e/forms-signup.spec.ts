/**
 * Signup (docs/decisions.md#d11, #d15, #d16): modes and their values, validation in the form's
 * order, the 'Other' type, what success clears, and the password that never leaves the browser.
 */
import { expect, test, type Page } from "@playwright/test";
import { heldReply, mockEmail, inboxEntryFor, readInboxFile, recordConsole, recordRequests, uniqueEmail } from "./support/email";
import { developer, dismissToasts, expectValues, fillAll, organization, texts, toast } from "./support/form-drivers";
import { waitForHydration } from "./support/page-state";
import { ORGANIZATION_FORM_MARKER } from "../lib/organization-form-marker";

const developerButton = (page: Page) => page.getByRole("button", { name: "Developer" });
const organizationButton = (page: Page) => page.getByRole("button", { name: "Organization" });

test.describe("signup modes", () => {
  test("each mode keeps its own values when toggled, and success clears only the submitted mode's form", async ({ page }) => {
    await mockEmail(page);
    await developer.open(page);
    const devFields = developer.fields(page);
    await fillAll(devFields);
    await organizationButton(page).click();
    const orgFields = organization.fields(page);
    await fillAll(orgFields);
    await developerButton(page).click();
    await expectValues(
      developer.fields(page).map((field, index) => ({ ...field, value: devFields[index]!.value })),
      false,
    );
    await organizationButton(page).click();
    await expectValues(
      organization.fields(page).map((field, index) => ({ ...field, value: orgFields[index]!.value })),
      false,
    );

    await page.getByRole("button", { name: "Request Call" }).click();
    await expect(toast(page, texts.organization.success)).toBeVisible();
    await expectValues(organization.fields(page), true);

    await developerButton(page).click();
    await expectValues(
      developer.fields(page).map((field, index) => ({ ...field, value: devFields[index]!.value })),
      false,
    );
  });

  test("a send still in flight when the mode is toggled ends in the right form", async ({ page }) => {
    const { reply, release } = heldReply();
    await mockEmail(page, reply);
    await developer.open(page);
    await fillAll(developer.fields(page));
    await developer.submit(page).click();
    await expect(developer.sending(page)).toBeDisabled();

    await organizationButton(page).click();
    await expect(page.getByRole("button", { name: "Request Call" })).toBeEnabled();
    await developerButton(page).click();
    await expect(developer.sending(page)).toBeDisabled();

    release({ status: 200 });
    await expect(toast(page, texts.developer.success)).toBeVisible();
    await expectValues(developer.fields(page), true);
    await expect(developer.submit(page)).toBeEnabled();
  });
});

test.describe("the Organization form on demand", () => {
  // The service worker keeps the form's chunk from its install on (docs/decisions.md#d75): no worker here, so that the
  // only request for it is the page's own.
  test.use({ serviceWorkers: "block" });

  test("its code loads when it is first chosen: the switch shows the form at once, and it works once the code is in (D120)", async ({ page }) => {
    const lines = recordConsole(page);
    let requested = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the form's chunk back until released, so the page is seen before its code arrives.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(ORGANIZATION_FORM_MARKER)) {
        requested = true;
        await held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto("/signup");
    await waitForHydration(page);
    // Past the load and an idle moment: what the page view loads by itself has been asked for.
    await page.waitForLoadState("load");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(requested, "the page view loads no code of the Organization form").toBe(false);

    await organizationButton(page).click();
    const [name] = organization.fields(page);
    // The server's form, shown at once while its code is held back: read-only, as before hydration.
    await expect(name!.locator).toBeVisible();
    await expect(organization.submit(page)).toBeVisible();
    await expect(name!.locator).not.toBeEditable();
    await expect.poll(() => requested, { message: "choosing it loads its code" }).toBe(true);

    release();
    await fillAll(organization.fields(page));
    await expect(name!.locator).toBeEditable();
    await developerButton(page).click();
    await organizationButton(page).click();
    await expect(name!.locator).toHaveValue(organization.fields(page)[0]!.value);
    expect(lines.filter((line) => /error|hydrat/i.test(line))).toEqual([]);
  });
});

test.describe("developer validation", () => {
  test("passwords must match first, then be at least 8 characters; nothing is sent", async ({ page }) => {
    test.slow(); // many steps, each waiting for a toast
    const sends = await mockEmail(page);
    await developer.open(page);
    const fields = developer.fields(page);
    await fillAll(fields);
    const password = page.getByLabel("Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });

    await password.fill("short");
    await confirm.fill("shorter");
    await developer.submit(page).click();
    await expect(toast(page, texts.validation.passwordsMismatch)).toBeVisible();
    await expect(toast(page, texts.validation.passwordsMismatch)).toHaveAttribute("data-type", "error");
    await expect(toast(page, texts.validation.passwordTooShort)).toHaveCount(0);

    await confirm.fill("short");
    await developer.submit(page).click();
    await expect(toast(page, texts.validation.passwordTooShort)).toBeVisible();

    await dismissToasts(page);
    await password.fill("1234567");
    await confirm.fill("1234567");
    await developer.submit(page).click();
    await expect(toast(page, texts.validation.passwordTooShort)).toBeVisible();
    expect(sends).toHaveLength(0);
    await expect(fields[0]!.locator).toHaveValue(fields[0]!.value);

    await password.fill("12345678");
    await confirm.fill("12345678");
    await developer.submit(page).click();
    await expect(toast(page, texts.developer.success)).toBeVisible();
    expect(sends).toHaveLength(1);
  });

  test("the browser requires every field and a valid e-mail before anything is checked or sent; the username keeps to its hint: spaces and symbols are refused in words, nothing is sent (docs/decisions.md#d99)", async ({
    page,
  }) => {
    test.slow(); // two stories on one page: the time of two tests
    const sends = await mockEmail(page);
    await developer.open(page);
    const fields = developer.fields(page);
    await test.step("the browser requires every field and a valid e-mail before anything is checked or sent", async () => {
      await developer.submit(page).click();
      expect(await page.getByLabel("Username").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

      await fillAll(fields);
      await fields[2]!.locator.fill("not-an-email");
      await developer.submit(page).click();
      expect(await fields[2]!.locator.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0);
      expect(sends).toHaveLength(0);
    });

    await test.step("the username keeps to its hint: spaces and symbols are refused in words, nothing is sent; a good one goes", async () => {
      const username = page.getByLabel("Username");
      await expect(username).toHaveAccessibleDescription("Only letters, numbers, dashes or underscores, no spaces.");
      await fillAll(fields);
      const refused = "A username can only hold letters, numbers, dashes (-) and underscores (_), with no spaces.";
      for (const name of ["amara dev", "has spaces & symbols!", "amara.dev"]) {
        await username.fill(name);
        await developer.submit(page).click();
        await expect(username).toHaveAccessibleErrorMessage(refused);
      }
      expect(sends).toHaveLength(0);
      await username.fill("amara_dev-2");
      await developer.submit(page).click();
      await expect(toast(page, texts.developer.success)).toBeVisible();
      expect(sends[0]!.template_params.from_name).toBe("amara_dev-2");
    });
  });
});

test.describe("organization validation", () => {
  test("checks name, company e-mail, type and the 'Other' text in order, with the form's own messages", async ({ page }) => {
    test.slow(); // many steps, each waiting for a toast
    const sends = await mockEmail(page);
    await organization.open(page);
    const submit = organization.submit(page);
    const name = page.getByLabel("Your Name");
    const email = page.getByLabel("Company Email");
    const type = page.getByLabel("Organization Type", { exact: true });

    await submit.click();
    await expect(toast(page, texts.validation.nameRequired)).toBeVisible();
    await expect(toast(page, texts.validation.nameRequired)).toHaveAttribute("data-type", "error");
    // Every error at once, in a summary that takes focus (docs/decisions.md#d99); one toast, the first rule's.
    await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    await expect(email).toHaveAccessibleErrorMessage(texts.validation.companyEmailRequired);
    await expect(type).toHaveAccessibleErrorMessage(texts.validation.organizationTypeRequired);

    await dismissToasts(page);
    await name.fill("   ");
    await submit.click();
    await expect(toast(page, texts.validation.nameRequired)).toBeVisible();

    await name.fill("Zainab Bello");
    await submit.click();
    await expect(toast(page, texts.validation.companyEmailRequired)).toBeVisible();

    await email.fill("zainab@ngo.org");
    await submit.click();
    await expect(toast(page, texts.validation.organizationTypeRequired)).toBeVisible();

    await expect(page.getByPlaceholder("Please specify your organization type...")).toHaveCount(0);
    await type.selectOption("Other");
    const other = page.getByPlaceholder("Please specify your organization type...");
    await expect(other).toBeVisible();
    await submit.click();
    await expect(toast(page, texts.validation.otherTypeRequired)).toBeVisible();
    await dismissToasts(page);
    await other.fill("   ");
    await submit.click();
    await expect(toast(page, texts.validation.otherTypeRequired)).toBeVisible();
    expect(sends).toHaveLength(0);

    await other.fill("University research lab");
    await submit.click();
    await expect(toast(page, texts.organization.success)).toBeVisible();
    expect(sends).toHaveLength(1);
    const message = sends[0]!.template_params.message!;
    expect(message).toContain("Organization type: University research lab");
    expect(message).not.toContain("Organization type: Other");
    await expect(other).toHaveCount(0);
    await expect(type).toHaveValue("");
  });

  test("the 'Other' box disappears when another type is chosen, and its text is not sent", async ({ page }) => {
    const sends = await mockEmail(page);
    await organization.open(page);
    await fillAll(organization.fields(page));
    await page.getByLabel("Organization Type", { exact: true }).selectOption("Other");
    await page.getByPlaceholder("Please specify your organization type...").fill("Cooperative");
    await page.getByLabel("Organization Type", { exact: true }).selectOption("SME");
    await expect(page.getByPlaceholder("Please specify your organization type...")).toHaveCount(0);
    await organization.submit(page).click();
    await expect(toast(page, texts.organization.success)).toBeVisible();
    expect(sends[0]!.template_params.message).toContain("Organization type: SME");
    expect(sends[0]!.template_params.message).not.toContain("Cooperative");
  });
});

test.describe("the password never leaves the browser", () => {
  const password = "Pa55-word-that-must-stay-here";

  test("no request, console line or toast carries it, on success or failure", async ({ page }) => {
    const requests = recordRequests(page);
    const logs = recordConsole(page);
    await mockEmail(page, (index) => (index === 0 ? { status: 500 } : { status: 200 }));
    await developer.open(page);
    const fields = developer.fields(page);
    await fillAll(fields);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);

    await developer.submit(page).click();
    await expect(toast(page, texts.developer.failure)).toBeVisible();
    await developer.submit(page).click();
    await expect(toast(page, texts.developer.success)).toBeVisible();

    const sends = requests.filter((request) => request.url.includes("/api/v1.0/email/send"));
    expect(sends).toHaveLength(2);
    for (const request of requests) {
      expect(request.url).not.toContain(password);
      expect(request.url).not.toContain(encodeURIComponent(password));
      expect(request.body).not.toContain(password);
    }
    for (const send of sends) expect(send.body.toLowerCase()).not.toContain("password");
    expect(logs.join("\n")).not.toContain(password);
    await expect(page.getByRole("region", { name: /Notifications/ })).not.toContainText(password);
  });

  test("the local inbox receives username, full name and e-mail, and no password", async ({ page }) => {
    const requests = recordRequests(page);
    await developer.open(page);
    const email = uniqueEmail("inbox-dev");
    await page.getByLabel("Username").fill("zola_builds");
    await page.getByLabel("Full Name").fill("Zola Ndlovu");
    await page.getByLabel("Email Address", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await developer.submit(page).click();
    await expect(toast(page, texts.developer.success)).toBeVisible();

    const entry = await inboxEntryFor(email);
    expect(entry.template_params.from_name).toBe("zola_builds");
    expect(entry.template_params.message).toContain("Full name: Zola Ndlovu");
    expect(await readInboxFile()).not.toContain(password);
    for (const request of requests) expect(`${request.url} ${request.body}`).not.toContain(password);
  });
});

/**
 * Abuse and faults (docs/decisions.md#d12 to #d14) and awkward input: one send per double click or double Enter,
 * one e-mail per intent when a send times out but may still arrive, the client's rate limit, the
 * honeypot, maximum lengths, markup shown as text, non-Latin names, values of only spaces.
 */
import { expect, test, type Page } from "@playwright/test";
import { heldReply, mockEmail } from "./support/email";
import {
  allForms,
  chooseOrganization,
  contactPage,
  developer,
  dismissToasts,
  expectValues,
  fillAll,
  newsletter,
  organization,
  texts,
  toast,
  type FormDriver,
} from "./support/form-drivers";

// The home page's contact form is the contact page's component: Enter is pressed on the contact page only.
const pressesEnter = new Set<FormDriver>([newsletter, contactPage, developer, organization]);

for (const form of allForms) {
  const title = pressesEnter.has(form) ? "a double click sends once, and so does Enter pressed twice" : "a double click sends once";
  test(`${form.name}: ${title}`, async ({ page }) => {
    // The second intent comes after the client's rate limit (docs/decisions.md#d12): the clock moves past it.
    await page.clock.install();
    const held = [heldReply(), heldReply()];
    const sends = await mockEmail(page, (index) => held[index]!.reply);
    await form.open(page);
    const fields = form.fields(page);
    await fillAll(fields);
    await form.submit(page).dblclick();
    await expect(form.sending(page)).toBeDisabled();
    held[0]!.release({ status: 200 });
    await expect(toast(page, form.success)).toBeVisible();
    await expect(toast(page, form.failure)).toHaveCount(0);
    expect(sends).toHaveLength(1);
    if (!pressesEnter.has(form)) return;

    await dismissToasts(page);
    await fillAll(fields);
    await page.clock.fastForward(10_500);
    const input = fields.find((field) => field.kind !== "select" && field.label !== "Message")!.locator;
    await input.press("Enter");
    await input.press("Enter");
    await expect(form.sending(page)).toBeDisabled();
    held[1]!.release({ status: 200 });
    await expect(toast(page, form.success)).toBeVisible();
    // Back to idle: both presses have been handled, and a second send would have reached the network before the release.
    await expect(form.submit(page)).toBeEnabled();
    await expect(toast(page, form.success)).toHaveCount(1);
    expect(sends).toHaveLength(2);
  });
}

test("a second send of the same form within the rate limit is never a failure: the form says when it can send again, keeps every value, and sends then", async ({
  page,
}) => {
  test.slow(); // three forms' worth of sends
  await page.clock.install();
  const sends = await mockEmail(page);
  await contactPage.open(page);
  await fillAll(contactPage.fields(page));
  await contactPage.submit(page).click();
  await expect(toast(page, texts.contact.success)).toBeVisible();

  const again = contactPage.fields(page);
  await fillAll(again);
  await contactPage.submit(page).click();
  const form = page.getByRole("main");
  await expect(form.getByRole("status").filter({ hasText: texts.throttle.notice })).toBeVisible();
  const waiting = form.getByRole("button", { name: texts.throttle.button });
  await expect(waiting).toBeDisabled();
  await expect(toast(page, texts.contact.failure)).toHaveCount(0);
  await expectValues(again, false);
  expect(sends, "the held-back send never reaches the network").toHaveLength(1);

  // Another form is not held back by this one.
  await fillAll(newsletter.fields(page));
  await newsletter.submit(page).click();
  await expect(toast(page, texts.newsletter.success)).toBeVisible();
  expect(sends).toHaveLength(2);

  // The window passes: the button is back, and the form sends.
  await page.clock.fastForward(10_500);
  await expect(waiting).toBeHidden();
  await dismissToasts(page);
  await contactPage.submit(page).click();
  await expect(toast(page, texts.contact.success)).toBeVisible();
  await expectValues(again, true);
  expect(sends).toHaveLength(3);
});

test("a failed send does not throttle the visitor's retry", async ({ page }) => {
  const sends = await mockEmail(page, (index) => (index === 0 ? { status: 500 } : { status: 200 }));
  await organization.open(page);
  const fields = organization.fields(page);
  await fillAll(fields);
  await organization.submit(page).click();
  await expect(toast(page, texts.organization.failure)).toBeVisible();
  await organization.submit(page).click();
  await expect(toast(page, texts.organization.success)).toBeVisible();
  await expectValues(fields, true);
  expect(sends).toHaveLength(2);
});

/** Sends, lets the page's 15 s timeout pass on a frozen clock, and waits for the failure toast. */
async function sendAndTimeOut(page: Page, form: FormDriver, sends: unknown[]) {
  const sent = sends.length;
  await page.clock.pauseAt(Date.now() + 60_000);
  await form.submit(page).click();
  await expect(form.sending(page)).toBeDisabled();
  // The 15 s start once the send's lazy code has loaded, in real time: only a request that reached the service has them.
  await expect.poll(() => sends.length).toBe(sent + 1);
  await page.clock.fastForward(15_100);
  await page.clock.resume(); // sonner shows toasts from a timer
  await expect(toast(page, form.failure)).toBeVisible();
  await expect(form.submit(page)).toBeEnabled();
}

for (const form of [newsletter, contactPage, developer, organization]) {
  test(`${form.name}: a resend after a timeout waits for the first send, which arrives: one e-mail, success told`, async ({ page }) => {
    await page.clock.install();
    const { reply, release } = heldReply();
    const sends = await mockEmail(page, (index) => (index === 0 ? reply : { status: 200 }));
    await form.open(page);
    const fields = form.fields(page);
    await fillAll(fields);
    await sendAndTimeOut(page, form, sends);
    await expectValues(fields, false);

    await dismissToasts(page);
    await form.submit(page).click();
    await expect(form.sending(page), "the resend waits for the first send").toBeDisabled();
    expect(sends, "the resend sends nothing while the first is on its way").toHaveLength(1);

    release({ status: 200 });
    await expect(toast(page, form.success)).toHaveCount(1);
    await expectValues(fields, true);
    // Back to idle with one success told: a send made by the resend (answered at once) would be counted by now.
    await expect(form.submit(page)).toBeEnabled();
    await expect(toast(page, form.success)).toHaveCount(1);
    expect(sends).toHaveLength(1);
  });
}

test("a send that times out and arrives later tells the visitor and clears the form", async ({ page }) => {
  await page.clock.install();
  const { reply, release } = heldReply();
  const sends = await mockEmail(page, reply);
  await contactPage.open(page);
  const fields = contactPage.fields(page);
  await fillAll(fields);
  await sendAndTimeOut(page, contactPage, sends);
  await expectValues(fields, false);

  release({ status: 200 });
  await expect(toast(page, texts.contact.success)).toBeVisible();
  await expectValues(fields, true);
  expect(sends).toHaveLength(1);
});

test("a send that times out and fails later lets the retry really send", async ({ page }) => {
  await page.clock.install();
  const { reply, release } = heldReply();
  const sends = await mockEmail(page, (index) => (index === 0 ? reply : { status: 200 }));
  await developer.open(page);
  const fields = developer.fields(page);
  await fillAll(fields);
  await sendAndTimeOut(page, developer, sends);
  await dismissToasts(page);

  // The late failure has been read by the page once its response has finished loading.
  const lateAnswer = page.waitForEvent("requestfinished", (request) => request.url().endsWith("/api/v1.0/email/send"));
  release({ status: 500 });
  await lateAnswer;
  await expect(toast(page, texts.developer.success)).toHaveCount(0);
  await expectValues(fields, false);

  await developer.submit(page).click();
  await expect(toast(page, texts.developer.success)).toBeVisible();
  // Exactly one success: the late failure was never told as one.
  await expect(toast(page, texts.developer.success)).toHaveCount(1);
  await expectValues(fields, true);
  expect(sends).toHaveLength(2);
});

/**
 * What browsers' and password managers' autofill keys on (Chromium's field-type patterns for names,
 * contact details, addresses, web sites, companies and log-ins): a trap matching any of them would be
 * filled for a real visitor, whose message would then be dropped silently.
 */
const autofillProne =
  /name|mail|e-?mail|phone|tel|mobile|fax|addr|street|city|town|zip|post|country|region|state|company|organi[sz]ation|business|url|web|site|homepage|blog|user|login|account|pass|card|cc-|birth|title|subject|message|comment|search|q$/i;

for (const form of allForms) {
  test(`${form.name}: the honeypot gives autofill nothing to recognise, and a filled one is dropped silently and shown as success`, async ({ page }) => {
    const sends = await mockEmail(page);
    await form.open(page);
    const scope = form === newsletter ? page.getByRole("contentinfo") : page.getByRole("main");
    // The trap is invisible, hidden from assistive tech and out of the tab order: only a bot (or this test) fills it.
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    const traps = scope.locator('input[tabindex="-1"][type="text"]');
    await expect(traps).toHaveCount(1);
    await expect(traps).toHaveAttribute("name", "leave_this_empty");
    await expect(traps).not.toBeInViewport();
    const trap = await traps.evaluate((input: HTMLInputElement) => ({
      name: input.name,
      id: input.id,
      autocomplete: input.getAttribute("autocomplete"),
      label: input.labels?.[0]?.textContent ?? "",
      ignoredBy: ["data-1p-ignore", "data-lpignore", "data-bwignore", "data-form-type"].filter((attribute) => input.hasAttribute(attribute)),
    }));
    expect(trap.name, "name").not.toMatch(autofillProne);
    expect(trap.id.replace(/^_[rR]_[0-9a-z]+_/, ""), "id").not.toMatch(autofillProne);
    expect(trap.label, "label").not.toMatch(autofillProne);
    expect(trap.autocomplete).toBe("off");
    expect(trap.ignoredBy).toHaveLength(4);

    const fields = form.fields(page);
    await fillAll(fields);
    await traps.fill("https://spam.example", { force: true });
    await form.submit(page).click();
    await expect(toast(page, form.success)).toBeVisible();
    await expectValues(fields, true);
    expect(sends).toHaveLength(0);
  });
}

test.describe("lengths and characters", () => {
  test("maximum lengths: names 100, e-mail 254, message 5000", async ({ page }) => {
    await contactPage.open(page);
    const [name, email, message] = contactPage.fields(page).map((field) => field.locator);
    await expect(name!).toHaveAttribute("maxlength", "100");
    await expect(email!).toHaveAttribute("maxlength", "254");
    await expect(message!).toHaveAttribute("maxlength", "5000");
    await expect(page.getByRole("contentinfo").getByLabel("Email address")).toHaveAttribute("maxlength", "254");

    await developer.open(page);
    for (const label of ["Username", "Full Name"]) await expect(page.getByLabel(label)).toHaveAttribute("maxlength", "100");
    await expect(page.getByLabel("Email Address", { exact: true })).toHaveAttribute("maxlength", "254");

    await organization.open(page);
    await expect(page.getByLabel("Your Name")).toHaveAttribute("maxlength", "100");
    await expect(page.getByLabel("Company Email")).toHaveAttribute("maxlength", "254");
  });

  test("a 5000-character message is sent whole; typing past it stops at 5000", async ({ page }) => {
    const sends = await mockEmail(page);
    await contactPage.open(page);
    const fields = contactPage.fields(page);
    await fillAll(fields);
    const long = `${"Lorem ipsum dolor sit amet, ".repeat(200)}`.slice(0, 4990) + "Kwaheri 👋";
    expect(long.length).toBe(5000);
    await fields[2]!.locator.fill(long);
    await expect(fields[2]!.locator).toHaveValue(long);
    await fields[2]!.locator.press("End");
    await fields[2]!.locator.pressSequentially("XYZ");
    await expect(fields[2]!.locator).toHaveValue(long);
    await contactPage.submit(page).click();
    await expect(toast(page, texts.contact.success)).toBeVisible();
    expect(sends[0]!.template_params.message).toBe(long);
  });

  test("HTML and script in inputs stay text: nothing runs, the payload carries them as typed", async ({ page }) => {
    const sends = await mockEmail(page);
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await contactPage.open(page);
    const fields = contactPage.fields(page);
    await fillAll(fields);
    const name = `<img src=x onerror="alert(1)">`;
    const message = `<script>alert("hi")</script>\n<b>bold</b> & <a href="javascript:alert(2)">link</a>`;
    await fields[0]!.locator.fill(name);
    await fields[2]!.locator.fill(message);
    await expect(fields[0]!.locator).toHaveValue(name);
    await contactPage.submit(page).click();
    await expect(toast(page, texts.contact.success)).toBeVisible();
    expect(sends[0]!.template_params.from_name).toBe(name);
    expect(sends[0]!.template_params.message).toBe(message);
    expect(dialogs).toBe(0);
    expect(await page.locator("main img[src='x']").count()).toBe(0);
  });

  test("non-Latin names and text are sent unchanged", async ({ page }) => {
    const sends = await mockEmail(page);
    await developer.open(page);
    const fields = developer.fields(page);
    await fillAll(fields);
    await page.getByLabel("Full Name").fill("Ngozi Ọ̀kọ́nkwọ̀ · 王小明 · Алексей · محمد");
    await developer.submit(page).click();
    await expect(toast(page, texts.developer.success)).toBeVisible();
    expect(sends[0]!.template_params.message).toContain("Full name: Ngozi Ọ̀kọ́nkwọ̀ · 王小明 · Алексей · محمد");

    await contactPage.open(page);
    const contact = contactPage.fields(page);
    await fillAll(contact);
    await contact[0]!.locator.fill("አበበ ቢቂላ");
    await contact[2]!.locator.fill("مرحبا — こんにちは — Habari");
    await contactPage.submit(page).click();
    await expect(toast(page, texts.contact.success)).toBeVisible();
    expect(sends[1]!.template_params).toMatchObject({ from_name: "አበበ ቢቂላ", message: "مرحبا — こんにちは — Habari" });
  });
});

test.describe("browser validation", () => {
  test("newsletter: a required e-mail input; nothing is sent for an empty or malformed address", async ({ page }) => {
    const sends = await mockEmail(page);
    await newsletter.open(page);
    const input = page.getByRole("contentinfo").getByLabel("Email address");
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");
    await newsletter.submit(page).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
    await input.fill("not-an-email");
    await newsletter.submit(page).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0);
    expect(sends).toHaveLength(0);
  });

  test("contact: name, e-mail and message are all required, and a name or message of only spaces is not sent: the browser shows why", async ({ page }) => {
    test.slow(); // two stories on one page: the time of two tests
    const sends = await mockEmail(page);
    await contactPage.open(page);
    const fields = contactPage.fields(page);
    await test.step("each field is required; the form is not sent with any one of them empty", async () => {
      for (const field of fields) await expect(field.locator).toHaveAttribute("required", "");
      await expect(fields[1]!.locator).toHaveAttribute("type", "email");
      for (const skipped of fields) {
        await fillAll(fields.filter((field) => field !== skipped));
        await skipped.locator.fill("");
        await contactPage.submit(page).click();
        expect(await skipped.locator.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
      }
      expect(sends).toHaveLength(0);
    });
    await test.step("a name or message of only spaces is not sent; the browser says why", async () => {
      for (const [index, blank, message] of [
        [0, "   ", "Please enter your name."],
        [2, " \n\t ", "Please write your message."],
      ] as const) {
        await fillAll(fields);
        await fields[index]!.locator.fill(blank);
        await contactPage.submit(page).click();
        await expect(fields[index]!.locator).toHaveJSProperty("validationMessage", message);
        expect(await fields[index]!.locator.evaluate((element: HTMLInputElement) => element.matches(":invalid"))).toBe(true);
      }
      expect(sends).toHaveLength(0);
    });
    await test.step("the message goes once the field says something", async () => {
      await fields[2]!.locator.fill("Real words");
      await contactPage.submit(page).click();
      await expect(toast(page, texts.contact.success)).toBeVisible();
      expect(sends).toHaveLength(1);
      expect(sends[0]!.template_params.message).toBe("Real words");
    });
  });

  test("sign-up: values of only spaces are not sent; the developer's username or full name gets the browser's message, the organization's name or other type the form's own", async ({
    page,
  }) => {
    test.slow(); // two stories on one page: the time of two tests
    const sends = await mockEmail(page);
    await developer.open(page);
    await test.step("developer: a username or full name of only spaces is not sent; the browser shows why", async () => {
      const fields = developer.fields(page);
      for (const [index, message] of [
        [0, "Please enter a username."],
        [1, "Please enter your full name."],
      ] as const) {
        await fillAll(fields);
        await fields[index]!.locator.fill("    ");
        await developer.submit(page).click();
        await expect(fields[index]!.locator).toHaveJSProperty("validationMessage", message);
      }
      await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0);
      expect(sends).toHaveLength(0);
    });
    await test.step("organization: a name or other type of only spaces gets the form's own message and is not sent", async () => {
      await chooseOrganization(page);
      const fields = organization.fields(page);
      await fillAll(fields);
      await fields[0]!.locator.fill("   ");
      await organization.submit(page).click();
      await expect(toast(page, texts.validation.nameRequired)).toBeVisible();
      await fields[0]!.locator.fill("Kwame Mensah");
      await fields[2]!.locator.selectOption("Other");
      await page.getByLabel("Your organization type").fill("  \t ");
      await organization.submit(page).click();
      await expect(toast(page, texts.validation.otherTypeRequired)).toBeVisible();
      expect(sends).toHaveLength(0);
    });
  });
});

/**
 * Keyboard journeys, with no mouse at all: focus moves only with Tab, Enter, Space, Escape and typing.
 * Skip link, navbar, phone menu, signup toggles, a toast closed, and every form refused (WCAG 3.3.1: the field
 * at fault has focus and says why, in words), then put right and sent.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { navigation } from "../content/en/navigation";
import { localeInfo, prefixedLocales } from "../content/locales";
import { mockEmail, uniqueEmail } from "./support/email";
import { texts, toast } from "./support/form-drivers";
import { expectFocusIndicator, tabTo, typeInto } from "./support/keyboard";
import { waitForHydration } from "./support/page-state";

// Long Tab walks on a busy shared machine.
test.describe.configure({ timeout: 60_000 });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The field's error message: what aria-errormessage names, also listed in aria-describedby, and visible. */
async function expectExplained(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const errorId = await field.getAttribute("aria-errormessage");
  expect(errorId, "aria-errormessage names the message").toBeTruthy();
  expect((await field.getAttribute("aria-describedby"))?.split(" "), "aria-describedby lists the message").toContain(errorId);
  const error = field.page().locator(`[id="${errorId}"]`);
  await expect(error).toBeVisible();
  await expect(error).toHaveText(message);
  await expect(field).toHaveAccessibleDescription(message instanceof RegExp ? message : new RegExp(escape(message)));
}

/** The focused field is on screen and nothing (navbar, toast) covers its centre (WCAG 2.4.11). */
async function expectNotObscured(field: Locator) {
  await expect(field).toBeInViewport();
  const onTop = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (top === element || element.contains(top));
  });
  expect(onTop, "the field at fault is not covered").toBe(true);
}

/** The language switch's links on an English page, in the order of content/locales.ts. */
function otherLanguages(banner: Locator): Locator[] {
  return prefixedLocales.map((locale) => banner.getByRole("link", { name: localeInfo[locale].name, exact: true }));
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("skip link and navbar", () => {
  // Two walks on one browser page, each from its own load (D115).
  test(
    "desktop: the skip link moves focus into the main content, and Tab walks the navbar in order, each stop visibly focused",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await test.step("the skip link moves focus into the main content", async () => {
        await open(page, "/");
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: navigation.skipLink });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        // The next Tab lands on main's first link, not back in the navbar.
        await page.keyboard.press("Tab");
        await expect(page.getByRole("main").getByRole("link").first()).toBeFocused();
      });
      await test.step("desktop: Tab walks the navbar in order, each stop visibly focused", async () => {
        // The inline links exist on wide screens only; the phone menu has its own test.
        await open(page, "/");
        const banner = page.getByRole("banner");
        const stops = [
          page.getByRole("link", { name: navigation.skipLink }),
          banner.getByRole("link", { name: navigation.homeLabel }),
          ...[...navigation.main, ...navigation.doors].map((link) => banner.getByRole("link", { name: link.label, exact: true })),
          // The language switch: a link to each other language, named in that language (docs/decisions.md#d34).
          ...otherLanguages(banner),
          banner.getByRole("link", { name: navigation.cta.label, exact: true }),
        ];
        for (const stop of stops) {
          await page.keyboard.press("Tab");
          await expect(stop).toBeFocused();
          await expectFocusIndicator(stop);
        }
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/\/contact$/);
      });
    },
  );

  test("phone: the menu opens with Enter and Space, lets focus go on, closes with Escape onto its toggle", { tag: "@mobile-only" }, async ({ page }) => {
    // The menu toggle exists on narrow screens only.
    await open(page, "/");
    const banner = page.getByRole("banner");
    const toggle = banner.locator("[aria-controls]").first();
    await tabTo(page, toggle, { limit: 5 });
    await expect(toggle).toHaveAccessibleName(navigation.menuOpenLabel);
    await expectFocusIndicator(toggle);

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(navigation.menuCloseLabel);
    const links = [
      // Each audience's door first (docs/decisions.md#d104), then the pages.
      ...[...navigation.doors, ...navigation.main].map((link) => banner.getByRole("link", { name: link.label, exact: true })),
      ...otherLanguages(banner),
      banner.getByRole("link", { name: navigation.cta.label, exact: true }),
    ];
    for (const link of links) {
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(links[1]!).toBeHidden();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Not a trap: Tab past the last link leaves the menu, which closes rather than cover the page.
    await page.keyboard.press("Enter");
    for (const link of links) {
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("signup by keyboard", () => {
  test("the mode toggle and both password visibility toggles work with Enter and Space", async ({ page }) => {
    await open(page, "/signup");
    const main = page.getByRole("main");
    const developerMode = main.getByRole("button", { name: "Developer" });
    const organizationMode = main.getByRole("button", { name: "Organization" });
    await tabTo(page, organizationMode);
    await expectFocusIndicator(organizationMode);
    await page.keyboard.press("Enter");
    await expect(organizationMode).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request an Exploration Call");
    await page.keyboard.press("Shift+Tab");
    await expect(developerMode).toBeFocused();
    await page.keyboard.press("Space");
    await expect(developerMode).toHaveAttribute("aria-pressed", "true");

    const password = main.getByLabel("Password", { exact: true });
    const confirm = main.getByLabel("Confirm Password", { exact: true });
    await typeInto(page, password, "first-secret");
    await page.keyboard.press("Tab");
    const showPassword = main.getByRole("button", { name: "Show password" }).first();
    await expect(showPassword).toBeFocused();
    await expectFocusIndicator(showPassword);
    await page.keyboard.press("Enter");
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");

    await typeInto(page, confirm, "second-secret");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(confirm).toHaveAttribute("type", "text");
    await page.keyboard.press("Space");
    await expect(confirm).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("type", "text");
  });
});

test.describe("toasts by keyboard", () => {
  test("Alt+T reaches the toasts, Enter on the close button closes one, and focus goes back", async ({ page }) => {
    await mockEmail(page);
    await open(page, "/contact");
    const main = page.getByRole("main");
    const name = main.getByLabel("Name", { exact: true });
    await typeInto(page, name, "Wanjiru Kamau");
    await typeInto(page, main.getByLabel("Email", { exact: true }), uniqueEmail("kbd"));
    await typeInto(page, main.getByLabel("Message", { exact: true }), "Close the toast by keyboard.");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(name).toBeFocused();
    await page.keyboard.press("Enter");
    const item = toast(page, texts.contact.success);
    await expect(item).toBeVisible();

    await page.keyboard.press("Alt+T");
    const close = item.getByRole("button", { name: "Close toast notification" });
    await tabTo(page, close, { limit: 3 });
    await expectFocusIndicator(close);
    await page.keyboard.press("Enter");
    await expect(item).toHaveCount(0);
    await expect(name).toBeFocused();
  });
});

test.describe("every form by keyboard: a refused submit points at the field at fault, in words that stay; put right, it sends", () => {
  test("newsletter: the browser's own message under the field", async ({ page }) => {
    const sends = await mockEmail(page);
    // The footer's form is the same on every page: /about has the shortest walk to it (23 stops, / has 42).
    await open(page, "/about");
    const field = page.getByRole("contentinfo").getByLabel("Email address");
    // Its code loads as the footer comes near (docs/decisions.md#d120): by the keyboard's walk, or here.
    await field.scrollIntoViewIfNeeded();
    await expect(field).toBeEditable();
    const email = uniqueEmail("kbd");
    const [local, domain] = email.split("@");
    await typeInto(page, field, local!);
    await page.keyboard.press("Enter");
    await expect(field).toBeFocused();
    const message = await field.evaluate((input: HTMLInputElement) => input.validationMessage);
    expect(message).not.toBe("");
    await expectExplained(field, message);
    // Fixing the value takes the message away.
    await page.keyboard.type(`@${domain}`);
    await expect(field).not.toHaveAttribute("aria-invalid");
    await page.keyboard.press("Enter");
    await expect(toast(page, texts.newsletter.success)).toBeVisible();
    expect(sends.map((send) => send.template_params.from_email)).toEqual([email]);
  });

  test("contact: every empty field is flagged, focus on the summary, whose first link leads to the first field", async ({ page }) => {
    const sends = await mockEmail(page);
    await open(page, "/contact");
    const main = page.getByRole("main");
    const fields = ["Name", "Email", "Message"].map((label) => main.getByLabel(label, { exact: true }));
    const submit = main.getByRole("button", { name: "Send Message" });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const summary = main.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await expectNotObscured(summary);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(fields[0]!).toBeFocused();
    await expectNotObscured(fields[0]!);
    for (const field of fields) {
      await expectExplained(field, await field.evaluate((input: HTMLInputElement) => input.validationMessage));
    }

    const email = uniqueEmail("kbd");
    for (const [index, value] of ["Wanjiru Kamau", email, "Typed without a mouse."].entries()) await typeInto(page, fields[index]!, value);
    await tabTo(page, submit, { limit: 3 });
    await page.keyboard.press("Enter");
    await expect(toast(page, texts.contact.success)).toBeVisible();
    expect(sends.map((send) => send.template_params.from_email)).toEqual([email]);
  });

  test("developer signup: the password rule's message under the field, and its toast", async ({ page }) => {
    const sends = await mockEmail(page);
    await open(page, "/signup");
    const main = page.getByRole("main");
    const email = uniqueEmail("kbd");
    await typeInto(page, main.getByLabel("Username"), "amara_dev");
    await typeInto(page, main.getByLabel("Full Name"), "Amara Okafor");
    await typeInto(page, main.getByLabel("Email Address", { exact: true }), email);
    await typeInto(page, main.getByLabel("Password", { exact: true }), "correct-horse-42");
    const confirm = main.getByLabel("Confirm Password", { exact: true });
    await typeInto(page, confirm, "correct-horse-24");
    await page.keyboard.press("Enter");
    // Focus on the summary of every error; its one link leads to the field at fault.
    await expect(main.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(confirm).toBeFocused();
    await expectExplained(confirm, texts.validation.passwordsMismatch);
    await expectNotObscured(confirm);
    await expect(toast(page, texts.validation.passwordsMismatch)).toBeVisible();
    expect(sends).toEqual([]);

    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("correct-horse-42");
    await expect(confirm).not.toHaveAttribute("aria-invalid");
    await tabTo(page, main.getByRole("button", { name: "Sign Up", exact: true }), { limit: 5 });
    await page.keyboard.press("Space");
    await expect(toast(page, texts.developer.success)).toBeVisible();
    expect(sends.map((send) => send.template_params.from_email)).toEqual([email]);
  });

  test("organization request: the form's own message under the field, and its toast", async ({ page }) => {
    const sends = await mockEmail(page);
    await open(page, "/signup");
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: "Request Call" });
    await tabTo(page, main.getByRole("button", { name: "Organization" }));
    await page.keyboard.press("Enter");
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const name = main.getByLabel("Your Name");
    const summary = main.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expectExplained(name, texts.validation.nameRequired);
    await expectNotObscured(name);
    await expect(toast(page, texts.validation.nameRequired)).toBeVisible();
    // Editing the field takes its message away; the next refusal points at the next field.
    await page.keyboard.type("Kwame Mensah");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const companyEmail = main.getByLabel("Company Email");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(companyEmail).toBeFocused();
    await expectExplained(companyEmail, texts.validation.companyEmailRequired);
    await expectNotObscured(companyEmail);

    const email = uniqueEmail("kbd");
    await page.keyboard.type(email);
    const type = main.getByLabel("Organization Type", { exact: true });
    await tabTo(page, type, { limit: 3 });
    await page.keyboard.type("Enterprise");
    await expect(type).toHaveValue("Enterprise");
    await tabTo(page, submit, { limit: 3 });
    await page.keyboard.press("Enter");
    await expect(toast(page, texts.organization.success)).toBeVisible();
    expect(sends.map((send) => send.template_params.from_email)).toEqual([email]);
  });
});

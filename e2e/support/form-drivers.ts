/**
 * One driver per form, so the outcome suites can run every send outcome (success and each failure) on every form
 * with the same test body. Locators are user-facing: roles, labels and visible text.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { uniqueEmail } from "./email";

export const texts = {
  newsletter: { success: "Successfully subscribed to newsletter! 🎉", failure: "Failed to subscribe. Please try again. 😔" },
  contact: { success: "Message sent successfully! 🎉", failure: "Failed to send message. Please try again. 😔" },
  developer: { success: "Developer signup submitted successfully! We'll be in touch soon. 🎉", failure: "Failed to submit form. Please try again. 😔" },
  organization: {
    success: "Exploration request submitted successfully! We'll schedule a call soon. 🎉",
    failure: "Failed to submit form. Please try again. 😔",
  },
  /** A send the rate limit holds back: the notice names no number, the button counts down (docs/decisions.md#d71). */
  throttle: {
    notice: "You've just sent this form. You can send it again in a few seconds, as soon as the button lets you: what you typed is kept.",
    button: /^Send again in \d+ s$/,
  },
  validation: {
    passwordsMismatch: "Passwords do not match. Please try again.",
    passwordTooShort: "Password must be at least 8 characters long.",
    nameRequired: "Please enter your name.",
    companyEmailRequired: "Please enter your company email.",
    organizationTypeRequired: "Please select your organization type.",
    otherTypeRequired: "Please specify your organization type.",
  },
} as const;

export const organizationTypes = [
  "Pre-seed/Seed Startup",
  "Growth-Stage Scaleup",
  "SME",
  "Enterprise",
  "Civil Society Organization",
  "Government Entity",
  "Other",
];

/** The toast that shows `text`, inside sonner's notification region. */
export function toast(page: Page, text: string): Locator {
  // A toast on its way out (sonner marks it data-removed) is not one the visitor is being shown.
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .and(page.locator(':not([data-removed="true"])'))
    .filter({ hasText: text });
}

/** Closes every toast on screen, so the next assertion can only see a toast the next action shows. */
export async function dismissToasts(page: Page) {
  const region = page.getByRole("region", { name: /Notifications/ });
  // Toasts already on their way out (sonner marks them data-removed) need no click.
  const staying = region.locator('li:not([data-removed="true"])');
  for (let round = 0; round < 10 && (await staying.count()) > 0; round += 1) {
    await staying
      .first()
      .click({ timeout: 2_000 })
      .catch(() => {
        // It closed by itself between count() and click().
      });
  }
  await expect(region.getByRole("listitem")).toHaveCount(0);
}

/** The fields of a form: a label for the test report, the locator, and the value a valid submission uses. */
export interface Field {
  label: string;
  locator: Locator;
  value: string;
  kind?: "text" | "select";
}

export interface FormDriver {
  name: string;
  path: string;
  success: string;
  failure: string;
  /** Opens the page and brings the form on screen (and switches the signup mode). */
  open(page: Page): Promise<void>;
  /** The form's fields with valid values; `email` is unique per call. */
  fields(page: Page): Field[];
  submit(page: Page): Locator;
  /** The submit button while sending: disabled, with its sending label (docs/decisions.md#d16). */
  sending(page: Page): Locator;
  /** The template_params the valid values must produce. */
  expectedParams(fields: Field[]): Record<string, string | RegExp>;
}

export async function fillAll(fields: Field[]) {
  for (const field of fields) {
    if (field.kind === "select") await field.locator.selectOption(field.value);
    else await field.locator.fill(field.value);
  }
}

export async function expectValues(fields: Field[], empty: boolean) {
  for (const field of fields) await expect(field.locator, field.label).toHaveValue(empty ? "" : field.value);
}

const valueOf = (fields: Field[], label: string) => fields.find((field) => field.label === label)?.value ?? "";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Scrolls to a form whose code loads as the visitor comes near it (docs/decisions.md#d120) and waits for that code:
 * the loaded form replaces the server's, so the scroll targets the area around it, which stays, and the wait is for
 * a field that takes typing (read-only until then).
 */
async function bringNear(area: Locator, field: Locator) {
  await area.scrollIntoViewIfNeeded();
  await expect(field, "the form's code loads as it comes near").toBeEditable();
}

function contactDriver(variant: "page" | "home"): FormDriver {
  const scope = (page: Page) => (variant === "page" ? page.getByRole("main") : page.getByRole("region", { name: "Get In Touch" }));
  return {
    name: variant === "page" ? "contact page" : "contact on home",
    path: variant === "page" ? "/contact" : "/#contact",
    ...texts.contact,
    async open(page) {
      await page.goto(this.path);
      if (variant === "page") await scope(page).getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
      else await bringNear(scope(page), this.fields(page)[0]!.locator);
    },
    fields(page) {
      const form = scope(page);
      return [
        { label: "Name", locator: form.getByLabel("Name", { exact: true }), value: "Wanjiru Kamau" },
        { label: "Email", locator: form.getByLabel("Email", { exact: true }), value: uniqueEmail("contact") },
        { label: "Message", locator: form.getByLabel("Message", { exact: true }), value: "We would like to run an AI lab with your talent.\nCan we talk?" },
      ];
    },
    submit: (page) => scope(page).getByRole("button", { name: "Send Message" }),
    sending: (page) => scope(page).getByRole("button", { name: "Sending..." }),
    expectedParams: (fields) => ({
      from_name: valueOf(fields, "Name"),
      from_email: valueOf(fields, "Email"),
      message: valueOf(fields, "Message"),
      language: "en",
    }),
  };
}

export const newsletter: FormDriver = {
  name: "newsletter",
  path: "/",
  ...texts.newsletter,
  async open(page) {
    await page.goto(this.path);
    await bringNear(page.getByRole("contentinfo"), this.fields(page)[0]!.locator);
  },
  fields: (page) => [{ label: "Email address", locator: page.getByRole("contentinfo").getByLabel("Email address"), value: uniqueEmail("news") }],
  submit: (page) => page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }),
  sending: (page) => page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }),
  expectedParams: (fields) => ({ from_email: valueOf(fields, "Email address"), language: "en" }),
};

export const contactPage = contactDriver("page");
export const contactHome = contactDriver("home");

export const developer: FormDriver = {
  name: "developer signup",
  path: "/signup",
  ...texts.developer,
  async open(page) {
    await page.goto(this.path);
    const developerMode = page.getByRole("button", { name: "Developer" });
    await expect(developerMode).toHaveAttribute("aria-pressed", "true");
    // The toggle is disabled until the page has hydrated (it could do nothing before).
    await expect(developerMode).toBeEnabled();
  },
  fields(page) {
    const form = page.getByRole("main");
    return [
      { label: "Username", locator: form.getByLabel("Username"), value: "amara_dev" },
      { label: "Full Name", locator: form.getByLabel("Full Name"), value: "Amara Okafor" },
      { label: "Email Address", locator: form.getByLabel("Email Address", { exact: true }), value: uniqueEmail("dev") },
      { label: "Password", locator: form.getByLabel("Password", { exact: true }), value: "correct-horse-42" },
      { label: "Confirm Password", locator: form.getByLabel("Confirm Password", { exact: true }), value: "correct-horse-42" },
    ];
  },
  submit: (page) => page.getByRole("main").getByRole("button", { name: "Sign Up", exact: true }),
  sending: (page) => page.getByRole("main").getByRole("button", { name: "Signing Up..." }),
  expectedParams: (fields) => ({
    from_name: valueOf(fields, "Username"),
    from_email: valueOf(fields, "Email Address"),
    language: "en",
    message: new RegExp(
      `Username: ${escape(valueOf(fields, "Username"))}\\nFull name: ${escape(valueOf(fields, "Full Name"))}\\nEmail: ${escape(valueOf(fields, "Email Address"))}`,
    ),
  }),
};

/** On the sign-up page, switches it to the organization's form. */
export async function chooseOrganization(page: Page) {
  await page.getByRole("button", { name: "Organization" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request an Exploration Call" })).toBeVisible();
}

export const organization: FormDriver = {
  name: "organization request",
  path: "/signup",
  ...texts.organization,
  async open(page) {
    await page.goto(this.path);
    await chooseOrganization(page);
  },
  fields(page) {
    const form = page.getByRole("main");
    return [
      { label: "Your Name", locator: form.getByLabel("Your Name"), value: "Kwame Mensah" },
      { label: "Company Email", locator: form.getByLabel("Company Email"), value: uniqueEmail("org") },
      { label: "Organization Type", locator: form.getByLabel("Organization Type", { exact: true }), value: "Enterprise", kind: "select" },
    ];
  },
  submit: (page) => page.getByRole("main").getByRole("button", { name: "Request Call" }),
  sending: (page) => page.getByRole("main").getByRole("button", { name: "Submitting Request..." }),
  expectedParams: (fields) => ({
    from_name: valueOf(fields, "Your Name"),
    from_email: valueOf(fields, "Company Email"),
    language: "en",
    message: new RegExp(
      `Name: ${escape(valueOf(fields, "Your Name"))}\\nCompany email: ${escape(valueOf(fields, "Company Email"))}\\nOrganization type: Enterprise\\n[\\s\\S]*exploration call`,
    ),
  }),
};

export const allForms = [newsletter, contactPage, contactHome, developer, organization];

/** Checks a send's JSON against the EmailJS send API (docs/decisions.md#d10): library version, the three identifiers, and exactly the expected params. */
export function expectSend(
  body: { lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, string> },
  expected: Record<string, string | RegExp>,
) {
  expect(body.lib_version).toBe("4.4.1");
  for (const id of [body.user_id, body.service_id, body.template_id]) expect(id, "EmailJS identifiers").toMatch(/\S/);
  expect(Object.keys(body.template_params).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) {
    if (typeof value === "string") expect(body.template_params[key], key).toBe(value);
    else expect(body.template_params[key], key).toMatch(value);
  }
}

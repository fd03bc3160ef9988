/** The four forms as a visitor fills them (content/en/), driven through `Browse` in any engine. */
import { contact } from "../../../content/en/contact";
import { forms } from "../../../content/en/forms";
import { footer } from "../../../content/en/navigation";
import { signup } from "../../../content/en/signup";
import { expect } from "@playwright/test";
import { byLabel, byRole, within, type Browse, type Target } from "./browse";

export interface FormField {
  target: Target;
  value: string;
  /** A `<select>`: the value is the option's text. */
  select?: boolean;
}

export interface EngineForm {
  name: string;
  /** Opens the form's page, hydrated, with the form on screen (the signup mode chosen). */
  open(browse: Browse): Promise<void>;
  /** The fields with valid values, the sender's address being `email`. */
  fields(email: string): FormField[];
  submit: Target;
  success: string;
  failure: string;
}

const main = byRole("main");
const footerLandmark = byRole("contentinfo");

async function openHydrated(browse: Browse, path: string) {
  await browse.goto(path);
  await browse.waitForHydration();
}

const { developer, organization } = signup;
const newsletterField = within(footerLandmark, byLabel(footer.newsletter.emailLabel));

/**
 * Brings the footer near, as a reader scrolling down would, and waits for the newsletter form's code, which loads then
 * (docs/decisions.md#d120): the server's field stays read-only until the loaded form takes its place, and a click made
 * during that swap would land on the field being replaced.
 */
export async function bringNewsletterNear(browse: Browse) {
  await browse.evaluate(() => document.querySelector("footer")?.scrollIntoView({ block: "end", behavior: "instant" }), undefined);
  await expect
    .poll(async () => (await browse.count(newsletterField)) === 1 && (await browse.attribute(newsletterField, "readonly")) === null, {
      message: "the newsletter form's code loads",
    })
    .toBe(true);
}

export const engineForms: EngineForm[] = [
  {
    name: "newsletter",
    open: async (browse) => {
      await openHydrated(browse, "/");
      await bringNewsletterNear(browse);
    },
    fields: (email) => [{ target: newsletterField, value: email }],
    submit: within(footerLandmark, byRole("button", footer.newsletter.submitLabel)),
    ...forms.newsletter,
  },
  {
    name: "contact",
    open: (browse) => openHydrated(browse, contact.meta.path),
    fields: (email) => [
      { target: within(main, byLabel(contact.form.nameLabel)), value: "Wanjiru Kamau" },
      { target: within(main, byLabel(contact.form.emailLabel)), value: email },
      { target: within(main, byLabel(contact.form.messageLabel)), value: "We would like to run an AI lab with your talent. Can we talk?" },
    ],
    submit: within(main, byRole("button", contact.form.submitLabel)),
    ...forms.contact,
  },
  {
    name: "developer signup",
    open: (browse) => openHydrated(browse, signup.meta.path),
    fields: (email) => [
      { target: within(main, byLabel(developer.fields.username.label)), value: "amara_dev" },
      { target: within(main, byLabel(developer.fields.fullName.label)), value: "Amara Okafor" },
      { target: within(main, byLabel(developer.fields.email.label)), value: email },
      { target: within(main, byLabel(developer.fields.password.label)), value: "correct-horse-42" },
      { target: within(main, byLabel(developer.fields.confirmPassword.label)), value: "correct-horse-42" },
    ],
    submit: within(main, byRole("button", developer.submitLabel)),
    ...forms.developerSignup,
  },
  {
    name: "organization request",
    async open(browse) {
      await openHydrated(browse, signup.meta.path);
      await browse.click(byRole("button", signup.modes.organization));
    },
    fields: (email) => [
      { target: within(main, byLabel(organization.fields.name.label)), value: "Kwame Mensah" },
      { target: within(main, byLabel(organization.fields.companyEmail.label)), value: email },
      { target: within(main, byLabel(organization.fields.organizationType.label)), value: "Enterprise", select: true },
    ],
    submit: within(main, byRole("button", organization.submitLabel)),
    ...forms.organizationRequest,
  },
];

export async function fillForm(browse: Browse, fields: FormField[]) {
  for (const field of fields) {
    if (field.select) await browse.choose(field.target, field.value);
    else await browse.fill(field.target, field.value);
  }
}

/** The toast showing `text` in sonner's notification region. */
export function toast(text: string): Target {
  return within(byRole("region", new RegExp(forms.toasts.regionLabel)), byRole("listitem", undefined, { hasText: text }));
}

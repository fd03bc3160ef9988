/** The signup page's Developer/Organization switch and its two password visibility toggles (docs/decisions.md#d16). */
import { signup } from "../../content/en/signup";
import { byLabel, byRole, within, type Browse } from "./support/browse";
import { expect, test } from "./support/fixtures";

const main = byRole("main");
const { developer, organization } = signup;
const developerLabels = Object.values(developer.fields).map((field) => field.label);
const organizationLabels = [organization.fields.name.label, organization.fields.companyEmail.label, organization.fields.organizationType.label];

/** What the form shows: the heading, which mode is pressed, which fields and which submit button are visible. */
async function shown(browse: Browse) {
  const visible = async (labels: string[]) => {
    const seen: string[] = [];
    for (const label of labels) if (await browse.visible(within(main, byLabel(label)))) seen.push(label);
    return seen;
  };
  return {
    heading: await browse.text(byRole("heading", undefined, { level: 1 })),
    pressed: {
      developer: await browse.attribute(byRole("button", signup.modes.developer), "aria-pressed"),
      organization: await browse.attribute(byRole("button", signup.modes.organization), "aria-pressed"),
    },
    fields: await visible([...developerLabels, ...organizationLabels]),
    submit: {
      developer: await browse.visible(within(main, byRole("button", developer.submitLabel))),
      organization: await browse.visible(within(main, byRole("button", organization.submitLabel))),
    },
  };
}

const developerMode = {
  heading: developer.heading,
  pressed: { developer: "true", organization: "false" },
  fields: developerLabels,
  submit: { developer: true, organization: false },
};
const organizationMode = {
  heading: organization.heading,
  pressed: { developer: "false", organization: "true" },
  fields: organizationLabels,
  submit: { developer: false, organization: true },
};

test.beforeEach(async ({ browse }) => {
  await browse.goto(signup.meta.path);
  await browse.waitForHydration();
});

test("the Developer/Organization switch changes the heading, the fields and the button", async ({ browse }) => {
  await expect.poll(() => shown(browse)).toEqual(developerMode);
  await browse.click(byRole("button", signup.modes.organization));
  await expect.poll(() => shown(browse)).toEqual(organizationMode);
  await browse.click(byRole("button", signup.modes.developer));
  await expect.poll(() => shown(browse)).toEqual(developerMode);
});

test("each password field's show/hide button shows and hides that field only", async ({ browse }) => {
  const password = within(main, byLabel(developer.fields.password.label));
  const confirm = within(main, byLabel(developer.fields.confirmPassword.label));
  await browse.fill(password, "correct-horse-42");
  await browse.fill(confirm, "correct-horse-43");
  const types = async () => [await browse.attribute(password, "type"), await browse.attribute(confirm, "type")];
  expect(await types()).toEqual(["password", "password"]);
  expect(await browse.count(byRole("button", signup.showPassword))).toBe(2);

  // The first toggle is the Password field's: it alone changes, and now offers to hide.
  await browse.click(byRole("button", signup.showPassword, { nth: 0 }));
  await expect.poll(types).toEqual(["text", "password"]);
  expect(await browse.count(byRole("button", signup.hidePassword))).toBe(1);

  await browse.click(byRole("button", signup.showPassword));
  await expect.poll(types).toEqual(["text", "text"]);

  await browse.click(byRole("button", signup.hidePassword, { nth: 0 }));
  await expect.poll(types).toEqual(["password", "text"]);
  expect([await browse.value(password), await browse.value(confirm)]).toEqual(["correct-horse-42", "correct-horse-43"]);
});

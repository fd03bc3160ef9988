// The French site: the sitemap's French pages and their alternates, the language switch both ways, the four forms
// in French, the French not-found page, and that each page's JavaScript carries its own language only. Every French
// page's language, head, chrome, axe and the absence of English sentences are checked by e2e/every-page.spec.ts.
// Copy comes from content/fr/ (the English spec strings are tested elsewhere).
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { teamEmail } from "../content/team-email";
import { sitePages } from "../lib/site-pages";
import { sentencesOf } from "./support/copy";
import { mockEmail } from "./support/email";
import { waitForHydration } from "./support/page-state";
import { absoluteUrl } from "./support/site-pages";

const fr = getContent("fr");
const en = getContent("en");
const frenchPaths = sitePages.map((page) => page.path).filter((path) => path === "/fr" || path.startsWith("/fr/"));
const englishOf = (path: string) => (path === "/fr" ? "/" : path.slice("/fr".length));

const englishSentences = sentencesOf("en");
const frenchSentences = sentencesOf("fr");

/** Every script a page view loads without interaction (files and inline), as the browser received them. */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const inline = await page.locator("script:not([src])").evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return [...(await Promise.all(bodies)), ...inline].join("\n");
}

test.describe("French pages", () => {
  test("the sitemap lists every page in both languages, each with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(frenchPaths.length, "every English page has its French page").toBe(sitePages.length / 2);
    for (const path of frenchPaths) {
      const entry = xml.split("<url>").find((block) => block.includes(`<loc>${absoluteUrl(path)}</loc>`));
      expect(entry, `${path} is in the sitemap`).toBeDefined();
      expect(entry).toContain(`hreflang="fr" href="${absoluteUrl(path)}"`);
      expect(entry).toContain(`hreflang="en" href="${absoluteUrl(englishOf(path))}"`);
    }
  });

  test("an unknown path under /fr shows the French not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/fr/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.notFound.heading);
    await expect(page.getByRole("main").getByRole("link", { name: fr.notFound.links[0]!.label })).toHaveAttribute("href", "/fr");
  });
});

test.describe("each page's JavaScript carries its own language only", () => {
  // A script may hold a sentence as it is or JSON-escaped (quotes, non-ASCII letters).
  const inScripts = (scripts: string, sentence: string) => scripts.includes(sentence) || scripts.includes(JSON.stringify(sentence).slice(1, -1));
  for (const [path, foreign] of [
    ["/", frenchSentences],
    ["/signup", frenchSentences],
    ["/fr", englishSentences],
    ["/fr/signup", englishSentences],
  ] as const) {
    test(path, async ({ page }) => {
      const scripts = await scriptsOf(page, path);
      expect(scripts.length, "scripts were read").toBeGreaterThan(100_000);
      expect(
        foreign.filter((sentence) => inScripts(scripts, sentence)),
        `the other language's sentences in ${path}'s scripts`,
      ).toEqual([]);
    });
  }
});

test.describe("the language switch", () => {
  test("leads from a page to the same page in the other language and back", async ({ page }) => {
    await page.goto("/services/consulting");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL("/fr/services/consulting");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const switchBack = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(switchBack).toHaveAttribute("hreflang", "en");
    await expect(switchBack).toHaveAttribute("lang", "en");
    await switchBack.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/consulting");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("is in the phone menu @mobile-only", async ({ page }) => {
    await page.goto("/fr/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: fr.navigation.menuOpenLabel }).click();
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/about");
    // Another language is another root layout, so a new document: its toggle works once it has hydrated.
    await waitForHydration(page);
    await page.getByRole("button", { name: en.navigation.menuOpenLabel }).click();
    await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL("/fr/about");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still leads to the other language", { tag: "@both-widths" }, async ({ page, isMobile }) => {
      await page.goto("/fr/contact");
      // Phones get the links as a plain row when the menu cannot open.
      const scope = isMobile
        ? page.getByRole("navigation", { name: fr.navigation.noScriptNavLabel })
        : page.getByRole("navigation", { name: fr.navigation.navLabel });
      await scope.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.contact.page.title);
    });
  });
});

/** The toast that shows `text`. */
const toast = (page: Page, text: string) => page.getByRole("region", { name: fr.forms.toasts.regionLabel }).getByRole("listitem").filter({ hasText: text });

test.describe("the four forms in French", () => {
  // A failed send keeps what the visitor typed and does not throttle the retry (docs/decisions.md#d12): each form
  // fails once, then the visitor sends again and it succeeds.
  const failThenSucceed = (index: number) => ({ status: index === 0 ? 500 : 200 });

  test("newsletter: a failure keeps the address, and the retry succeeds", async ({ page }) => {
    const sends = await mockEmail(page, failThenSucceed);
    await page.goto("/fr/about");
    await waitForHydration(page);
    const email = page.getByRole("contentinfo").getByLabel(fr.footer.newsletter.emailLabel);
    const submit = page.getByRole("contentinfo").getByRole("button", { name: fr.footer.newsletter.submitLabel });
    await email.fill("lectrice@example.sn");
    await submit.click();
    await expect(toast(page, fr.forms.newsletter.failure)).toBeVisible();
    await expect(email).toHaveValue("lectrice@example.sn");
    await submit.click();
    await expect(toast(page, fr.forms.newsletter.success)).toBeVisible();
    await expect(email).toHaveValue("");
    expect(sends.map((send) => send.template_params)).toEqual(Array(2).fill({ from_email: "lectrice@example.sn", language: "fr" }));
  });

  test("contact: a failure keeps every value, and the retry succeeds", async ({ page }) => {
    const sends = await mockEmail(page, failThenSucceed);
    await page.goto("/fr/contact");
    await waitForHydration(page);
    const form = page.getByRole("main");
    const values = { name: "Aïssatou Diallo", email: "aissatou@example.sn", message: "Bonjour, nous aimerions lancer un laboratoire d’IA à Dakar." };
    const fields = {
      name: form.getByLabel(fr.contact.form.nameLabel, { exact: true }),
      email: form.getByLabel(fr.contact.form.emailLabel, { exact: true }),
      message: form.getByLabel(fr.contact.form.messageLabel, { exact: true }),
    };
    for (const key of ["name", "email", "message"] as const) await fields[key].fill(values[key]);
    const submit = form.getByRole("button", { name: fr.contact.form.submitLabel });
    await submit.click();
    await expect(toast(page, fr.forms.contact.failure)).toBeVisible();
    for (const key of ["name", "email", "message"] as const) await expect(fields[key]).toHaveValue(values[key]);
    await submit.click();
    await expect(toast(page, fr.forms.contact.success)).toBeVisible();
    await expect(fields.message).toHaveValue("");
    expect(sends.map((send) => send.template_params)).toEqual(
      Array(2).fill({ from_name: values.name, from_email: values.email, message: values.message, language: "fr" }),
    );
  });

  test("developer signup: a failure keeps every value, the retry succeeds, and the password never leaves", async ({ page }) => {
    const sends = await mockEmail(page, failThenSucceed);
    await page.goto("/fr/signup");
    await waitForHydration(page);
    const form = page.getByRole("main");
    const { fields } = fr.signup.developer;
    const values = [
      [fields.username.label, "moussa_dev"],
      [fields.fullName.label, "Moussa Traoré"],
      [fields.email.label, "moussa@example.ci"],
      [fields.password.label, "mot-de-passe-42"],
      [fields.confirmPassword.label, "mot-de-passe-42"],
    ] as const;
    for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
    const submit = form.getByRole("button", { name: fr.signup.developer.submitLabel, exact: true });
    await submit.click();
    await expect(toast(page, fr.forms.developerSignup.failure)).toBeVisible();
    for (const [label, value] of values) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await submit.click();
    await expect(toast(page, fr.forms.developerSignup.success)).toBeVisible();
    await expect(form.getByLabel(fields.fullName.label, { exact: true })).toHaveValue("");
    expect(sends).toHaveLength(2);
    for (const send of sends) {
      expect(send.template_params).toMatchObject({ from_name: "moussa_dev", from_email: "moussa@example.ci", language: "fr" });
      expect(JSON.stringify(send)).not.toContain("mot-de-passe-42");
    }
  });

  test("organisation request: a failure keeps every value, and the retry succeeds", async ({ page }) => {
    const sends = await mockEmail(page, failThenSucceed);
    await page.goto("/fr/signup");
    await waitForHydration(page);
    await page.getByRole("button", { name: fr.signup.modes.organization }).click();
    const form = page.getByRole("main");
    const { fields } = fr.signup.organization;
    const type = fr.signup.organization.organizationTypes[3]!;
    const name = form.getByLabel(fields.name.label, { exact: true });
    const companyEmail = form.getByLabel(fields.companyEmail.label, { exact: true });
    const organizationType = form.getByLabel(fields.organizationType.label, { exact: true });
    await name.fill("Claudine Uwase");
    await companyEmail.fill("claudine@minict.gov.rw");
    await organizationType.selectOption(type);
    const submit = form.getByRole("button", { name: fr.signup.organization.submitLabel });
    await submit.click();
    await expect(toast(page, fr.forms.organizationRequest.failure)).toBeVisible();
    await expect(name).toHaveValue("Claudine Uwase");
    await expect(companyEmail).toHaveValue("claudine@minict.gov.rw");
    await expect(organizationType.locator("option:checked")).toHaveText(type);
    await submit.click();
    await expect(toast(page, fr.forms.organizationRequest.success)).toBeVisible();
    await expect(name).toHaveValue("");
    expect(sends).toHaveLength(2);
    for (const send of sends) {
      expect(send.template_params).toMatchObject({ from_name: "Claudine Uwase", from_email: "claudine@minict.gov.rw", language: "fr" });
      // The team reads its e-mails in English (content/team-email.ts): the type as its own list names it.
      expect(send.template_params.message).toContain(`${teamEmail.organization.organizationType}: ${teamEmail.organization.organizationTypes[3]}`);
    }
  });

  test("validation messages are French", async ({ page }) => {
    await mockEmail(page);
    await page.goto("/fr/signup");
    await waitForHydration(page);
    const form = page.getByRole("main");
    const { fields } = fr.signup.developer;
    await form.getByLabel(fields.username.label, { exact: true }).fill("moussa_dev");
    await form.getByLabel(fields.fullName.label, { exact: true }).fill("Moussa Traoré");
    await form.getByLabel(fields.email.label, { exact: true }).fill("moussa@example.ci");
    await form.getByLabel(fields.password.label, { exact: true }).fill("court");
    await form.getByLabel(fields.confirmPassword.label, { exact: true }).fill("autre");
    await form.getByRole("button", { name: fr.signup.developer.submitLabel, exact: true }).click();
    await expect(toast(page, fr.forms.validation.passwordsMismatch)).toBeVisible();
  });
});

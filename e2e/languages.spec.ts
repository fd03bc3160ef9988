// Every language but the default, each under its own prefix (/fr/...): its sitemap pages and their alternates, the
// language switch both ways, its four forms, its not-found page, and, in every language, that each page's JavaScript
// carries its own language only. The languages come from content/locales.ts, so a new language is checked here with
// no edit. Every page's language, head, chrome, axe and the absence of other languages' sentences are checked by
// e2e/every-page.spec.ts; the spec's English strings are tested elsewhere.
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale, localeInfo, locales, prefixedLocales, type Locale } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { teamEmail } from "../content/team-email";
import { localeOfPath, pathInLocale } from "../lib/locale-path";
import { sitePages } from "../lib/site-pages";
import { sentencesOf } from "./support/copy";
import { recordEvents, waitForCounting } from "./support/analytics";
import { mockEmail } from "./support/email";
import { waitForHydration } from "./support/page-state";
import { absoluteUrl } from "./support/site-pages";

const en = getContent(defaultLocale);
const english = localeInfo[defaultLocale];
const pathsIn = (locale: Locale) => sitePages.map((page) => page.path).filter((path) => localeOfPath(path) === locale);

/**
 * Every script a page view loads without interaction (files and inline), as the browser received them: the last to
 * load is the tracker, once the page is idle, and its page view says it has run. (Not "networkidle": the tracker posts
 * with `keepalive`, whose end Chromium never reports to Playwright.)
 */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  const events = recordEvents(page);
  await page.goto(path);
  await waitForHydration(page);
  await waitForCounting(page, events);
  const inline = await page.locator("script:not([src])").evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return [...(await Promise.all(bodies)), ...inline].join("\n");
}

test.describe("each page's JavaScript carries its own language only", () => {
  // A script may hold a sentence as it is or JSON-escaped (quotes, non-ASCII letters).
  const inScripts = (scripts: string, sentence: string) => scripts.includes(sentence) || scripts.includes(JSON.stringify(sentence).slice(1, -1));
  for (const locale of locales) {
    const foreign = locales.filter((other) => other !== locale).flatMap((other) => sentencesOf(other));
    for (const path of [localePath(locale, routes.home), localePath(locale, routes.signup)]) {
      test(path, async ({ page }) => {
        const scripts = await scriptsOf(page, path);
        expect(scripts.length, "scripts were read").toBeGreaterThan(100_000);
        expect(
          foreign.filter((sentence) => inScripts(scripts, sentence)),
          `other languages' sentences in ${path}'s scripts`,
        ).toEqual([]);
      });
    }
  }
});

for (const locale of prefixedLocales) {
  const content = getContent(locale);
  const { name, htmlLang } = localeInfo[locale];
  const at = (path: string) => localePath(locale, path);

  test.describe(`${name} pages`, () => {
    test("the sitemap lists every page in this language, each with every language's alternate", async ({ request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      const paths = pathsIn(locale);
      expect(paths.length, "every English page has its page in this language").toBe(pathsIn(defaultLocale).length);
      for (const path of paths) {
        const entry = xml.split("<url>").find((block) => block.includes(`<loc>${absoluteUrl(path)}</loc>`));
        expect(entry, `${path} is in the sitemap`).toBeDefined();
        for (const other of locales) {
          expect(entry).toContain(`hreflang="${localeInfo[other].htmlLang}" href="${absoluteUrl(pathInLocale(path, other))}"`);
        }
      }
    });

    test(`an unknown path under /${locale} shows this language's not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(at("/this-page-does-not-exist"));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.notFound.heading);
      await expect(page.getByRole("main").getByRole("link", { name: content.notFound.links[0]!.label })).toHaveAttribute("href", at(routes.home));
    });
  });

  test.describe(`the language switch to ${name}`, () => {
    test("leads from a page to the same page in this language and back", async ({ page }) => {
      await page.goto(routes.consulting);
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name }).click();
      await expect(page).toHaveURL(at(routes.consulting));
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      const switchBack = page.getByRole("banner").getByRole("link", { name: english.name });
      await expect(switchBack).toHaveAttribute("hreflang", english.htmlLang);
      await expect(switchBack).toHaveAttribute("lang", english.htmlLang);
      await switchBack.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(routes.consulting);
      await expect(page.locator("html")).toHaveAttribute("lang", english.htmlLang);
    });

    test("is in the phone menu @mobile-only", async ({ page }) => {
      await page.goto(at(routes.about));
      await waitForHydration(page);
      await page.getByRole("button", { name: content.navigation.menuOpenLabel }).click();
      await page.getByRole("banner").getByRole("link", { name: english.name }).click();
      await expect(page).toHaveURL(routes.about);
      // Another language is another root layout, so a new document: its toggle works once it has hydrated.
      await waitForHydration(page);
      await page.getByRole("button", { name: en.navigation.menuOpenLabel }).click();
      await page.getByRole("banner").getByRole("link", { name }).click();
      await expect(page).toHaveURL(at(routes.about));
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("still leads to English", { tag: "@both-widths" }, async ({ page, isMobile }) => {
        await page.goto(at(routes.contact));
        // Phones get the links as a plain row when the menu cannot open.
        const scope = isMobile
          ? page.getByRole("navigation", { name: content.navigation.noScriptNavLabel })
          : page.getByRole("navigation", { name: content.navigation.navLabel });
        await scope.getByRole("link", { name: english.name }).click();
        await expect(page).toHaveURL(routes.contact);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.contact.page.title);
      });
    });
  });

  /** The toast that shows `text`. */
  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: content.forms.toasts.regionLabel }).getByRole("listitem").filter({ hasText: text });

  test.describe(`the four forms in ${name}`, () => {
    // A failed send keeps what the visitor typed and does not throttle the retry (docs/decisions.md#d12): each form
    // fails once, then the visitor sends again and it succeeds. Every send says the page's language.
    const failThenSucceed = (index: number) => ({ status: index === 0 ? 500 : 200 });

    test("newsletter: a failure keeps the address, and the retry succeeds", async ({ page }) => {
      const sends = await mockEmail(page, failThenSucceed);
      await page.goto(at(routes.about));
      await waitForHydration(page);
      const email = page.getByRole("contentinfo").getByLabel(content.footer.newsletter.emailLabel);
      const submit = page.getByRole("contentinfo").getByRole("button", { name: content.footer.newsletter.submitLabel });
      // Its code loads as the footer comes near (docs/decisions.md#d120).
      await email.scrollIntoViewIfNeeded();
      await email.fill("lectrice@example.sn");
      await submit.click();
      await expect(toast(page, content.forms.newsletter.failure)).toBeVisible();
      await expect(email).toHaveValue("lectrice@example.sn");
      await submit.click();
      await expect(toast(page, content.forms.newsletter.success)).toBeVisible();
      await expect(email).toHaveValue("");
      expect(sends.map((send) => send.template_params)).toEqual(Array(2).fill({ from_email: "lectrice@example.sn", language: locale }));
    });

    test("contact: a failure keeps every value, and the retry succeeds", async ({ page }) => {
      const sends = await mockEmail(page, failThenSucceed);
      await page.goto(at(routes.contact));
      await waitForHydration(page);
      const form = page.getByRole("main");
      const values = { name: "Aïssatou Diallo", email: "aissatou@example.sn", message: "Bonjour, nous aimerions lancer un laboratoire d’IA à Dakar." };
      const fields = {
        name: form.getByLabel(content.contact.form.nameLabel, { exact: true }),
        email: form.getByLabel(content.contact.form.emailLabel, { exact: true }),
        message: form.getByLabel(content.contact.form.messageLabel, { exact: true }),
      };
      for (const key of ["name", "email", "message"] as const) await fields[key].fill(values[key]);
      const submit = form.getByRole("button", { name: content.contact.form.submitLabel });
      await submit.click();
      await expect(toast(page, content.forms.contact.failure)).toBeVisible();
      for (const key of ["name", "email", "message"] as const) await expect(fields[key]).toHaveValue(values[key]);
      await submit.click();
      await expect(toast(page, content.forms.contact.success)).toBeVisible();
      await expect(fields.message).toHaveValue("");
      expect(sends.map((send) => send.template_params)).toEqual(
        Array(2).fill({ from_name: values.name, from_email: values.email, message: values.message, language: locale }),
      );
    });

    test("developer signup: a failure keeps every value, the retry succeeds, and the password never leaves", async ({ page }) => {
      const sends = await mockEmail(page, failThenSucceed);
      await page.goto(at(routes.signup));
      await waitForHydration(page);
      const form = page.getByRole("main");
      const { fields } = content.signup.developer;
      const values = [
        [fields.username.label, "moussa_dev"],
        [fields.fullName.label, "Moussa Traoré"],
        [fields.email.label, "moussa@example.ci"],
        [fields.password.label, "mot-de-passe-42"],
        [fields.confirmPassword.label, "mot-de-passe-42"],
      ] as const;
      for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
      const submit = form.getByRole("button", { name: content.signup.developer.submitLabel, exact: true });
      await submit.click();
      await expect(toast(page, content.forms.developerSignup.failure)).toBeVisible();
      for (const [label, value] of values) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      await submit.click();
      await expect(toast(page, content.forms.developerSignup.success)).toBeVisible();
      await expect(form.getByLabel(fields.fullName.label, { exact: true })).toHaveValue("");
      expect(sends).toHaveLength(2);
      for (const send of sends) {
        expect(send.template_params).toMatchObject({ from_name: "moussa_dev", from_email: "moussa@example.ci", language: locale });
        expect(JSON.stringify(send)).not.toContain("mot-de-passe-42");
      }
    });

    test("organisation request: a failure keeps every value, and the retry succeeds", async ({ page }) => {
      const sends = await mockEmail(page, failThenSucceed);
      await page.goto(at(routes.signup));
      await waitForHydration(page);
      await page.getByRole("button", { name: content.signup.modes.organization }).click();
      const form = page.getByRole("main");
      const { fields, organizationTypes } = content.signup.organization;
      const type = organizationTypes[3]!;
      const name = form.getByLabel(fields.name.label, { exact: true });
      const companyEmail = form.getByLabel(fields.companyEmail.label, { exact: true });
      const organizationType = form.getByLabel(fields.organizationType.label, { exact: true });
      await name.fill("Claudine Uwase");
      await companyEmail.fill("claudine@minict.gov.rw");
      await organizationType.selectOption(type);
      const submit = form.getByRole("button", { name: content.signup.organization.submitLabel });
      await submit.click();
      await expect(toast(page, content.forms.organizationRequest.failure)).toBeVisible();
      await expect(name).toHaveValue("Claudine Uwase");
      await expect(companyEmail).toHaveValue("claudine@minict.gov.rw");
      await expect(organizationType.locator("option:checked")).toHaveText(type);
      await submit.click();
      await expect(toast(page, content.forms.organizationRequest.success)).toBeVisible();
      await expect(name).toHaveValue("");
      expect(sends).toHaveLength(2);
      for (const send of sends) {
        expect(send.template_params).toMatchObject({ from_name: "Claudine Uwase", from_email: "claudine@minict.gov.rw", language: locale });
        // The team reads its e-mails in English (content/team-email.ts): the type as its own list names it.
        expect(send.template_params.message).toContain(`${teamEmail.organization.organizationType}: ${teamEmail.organization.organizationTypes[3]}`);
      }
    });

    test("the signup rules speak this language", async ({ page }) => {
      await mockEmail(page);
      await page.goto(at(routes.signup));
      await waitForHydration(page);
      const form = page.getByRole("main");
      const { fields } = content.signup.developer;
      await form.getByLabel(fields.username.label, { exact: true }).fill("moussa_dev");
      await form.getByLabel(fields.fullName.label, { exact: true }).fill("Moussa Traoré");
      await form.getByLabel(fields.email.label, { exact: true }).fill("moussa@example.ci");
      await form.getByLabel(fields.password.label, { exact: true }).fill("court");
      await form.getByLabel(fields.confirmPassword.label, { exact: true }).fill("autre");
      await form.getByRole("button", { name: content.signup.developer.submitLabel, exact: true }).click();
      await expect(toast(page, content.forms.validation.passwordsMismatch)).toBeVisible();
    });
  });
}

import { expect, test } from "@playwright/test";
import { cookies, legalCopy, privacy, terms } from "../content/en/legal";
import { formatDate } from "../lib/dates";

const documents = [privacy, terms, cookies];

test.describe("the legal documents", () => {
  // Pages only read: a step per document on one browser page, each a first visit (D115).
  test.use({ serviceWorkers: "block" });

  // At both widths: the contents are a disclosure on phones and a sticky column on wide screens.
  test(
    `${documents.map((document) => document.meta.path).join(", ")}: each is dated, says it is a draft reviewed by counsel, links to the other documents, and every section is reachable from its contents`,
    { tag: "@both-widths" },
    async ({ page, isMobile }) => {
      test.setTimeout(documents.length * 15_000);
      for (const document of documents) {
        await test.step(document.meta.path, async () => {
          await page.goto(document.meta.path);
          const main = page.getByRole("main");
          await expect(main.locator(`time[datetime="${document.updated}"]`)).toHaveText(formatDate(document.updated, "en"));
          await expect(main.getByText(`${legalCopy.updatedLabel} ${formatDate(document.updated, "en")}`)).toBeVisible();

          const notice = main.getByRole("complementary", { name: legalCopy.draftNotice.title });
          await expect(notice).toBeVisible();
          await expect(notice).toContainText(/reviewed by counsel before the site launches/);

          const contents = main.getByRole("navigation", { name: legalCopy.tocLabel });
          for (const section of document.sections) {
            await expect(main.getByRole("heading", { level: 2, name: section.title })).toBeAttached();
            await expect(contents.locator(`a[href="#${section.id}"]`).first()).toBeAttached();
          }

          // On phones the contents sit behind an "On this page" disclosure; wide screens list them in a sticky column.
          const toggle = contents.locator("summary");
          if (isMobile) await toggle.click();
          else await expect(toggle).toBeHidden();
          const last = document.sections.at(-1);
          if (!last) throw new Error(`${document.meta.path} has no sections`);
          await contents.getByRole("link", { name: last.title }).click();
          await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
          await expect(main.getByRole("heading", { level: 2, name: last.title })).toBeInViewport();

          const related = page.getByRole("navigation", { name: legalCopy.related.title });
          for (const link of legalCopy.related.links.filter((other) => other.href !== document.meta.path)) {
            await expect(related.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
          }
        });
      }
    },
  );
});

test("the privacy policy names what each form collects and that the password never leaves the browser", async ({ page }) => {
  await page.goto(privacy.meta.path);
  const collected = page.getByRole("region", { name: "What each form collects" });
  for (const form of ["Newsletter", "Contact form", "Developer sign-up", "Organisation exploration request"]) {
    await expect(collected.getByText(new RegExp(`^${form}`))).toBeVisible();
  }
  await expect(collected).toContainText("never sent, stored or included in any e-mail");
  await expect(page.getByRole("main")).toContainText("EmailJS");
  await expect(page.getByRole("main")).toContainText("no tracking cookies");
});

test("the site sets no cookies, as the cookie policy says", async ({ page, context }) => {
  for (const path of ["/", "/blog", "/support", cookies.meta.path]) await page.goto(path);
  await expect(page.getByRole("main")).toContainText("We set no cookies");
  expect(await context.cookies()).toEqual([]);
});

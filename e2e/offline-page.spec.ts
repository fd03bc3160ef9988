/**
 * The offline page as a page of its own (docs/decisions.md#d47), in Chromium, in every language: it is served at the
 * address the visitor asked for, so its language links lead to that page in each other language (which opens once the
 * network is back; on a phone too, where the link is in the header since the menu cannot open), and it shows no
 * newsletter form, which could not work in a page without the framework.
 */
import { expect, test } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { localeInfo, locales } from "../content/locales";
import { localePath, routes } from "../content/routes";
import { waitForOfflineReady } from "./support/offline";

for (const locale of locales) {
  const content = getContent(locale);
  const { name } = localeInfo[locale];
  const others = locales.filter((other) => other !== locale);

  test(`in ${name}, the offline page's language links lead to the page asked for, which opens once back online, on a phone too @both-widths`, async ({
    page,
    context,
  }) => {
    await page.goto(localePath(locale, routes.about));
    await waitForOfflineReady(page);
    await context.setOffline(true);

    // A page never read, and the home page (the root of each language), give the offline page at their own address.
    for (const route of [routes.home, routes.careers]) {
      await page.goto(localePath(locale, route));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.offline.page.heading);
      for (const other of others) {
        const link = page.getByRole("banner").getByRole("link", { name: localeInfo[other].name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", localePath(other, route));
      }
    }

    for (const other of others) {
      await context.setOffline(true);
      await page.goto(localePath(locale, routes.careers));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.offline.page.heading);
      await context.setOffline(false);
      await page.getByRole("banner").getByRole("link", { name: localeInfo[other].name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(other, routes.careers)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getContent(other).careers.title);
    }
  });

  test(`in ${name}, the offline page shows no newsletter form; every other page does`, async ({ page, context }) => {
    const { newsletter } = content.footer;
    await page.goto(localePath(locale, routes.about));
    await waitForOfflineReady(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("form", { name: newsletter.formLabel })).toBeVisible();

    await context.setOffline(true);
    await page.goto(localePath(locale, routes.careers));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.offline.page.heading);
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("form")).toHaveCount(0);
    await expect(footer.getByText(newsletter.title)).toBeHidden();
    await expect(footer.getByLabel(newsletter.emailLabel)).toBeHidden();
    // The note about forms sent offline stays: it is true of every form on the pages this device keeps.
    await expect(page.getByText(content.offline.page.formsNote)).toBeVisible();
  });
}

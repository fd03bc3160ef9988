/**
 * What assistive technology gets from the toasts, read from the accessibility tree and ARIA: a live region there
 * before any toast, successes announced politely and errors assertively; and the key figures, read in the order
 * they are written. Landmarks, images, icons and reflow are checked on every page by e2e/every-page.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { locales } from "../content/locales";
import { mockEmail } from "./support/email";
import { contactPage, texts, toast } from "./support/form-drivers";
import { waitForHydration } from "./support/page-state";

/** The politeness a screen reader uses for text that appears inside `selector`: its nearest live region. */
function livenessOf(page: Page, text: string) {
  return page.getByText(text, { exact: true }).evaluate((element) => {
    const live = element.closest('[aria-live], [role="alert"], [role="status"], [role="log"]');
    if (!live) return "none";
    if (live.getAttribute("aria-live")) return live.getAttribute("aria-live");
    return live.getAttribute("role") === "alert" ? "assertive" : "polite";
  });
}

async function sendContact(page: Page, status: number) {
  await mockEmail(page, { status, body: status === 200 ? "OK" : "Error" });
  await page.goto("/contact");
  await waitForHydration(page);
  for (const field of contactPage.fields(page)) await field.locator.fill(field.value);
  await contactPage.submit(page).click();
}

test.describe("toasts are announced", () => {
  test("the notification region is a polite live region, there before any toast; a success toast is announced politely", async ({ page }) => {
    await mockEmail(page, { status: 200, body: "OK" });
    await page.goto("/contact");
    await waitForHydration(page);
    const region = page.getByRole("region", { name: /Notifications/ });
    // The toaster loads when a visitor starts on a form (docs/decisions.md#d27): a page only read never pays for it.
    await expect(region).toHaveCount(0);
    const fields = contactPage.fields(page);
    await fields[0]!.locator.focus();
    // A live region must exist before its content arrives, or the first message goes unspoken.
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region.getByRole("listitem")).toHaveCount(0);

    await test.step("a success toast is announced politely", async () => {
      for (const field of fields) await field.locator.fill(field.value);
      await contactPage.submit(page).click();
      await expect(toast(page, texts.contact.success)).toBeVisible();
      expect(await livenessOf(page, texts.contact.success)).toBe("polite");
      await expect(page.getByRole("alert").filter({ hasText: texts.contact.success })).toHaveCount(0);
    });
  });

  test("an error toast is announced assertively, as an alert; its icons are hidden and its close button has a name", async ({ page }) => {
    await sendContact(page, 500);
    const item = toast(page, texts.contact.failure);
    await expect(item).toBeVisible();
    expect(await livenessOf(page, texts.contact.failure)).toBe("assertive");
    await expect(page.getByRole("alert").filter({ hasText: texts.contact.failure })).toHaveCount(1);
    const snapshot = await item.ariaSnapshot();
    expect(snapshot).not.toMatch(/\bimg\b/);
    expect(snapshot).toContain('button "Close toast notification"');
  });
});

test.describe("key figures are read as they show: the value, then its label", () => {
  // Pages only read: a step per page on one browser page, each a first visit (D115).
  test.use({ serviceWorkers: "block" });
  const pages = locales.flatMap((locale) => {
    const { home, programmes } = getContent(locale);
    return [
      [home.meta.path, home.hero.stats],
      [programmes[0]!.meta.path, programmes[0]!.hero.facts],
    ] as const;
  });

  test(pages.map(([path]) => path).join(", "), { tag: "@both-widths" }, async ({ page }) => {
    test.setTimeout(pages.length * 15_000);
    for (const [path, stats] of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        for (const stat of stats) {
          const [value, label] = await page.getByRole("listitem").filter({ hasText: stat.label }).getByRole("paragraph").all();
          // The order of the page is the order a screen reader, or a page without its styles, reads in.
          expect([await value!.textContent(), await label!.textContent()]).toEqual([stat.value, stat.label]);
          // And it is the order on screen: the figure above its label.
          const [valueBox, labelBox] = [await value!.boundingBox(), await label!.boundingBox()];
          expect(valueBox!.y + valueBox!.height).toBeLessThanOrEqual(labelBox!.y);
        }
      });
    }
  });
});

import { expect, test } from "@playwright/test";
import { appError, notFound } from "../content/en/errors";
import { navigation } from "../content/en/navigation";

test.describe("Unknown paths", () => {
  test("/does-not-exist answers 404 with a not-found page inside the site's chrome, whose 'Home' link leads back", async ({ page }) => {
    const response = await page.goto("/does-not-exist");
    expect(response?.status()).toBe(404);

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(notFound.heading);
    await expect(page).toHaveTitle(new RegExp(notFound.title));
    await expect(page.getByText(notFound.body)).toBeVisible();

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    for (const link of notFound.links) {
      await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }

    // Shared header and footer are still there.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: navigation.homeLabel })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Company" })).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building a Borderless AI Future");
  });

  test("the error screen's heading reads 'Unexpected Application Error!'", () => {
    // A static export cannot be made to throw from the browser, so the copy is checked where it lives
    // (app/error.tsx renders appError.heading as its h1).
    expect(appError.heading).toBe("Unexpected Application Error!");
  });
});

/**
 * The site under its own Content-Security-Policy, served with the export's `_headers` as the hosts serve it
 * (scripts/serve/static-server.mjs): every form sends, a client-side navigation loads, and the phone menu runs without a
 * single policy violation, while anything the policy does not allow is refused. Every page's own load and policies
 * are checked by e2e/every-page.spec.ts (JavaScript on) and e2e/no-js.spec.ts (off).
 */
import { expect, test } from "@playwright/test";
import { navigation } from "../content/en/navigation";
import { inboxOrigin, mockEmail } from "./support/email";
import { waitForHydration } from "./support/page-state";
import { allForms, fillAll, toast } from "./support/form-drivers";
import { watchPage } from "./support/policy";

test.describe("Content-Security-Policy in the browser", () => {
  test("a client-side navigation loads the next page's data under the first page's policy", async ({ page }) => {
    const { violations, consoleErrors } = await watchPage(page);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the phone menu opens, closes and navigates without a policy violation", { tag: "@mobile-only" }, async ({ page }) => {
    const { violations, consoleErrors } = await watchPage(page);
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: navigation.menuOpenLabel }).click();
    await expect(banner.getByRole("button", { name: navigation.menuCloseLabel })).toBeVisible();
    await banner.getByRole("button", { name: navigation.menuCloseLabel }).click();
    await banner.getByRole("button", { name: navigation.menuOpenLabel }).click();
    await banner.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  for (const form of allForms) {
    test(`the ${form.name} form sends to the allowed e-mail origin without a policy violation`, async ({ page }) => {
      const { violations, consoleErrors } = await watchPage(page);
      // Interception answers the send, but the policy is checked before a request reaches it: the URL is
      // recorded too, to prove the send went to the origin the policy allows.
      const sends = await mockEmail(page);
      const sendUrls: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes("/api/v1.0/email/send")) sendUrls.push(request.url());
      });
      await form.open(page);
      await fillAll(form.fields(page));
      await form.submit(page).click();
      await expect(toast(page, form.success)).toBeVisible();
      expect(sends).toHaveLength(1);
      expect(sendUrls.map((url) => new URL(url).origin)).toEqual([inboxOrigin]);
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("Content-Security-Policy refuses what it does not allow", () => {
  test("a request to any other origin is blocked and reported, even when intercepted", async ({ page }) => {
    const { violations } = await watchPage(page);
    let reached = false;
    await page.route("http://127.0.0.1:9/**", (route) => {
      reached = true;
      return route.fulfill({ status: 200, body: "OK" });
    });
    await page.goto("/contact");
    const outcome = await page.evaluate(() =>
      fetch("http://127.0.0.1:9/api/v1.0/email/send", { method: "POST", body: "{}" }).then(
        () => "sent",
        () => "blocked",
      ),
    );
    expect(outcome).toBe("blocked");
    expect(reached, "the blocked request never reaches the interception").toBe(false);
    await expect.poll(() => violations.map((violation) => violation.directive)).toContain("connect-src");
  });

  test("the browser refuses an injected inline script and eval", async ({ page }) => {
    const { violations } = await watchPage(page);
    await page.goto("/signup");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      // A string timer is compiled by the page under its own policy, as eval would be.
      window.setTimeout("window.__evaluated = true", 0);
    });
    // Both are refused and reported: an allowed one would never be reported, and an allowed script runs on append.
    await expect.poll(() => violations.map((violation) => violation.directive).sort()).toEqual(["script-src-elem", "script-src"].sort());
    const ran = await page.evaluate(() => {
      const flags = window as unknown as { __injected?: boolean; __evaluated?: boolean };
      return { inline: flags.__injected === true, eval: flags.__evaluated === true };
    });
    expect(ran).toEqual({ inline: false, eval: false });
  });
});

/**
 * The site under its own Content-Security-Policy, served with the export's `_headers` as the hosts serve it
 * (scripts/static-server.mjs): every page of the sitemap and the 404 page load, and every form sends, without
 * a single policy violation; and every page has a policy whose scripts allow neither inline code nor eval.
 * A page's policy is the same at every width, so these run at desktop width; the phone menu, the one part
 * of the site that only a narrow screen runs, is opened under the policy on the phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { navigation } from "../content/en/navigation";
import { sitePages } from "../lib/site-pages";
import { mockEmail } from "./support/email";
import { scrollThroughPage, waitForHydration } from "./support/page-state";
import { allForms, fillAll, toast } from "./support/form-drivers";

/** The e-mail API the test build sends to: the local outbox (scripts/email-env.mjs). */
const emailOrigin = `http://127.0.0.1:${process.env.OUTBOX_PORT ?? "8787"}`;

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Records every CSP violation of the page: the `securitypolicyviolation` events (through a binding, so they
 * survive navigations) and the browser's own console errors about the policy (these also show with
 * JavaScript off).
 */
async function watchPolicy(page: Page) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction("__reportViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __reportViolation: (v: unknown) => void }).__reportViolation;
        report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { violations, consoleErrors };
}

/**
 * Every page of the sitemap in every language (each has its own inline scripts, so its own hashes), plus an
 * unknown path in each language, which gets that language's 404 page. One test a page: a slow machine
 * spends its time budget on one page, never on the whole walk.
 */
const notFoundPaths = ["/this-page-does-not-exist", "/fr/cette-page-n-existe-pas"];
const walkedPaths = [...sitePages.map((entry) => entry.path), ...notFoundPaths];

/** Parses a policy header or meta into directive → sources. */
function parsePolicy(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources.map((source) => source.toLowerCase())]),
  );
}

test.describe("Content-Security-Policy in the browser", () => {
  for (const path of walkedPaths) {
    test(`${path} loads without a policy violation`, { tag: "@desktop-only" }, async ({ page }) => {
      const { violations, consoleErrors } = await watchPolicy(page);
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(notFoundPaths.includes(path) ? 404 : 200);
      await scrollThroughPage(page);
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a client-side navigation loads the next page's data under the first page's policy", { tag: "@desktop-only" }, async ({ page }) => {
    const { violations, consoleErrors } = await watchPolicy(page);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the phone menu opens, closes and navigates without a policy violation", { tag: "@mobile-only" }, async ({ page }) => {
    const { violations, consoleErrors } = await watchPolicy(page);
    await page.goto("/", { waitUntil: "networkidle" });
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

  test.describe("with JavaScript off (the <noscript> menu styles)", () => {
    test.use({ javaScriptEnabled: false });
    for (const path of walkedPaths) {
      test(`${path} breaks no policy either`, { tag: "@desktop-only" }, async ({ page }) => {
        const consoleErrors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error" && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
        });
        await page.goto(path);
        expect(consoleErrors).toEqual([]);
      });
    }
  });

  for (const form of allForms) {
    test(`the ${form.name} form sends to the allowed e-mail origin without a policy violation`, { tag: "@desktop-only" }, async ({ page }) => {
      const { violations, consoleErrors } = await watchPolicy(page);
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
      expect(sendUrls.map((url) => new URL(url).origin)).toEqual([emailOrigin]);
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a request to any other origin is blocked and reported, even when intercepted", { tag: "@desktop-only" }, async ({ page }) => {
    const { violations } = await watchPolicy(page);
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
});

test.describe("Content-Security-Policy on every page", () => {
  for (const path of walkedPaths) {
    test(`${path} has a policy; no policy lets scripts run inline or through eval`, { tag: "@desktop-only" }, async ({ page }) => {
      const response = await page.goto(path);
      const header = (await response?.headerValue("content-security-policy")) ?? "";
      const metas = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("content") ?? ""));
      // Several policies (a header may even hold several, comma-separated) are all enforced.
      const policies = [...header.split(",").filter((policy) => policy.trim()), ...metas].map(parsePolicy);

      const headerPolicy = parsePolicy(header);
      expect(headerPolicy.get("frame-ancestors"), `${path}: frame-ancestors in the header`).toEqual(["'none'"]);
      expect(headerPolicy.get("object-src"), `${path}: object-src`).toEqual(["'none'"]);

      const scriptPolicies = policies.map((policy) => policy.get("script-src") ?? policy.get("default-src")).filter((sources) => sources !== undefined);
      expect(scriptPolicies.length, `${path}: some policy governs scripts`).toBeGreaterThan(0);
      for (const sources of scriptPolicies) {
        expect(sources, `${path}: script sources`).not.toContain("'unsafe-inline'");
        expect(sources, `${path}: script sources`).not.toContain("'unsafe-eval'");
        expect(
          sources.filter((source) => source.includes("*") || /^[a-z][a-z0-9+.-]*:$/.test(source)),
          `${path}: no wildcard or scheme source`,
        ).toEqual([]);
        expect(sources, `${path}: scripts from the site itself`).toContain("'self'");
      }
      for (const policy of policies) {
        const connect = policy.get("connect-src") ?? policy.get("default-src");
        // The local outbox is written as host:port (same scheme as the page only), EmailJS as its https origin.
        if (connect)
          expect([emailOrigin, new URL(emailOrigin).host], `${path}: connect-src names only the e-mail API`).toEqual(
            expect.arrayContaining(connect.filter((source) => source !== "'self'")),
          );
        if (connect) expect(connect.length, `${path}: connect-src`).toBe(2);
      }
    });
  }

  test("the browser refuses an injected inline script and eval", { tag: "@desktop-only" }, async ({ page }) => {
    const { violations } = await watchPolicy(page);
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

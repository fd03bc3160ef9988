/**
 * Local preview (docs/decisions.md#d17): with no EmailJS identifiers the served site sends to the local inbox,
 * which speaks the same API and appends each message to its file. No interception here: every request
 * really reaches the local inbox, and the test reads the file back.
 */
import { expect, test } from "@playwright/test";
import { inboxEntryFor, inboxOrigin } from "./support/email";
import { eventsUrl } from "./support/analytics";
import { allForms, fillAll, toast } from "./support/form-drivers";

for (const form of allForms) {
  test(`${form.name} reaches the local inbox and is saved to its file`, async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      // What the page counts goes to the analytics stand-in, not the inbox (e2e/analytics.spec.ts).
      if (request.method() === "POST" && request.url() !== eventsUrl) sent.push(request.url());
    });
    await form.open(page);
    const fields = form.fields(page);
    await fillAll(fields);
    await form.submit(page).click();
    await expect(toast(page, form.success)).toBeVisible();

    expect(sent).toEqual([`${inboxOrigin}/api/v1.0/email/send`]);
    const email = fields.find((field) => /email/i.test(field.label))!.value;
    const entry = await inboxEntryFor(email);
    expect(entry.lib_version).toBe("4.4.1");
    for (const [key, value] of Object.entries(form.expectedParams(fields))) {
      if (typeof value === "string") expect(entry.template_params[key]).toBe(value);
      else expect(entry.template_params[key]).toMatch(value);
    }
  });
}

test("the local inbox answers like EmailJS: 200 'OK' for a send, 400 with a clear text for a malformed one", async ({ request, baseURL }) => {
  const url = `${inboxOrigin}/api/v1.0/email/send`;
  // The local inbox takes messages only from the preview site's own pages (see scripts/serve/local-inbox.mjs).
  const site = { origin: new URL(baseURL!).origin };
  const probe = { lib_version: "4.4.1", user_id: "k", service_id: "s", template_id: "t", template_params: { from_email: "probe@example.com" } };
  const ok = await request.post(url, { data: probe, headers: site });
  expect(ok.status()).toBe(200);
  expect(await ok.text()).toBe("OK");
  expect(ok.headers()["access-control-allow-origin"]).toBe(site.origin);

  const bad = await request.post(url, { data: Buffer.from("{not json"), headers: { ...site, "content-type": "application/json" } });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toMatch(/not valid JSON/);

  const missing = await request.post(url, { data: { service_id: "s", template_id: "t" }, headers: site });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toMatch(/user_id parameter is required/);

  const foreign = await request.post(url, { data: probe, headers: { origin: "https://elsewhere.example" } });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["access-control-allow-origin"]).toBeUndefined();
});

/**
 * Every form in every outcome (and its sending states, docs/decisions.md#d16): success after a held answer, HTTP
 * 400 / 429 / 500, an aborted connection, and no answer within 15 s (docs/decisions.md#d13).
 */
import { expect, test } from "@playwright/test";
import { heldReply, mockEmail, recordConsole, type Reply } from "./support/email";
import { allForms, dismissToasts, expectSend, expectValues, fillAll, texts, toast, type FormDriver } from "./support/form-drivers";

/** Error toasts must look like errors: sonner's error type, drawn in red. */
async function expectErrorToast(page: import("@playwright/test").Page, text: string) {
  const item = toast(page, text);
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-type", "error");
  const [red, green, blue] = await item.evaluate((element) => getComputedStyle(element).color.match(/\d+/g)!.map(Number));
  expect(red!, "error text is red").toBeGreaterThan(green! + 80);
  expect(red!).toBeGreaterThan(blue! + 80);
}

async function expectIdle(page: import("@playwright/test").Page, form: FormDriver) {
  await expect(form.submit(page)).toBeEnabled();
  await expect(form.submit(page).locator("[data-spinner]")).toHaveCount(0);
}

for (const form of allForms) {
  test.describe(form.name, () => {
    test("success: the button is disabled with a spinner until the service answers, then the success toast and a cleared form; the payload is the expected one", async ({
      page,
    }) => {
      const { reply, release } = heldReply();
      const sends = await mockEmail(page, reply);
      await form.open(page);
      const fields = form.fields(page);
      await fillAll(fields);
      await form.submit(page).click();

      const sending = form.sending(page);
      await expect(sending).toBeDisabled();
      await expect(sending.locator("[data-spinner]")).toBeVisible();
      if (form.name === "newsletter") await expect(fields[0]!.locator).toBeDisabled();
      // The request has reached the (held) service: the page is now only waiting for its answer.
      await expect.poll(() => sends.length).toBe(1);
      await expect(sending, "still sending while the service has not answered").toBeDisabled();
      await expect(toast(page, form.success)).toHaveCount(0);

      release({ status: 200 });
      await expect(toast(page, form.success)).toBeVisible();
      await expect(toast(page, form.success)).toHaveAttribute("data-type", "success");
      await expectIdle(page, form);
      await expectValues(fields, true);
      expect(sends).toHaveLength(1);
      expectSend(sends[0]!, form.expectedParams(fields));
    });

    test("each failure (HTTP 400 and 500, an aborted connection) shows the failure toast, logs it and keeps every value; a 429 is no failure: the form waits", async ({
      page,
    }) => {
      const failures: { name: string; reply: Reply; logged?: string }[] = [
        { name: "HTTP 400", reply: { status: 400, body: "The request failed" }, logged: "status 400" },
        { name: "HTTP 500", reply: { status: 500, body: "The request failed" }, logged: "status 500" },
        { name: "an aborted connection", reply: { abort: "connectionreset" } },
      ];
      const sends = await mockEmail(page, (index) => failures[index]?.reply ?? { status: 429, body: "Too Many Requests" });
      const logs = recordConsole(page);
      await form.open(page);
      const fields = form.fields(page);
      await fillAll(fields);
      // A failed send keeps the values and does not throttle the retry: the visitor sends the same form again.
      for (const [index, failure] of failures.entries()) {
        await test.step(failure.name, async () => {
          await form.submit(page).click();
          await expectErrorToast(page, form.failure);
          await expect(toast(page, form.success)).toHaveCount(0);
          await expectValues(fields, false);
          await expectIdle(page, form);
          expect(sends).toHaveLength(index + 1);
          if (failure.logged) expect(logs.join("\n")).toContain(failure.logged);
          await dismissToasts(page);
        });
      }
      // The service says "too many requests": the visitor did nothing wrong, so no failure; the form says when it may send again.
      await test.step("HTTP 429", async () => {
        await form.submit(page).click();
        await expect(page.getByRole("status").filter({ hasText: texts.throttle.notice })).toBeVisible();
        await expect(toast(page, form.failure)).toHaveCount(0);
        await expectValues(fields, false);
        expect(sends).toHaveLength(failures.length + 1);
        expect(logs.join("\n")).toContain("status 429");
      });
    });

    test("no answer within 15 seconds ends the send as a failure and keeps every value", async ({ page }) => {
      await page.clock.install();
      const sends = await mockEmail(page, { hang: true });
      await form.open(page);
      const fields = form.fields(page);
      await fillAll(fields);
      // Freeze the page's clock so only fastForward moves it, however slow this machine is.
      await page.clock.pauseAt(Date.now() + 60_000);
      await form.submit(page).click();
      await expect(form.sending(page)).toBeDisabled();
      // The send's 15 s starts once its code has loaded (the typo checker, the e-mail client: lazy chunks the network
      // brings in real time, a service worker precaching beside them): only a request that reached the service has it.
      await expect.poll(() => sends.length).toBe(1);

      await page.clock.fastForward(14_900);
      await expect(form.sending(page), "still waiting after 14.9 s").toBeDisabled();
      await expect(toast(page, form.failure)).toHaveCount(0);

      await page.clock.fastForward(200);
      await page.clock.resume(); // sonner shows toasts from a timer
      await expectErrorToast(page, form.failure);
      await expectValues(fields, false);
      await expectIdle(page, form);
    });
  });
}

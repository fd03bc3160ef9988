/**
 * A message kept offline on a network that flaps (docs/decisions.md#d74): offline and online every 2 s for 40 s, in
 * Chromium, whose `context.setOffline` cuts the page and its service worker alike and fires `offline` and `online`.
 * The copy of the site sends to a stand-in EmailJS that counts every message reaching it. When every answer is lost
 * (the stand-in cuts the connection once it has the message), the back-off spaces the tries whatever asks for one (each
 * `online` event, a second tab opened again as the network returns, which also closes that tab's page mid-try): at
 * most 3 in 40 s. When the answers arrive (the second tab opened again as the network drops, so that no page closes
 * while its answer is coming), once.
 * The same story in Firefox and WebKit: e2e/engines/offline-flapping.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { getContent } from "../content/dictionaries";
import { defaultLocale } from "../content/locales";
import { uniqueEmail } from "./support/email";
import { flap, FLAPPING } from "./support/flapping";
import { copyOfSite, queuedEntries, waitForOfflineReady } from "./support/offline";
import { waitForHydration } from "./support/page-state";
import { standInEmailJs, type StandInMode } from "./support/stand-in-emailjs";

const en = getContent(defaultLocale);

/** Most tries one message may make on this network: 0 s, 15 s and 45 s on the back-off, with room for a slow start. */
const MOST_TRIES = 3;

async function keepOnFlappingNetwork(page: Page, mode: StandInMode) {
  const context = page.context();
  const service = await standInEmailJs(mode);
  const site = await copyOfSite({ sendTo: service.origin });
  // A second tab of the site, opened again at each change of the network: a page that opens asks for a try too. As the
  // network returns when answers are lost anyway; as it drops when they arrive, or the reload itself would lose one.
  const other = await context.newPage();
  try {
    // One tab after the other, as a visitor opens them: the first one's worker then keeps the second page too.
    await other.goto(site.url("/about"));
    await waitForOfflineReady(other);
    await page.goto(site.url("/contact"));
    await waitForHydration(page);
    await waitForOfflineReady(page);
    await context.setOffline(true);

    const form = page.getByRole("main");
    const email = uniqueEmail(`flapping-${mode}`);
    await form.getByLabel(en.contact.form.nameLabel, { exact: true }).fill("Wanjiru Kamau");
    await form.getByLabel(en.contact.form.emailLabel, { exact: true }).fill(email);
    await form.getByLabel(en.contact.form.messageLabel, { exact: true }).fill("Sent from a bus on a hill.");
    await form.getByRole("button", { name: en.contact.form.submitLabel }).click();
    await expect(form.getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeVisible();

    await flap(async (up) => {
      await context.setOffline(!up);
      if (up === (mode === "cut")) void other.reload().catch(() => {});
    });
    return { service, site, email, count: service.from(email).length };
  } finally {
    await other.close();
  }
}

test.describe("a kept message on a network that flaps every 2 s for 40 s", () => {
  test.setTimeout(FLAPPING.duration + 60_000);

  test("every answer lost: the back-off spaces its tries whatever asks, at most 3 reach the service, and it still waits", async ({ page }) => {
    const { service, site, email, count } = await keepOnFlappingNetwork(page, "cut");
    try {
      console.log(`[flapping, answers lost] ${count} requests reached the stand-in EmailJS in ${FLAPPING.duration / 1000} s`);
      expect(count, "reached the service at least once").toBeGreaterThanOrEqual(1);
      expect(count, `at most ${MOST_TRIES} tries in ${FLAPPING.duration / 1000} s`).toBeLessThanOrEqual(MOST_TRIES);
      // No answer ever came: it is still on the device, waiting, and the form still says so.
      await page.context().setOffline(false);
      expect(await queuedEntries(page)).toHaveLength(1);
      await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeVisible();
      expect(service.from(email).length).toBe(count);
    } finally {
      await site.close();
      await service.close();
    }
  });

  test("answers arrive: it reaches the service exactly once, and the form clears", async ({ page }) => {
    const { service, site, count } = await keepOnFlappingNetwork(page, "answer");
    try {
      console.log(`[flapping, answers arrive] ${count} requests reached the stand-in EmailJS in ${FLAPPING.duration / 1000} s`);
      expect(count).toBe(1);
      await expect(page.getByRole("main").getByLabel(en.contact.form.emailLabel, { exact: true })).toHaveValue("");
      await expect(page.getByRole("main").getByRole("status").filter({ hasText: en.offline.queue.forms.contact.queued })).toBeHidden();
      expect(await queuedEntries(page)).toEqual([]);
    } finally {
      await site.close();
      await service.close();
    }
  });
});

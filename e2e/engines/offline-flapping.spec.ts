/**
 * A message kept offline on a network that flaps every 2 s for 40 s (docs/decisions.md#d74), in this engine. Firefox
 * ESR over BiDi and WebKitGTK over WebDriver have no offline switch here, so the network's flapping is made of what a
 * browser would see of it (docs/decisions.md#d78):
 *
 * - the servers go: at each drop, the copy of the site and the stand-in EmailJS refuse every connection and break the
 *   ones in progress; at each return they answer again;
 * - the page hears it: at each drop it reports `navigator.onLine` false and gets `offline`, at each return `online`
 *   (a SIMULATION of the browser's own network state, which these drivers cannot switch).
 *
 * The stand-in counts every message that reaches it and, while the network is up, either cuts the connection before
 * answering (every answer lost: at most 3 tries in 40 s) or answers (exactly once). Chromium runs this spec too, and
 * e2e/offline-flapping.spec.ts with its own offline switch.
 */
import { getContent } from "../../content/dictionaries";
import { defaultLocale } from "../../content/locales";
import { uniqueEmail } from "../support/email";
import { flap, FLAPPING } from "../support/flapping";
import { copyOfSite } from "../support/offline";
import { standInEmailJs, type StandInMode } from "../support/stand-in-emailjs";
import { byRole, within, type Browse } from "./support/browse";
import { expect, test } from "./support/fixtures";
import { engineForms, fillForm } from "./support/forms";
import { keptEntriesCount } from "./support/in-page";

const en = getContent(defaultLocale);
const contact = engineForms.find((form) => form.name === "contact")!;
const main = byRole("main");
const queued = within(main, byRole("status", undefined, { hasText: en.offline.queue.forms.contact.queued }));

/** Most tries one message may make on this network: 0 s, 15 s and 45 s on the back-off, with room for a slow start. */
const MOST_TRIES = 3;

/** The page reports the browser's network state as `up`, with the event a browser fires when it changes. */
function reportNetwork(browse: Browse, up: boolean) {
  return browse.evaluate((online: boolean) => {
    if (online) delete (navigator as { onLine?: boolean }).onLine;
    else Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  }, up);
}

async function flappingStory(browse: Browse, mode: StandInMode) {
  const service = await standInEmailJs(mode);
  const site = await copyOfSite({ sendTo: service.origin });
  try {
    await browse.goto(site.url("/contact"));
    await browse.waitForHydration();
    await expect
      .poll(() => browse.evaluate(() => navigator.serviceWorker.controller !== null, undefined), { message: "the service worker controls the page" })
      .toBe(true);

    const down = async () => {
      await Promise.all([site.refuse(), service.down()]);
      await reportNetwork(browse, false);
    };
    await down();
    const email = uniqueEmail(`engine-flapping-${mode}`);
    await fillForm(browse, contact.fields(email));
    await browse.click(contact.submit);
    await expect.poll(() => browse.visible(queued)).toBe(true);

    await flap(async (up) => {
      if (!up) return down();
      await Promise.all([site.accept(), service.up()]);
      await reportNetwork(browse, true);
    });
    const count = service.from(email).length;
    // Firefox reports each request the network broke as a page error ("CORS request did not succeed", its words for a
    // cross-origin request that got no answer): here that is the network under test, not a fault of the page. Any
    // other problem stays for the fixture's check.
    const lostAnswer = (problem: string) => problem.includes(`${service.origin}/api/v1.0/email/send`) && problem.includes("CORS request did not succeed");
    expect(
      (await browse.takeProblems()).filter((problem) => !lostAnswer(problem)),
      "no page error but the lost answers",
    ).toEqual([]);
    console.log(`[flapping in this engine, ${mode === "cut" ? "answers lost" : "answers arrive"}] ${count} requests reached the stand-in EmailJS`);
    return count;
  } finally {
    await site.close();
    await service.close();
  }
}

test.describe("a kept message on a network that flaps every 2 s for 40 s", () => {
  test.setTimeout(FLAPPING.duration + 90_000);

  test("every answer lost: at most 3 tries reach the service, and it still waits", async ({ browse }) => {
    const count = await flappingStory(browse, "cut");
    expect(count, "reached the service at least once").toBeGreaterThanOrEqual(1);
    expect(count, `at most ${MOST_TRIES} tries`).toBeLessThanOrEqual(MOST_TRIES);
    expect(await browse.evaluate(keptEntriesCount, undefined), "still kept").toBe(1);
    expect(await browse.visible(queued)).toBe(true);
  });

  test("answers arrive: it reaches the service exactly once, and the form clears", async ({ browse }) => {
    const count = await flappingStory(browse, "answer");
    expect(count).toBe(1);
    expect(await browse.evaluate(keptEntriesCount, undefined)).toBe(0);
    for (const field of contact.fields("")) expect(await browse.value(field.target), field.target.description).toBe("");
  });
});

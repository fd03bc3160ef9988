/**
 * Counting visits in this engine (docs/decisions.md#d91): a page view, then a goal, the newsletter sent from the page's
 * footer, reach the provider's stand-in (the local inbox, which appends them to its analytics file) with the page's path
 * and nothing typed. Firefox and WebKit cannot read the page's requests here, so the test reads that file, for a page of
 * its own: an address nothing links to, which the host answers with the site's not-found page, its footer included.
 */
import { forms } from "../../content/en/forms";
import { footer } from "../../content/en/navigation";
import { eventsReceivedFor } from "../support/analytics";
import { uniqueEmail } from "../support/email";
import { byLabel, byRole, within } from "./support/browse";
import { expect, test } from "./support/fixtures";
import { bringNewsletterNear, toast } from "./support/forms";

const footerLandmark = byRole("contentinfo");

test("a page view, then a form's send: both counted, on the page's path, with nothing typed", async ({ browse }) => {
  const path = `/counted-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  expect(await browse.goto(path)).toBe(404);
  await browse.waitForHydration();
  await expect.poll(async () => (await eventsReceivedFor(path)).map((event) => event.name), { message: "the page view" }).toEqual(["pageview"]);

  const email = uniqueEmail("counted");
  await bringNewsletterNear(browse);
  await browse.fill(within(footerLandmark, byLabel(footer.newsletter.emailLabel)), email);
  await browse.click(within(footerLandmark, byRole("button", footer.newsletter.submitLabel)));
  await expect.poll(() => browse.visible(toast(forms.newsletter.success))).toBe(true);
  await expect.poll(async () => (await eventsReceivedFor(path)).map((event) => event.name), { message: "the goal" }).toEqual(["pageview", "Newsletter sent"]);
  for (const event of await eventsReceivedFor(path)) {
    expect(event.props?.language).toBe("en");
    expect(event.raw).not.toContain(email.split("@")[0]);
  }
});

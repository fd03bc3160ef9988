/**
 * Each of the four forms, in this engine, against the local outbox (no interception: Firefox and WebKit cannot
 * intercept here). A send reaches the outbox once and shows the form's success toast; a send from the reserved
 * `.invalid` domain is refused by the outbox, shows the failure toast and keeps every value (docs/decisions.md#d16).
 * Success and failure are separate tests: each form may send once per 10 seconds (docs/decisions.md#d12).
 */
import { outboxEntriesFrom, refusedEmail, uniqueEmail } from "../support/email";
import { expect, test } from "./support/fixtures";
import { engineForms, fillForm, toast } from "./support/forms";

for (const form of engineForms) {
  test(`${form.name}: sends once and shows its success toast`, async ({ browse }) => {
    const email = uniqueEmail(form.name.replace(/\W/g, "-"));
    await form.open(browse);
    await fillForm(browse, form.fields(email));
    await browse.click(form.submit);
    await expect.poll(() => browse.visible(toast(form.success))).toBe(true);
    // The outbox writes a message before it answers, so the toast means the file already holds it.
    expect(await outboxEntriesFrom(email)).toHaveLength(1);
  });

  test(`${form.name}: fails once on a refused address, shows its failure toast and keeps every value`, async ({ browse }) => {
    const email = refusedEmail(form.name.replace(/\W/g, "-"));
    const fields = form.fields(email);
    await form.open(browse);
    await fillForm(browse, fields);
    await browse.click(form.submit);
    await expect.poll(() => browse.visible(toast(form.failure))).toBe(true);
    for (const field of fields) expect(await browse.value(field.target), field.target.description).toBe(field.value);
    expect(await outboxEntriesFrom(email)).toEqual([]);
  });
}

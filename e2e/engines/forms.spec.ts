/**
 * Each of the four forms, in this engine, against the local inbox (no interception: Firefox and WebKit cannot
 * intercept here). A send from the reserved `.invalid` domain is refused by the local inbox: the form shows its failure
 * toast and keeps every value (docs/decisions.md#d16). The visitor corrects the address and sends again: a failed
 * send does not throttle the retry (docs/decisions.md#d12), which reaches the local inbox once and shows the success toast.
 */
import { inboxEntriesFrom, refusedEmail, uniqueEmail } from "../support/email";
import { expect, test } from "./support/fixtures";
import { engineForms, fillForm, toast } from "./support/forms";

for (const form of engineForms) {
  test(`${form.name}: fails once on a refused address and keeps every value, then sends once and shows its success toast`, async ({ browse }) => {
    const sender = form.name.replace(/\W/g, "-");
    const refused = refusedEmail(sender);
    const fields = form.fields(refused);
    await form.open(browse);
    await fillForm(browse, fields);
    await browse.click(form.submit);
    await expect.poll(() => browse.visible(toast(form.failure))).toBe(true);
    for (const field of fields) expect(await browse.value(field.target), field.target.description).toBe(field.value);
    expect(await inboxEntriesFrom(refused)).toEqual([]);

    const email = uniqueEmail(sender);
    const emailField = form.fields(email).find((field) => field.value === email)!;
    await browse.fill(emailField.target, email);
    await browse.click(form.submit);
    await expect.poll(() => browse.visible(toast(form.success))).toBe(true);
    // The local inbox writes a message before it answers, so the toast means the file already holds it.
    expect(await inboxEntriesFrom(email)).toHaveLength(1);
  });
}

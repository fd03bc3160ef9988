/**
 * What may leave a form, by name (docs/decisions.md#d11, #d48): the e-mail boundary and the send queue both take a
 * submission through `cleanSubmission` before it is sent or kept on the device.
 */
import type { FormId, FormSubmission } from "./form-values";

/**
 * The fields of each form that may leave the form, and nothing else. Picked by name, so a value passed in by mistake
 * (the password) is dropped before a submission is sent or kept on the device (docs/decisions.md#d11, #d48).
 */
const submittedFields = {
  newsletter: ["email"],
  contact: ["name", "email", "message"],
  "developer-signup": ["username", "fullName", "email"],
  "organization-request": ["name", "companyEmail", "organizationType", "otherType"],
} as const satisfies { [Form in FormId]: readonly (keyof Extract<FormSubmission, { form: Form }>["values"])[] };

/** A copy of the submission that holds only its form's own fields, as plain strings: what may be sent or stored. */
export function cleanSubmission(submission: FormSubmission): FormSubmission {
  const given = submission.values as unknown as Record<string, unknown>;
  const values = Object.fromEntries(submittedFields[submission.form].map((field) => [field, String(given[field] ?? "")]));
  const clean = { form: submission.form, language: String(submission.language), values };
  if (submission.form !== "organization-request") return clean as unknown as FormSubmission;
  const { types, otherOption } = submission.options;
  return { ...clean, options: { types: types.map(String), otherOption: String(otherOption) } } as unknown as FormSubmission;
}

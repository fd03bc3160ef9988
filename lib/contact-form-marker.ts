/**
 * Finds the contact form's chunk, which Home loads on demand (components/forms/lazy-contact-form.tsx), for the service
 * worker: it keeps it from its install on, so that the form still works on a page opened offline
 * (scripts/build/build-service-worker.mjs, docs/decisions.md#d75). No other module may contain this string.
 */
export const CONTACT_FORM_MARKER = "talanta-contact-form";

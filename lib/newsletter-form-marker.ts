/**
 * Finds the footer newsletter form's chunk, which loads on demand (components/forms/lazy-newsletter-form.tsx), for the
 * service worker: it keeps it from its install on, so that the form still works on a page opened offline
 * (scripts/build/build-service-worker.mjs, docs/decisions.md#d75). No other module may contain this string.
 */
export const NEWSLETTER_FORM_MARKER = "talanta-newsletter-form";

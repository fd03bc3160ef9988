/**
 * Finds the organisation request form's chunk, which loads when the visitor first chooses that form
 * (components/forms/lazy-organization-form.tsx), for the service worker: it keeps it from its install on, so that the
 * form still works on a page opened offline (scripts/build/build-service-worker.mjs, docs/decisions.md#d75). No other
 * module may contain this string.
 */
export const ORGANIZATION_FORM_MARKER = "talanta-organization-form";

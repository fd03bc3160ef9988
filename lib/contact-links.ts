/** `tel:` and `mailto:` addresses built from the site's contact details, the same way everywhere. */

/** Digits and plus sign only: "+1 (416) 555-0142" → "tel:+14165550142". */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** A mail link, with its subject line encoded when there is one. */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

import type { FormMessages, FormsContent } from "@/content/types";

/** The part of a language's form copy every form island needs, and nothing more: it is serialised into each page. */
export function formMessages(forms: FormsContent): FormMessages {
  return { validation: forms.validation, honeypotLabel: forms.honeypotLabel };
}

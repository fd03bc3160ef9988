import type { FormMessages, FormOutcome, FormsContent, SiteContent } from "@/content/types";
import type { FormCopyKey } from "./form-values";

/** The part of a language's form copy every form island needs, and nothing more: it is serialised into each page. */
export function formMessages(forms: FormsContent): FormMessages {
  const { validation, honeypotLabel, suggestion, keepTyped, errorSummaryTitle, receipt, throttle } = forms;
  return { validation, honeypotLabel, suggestion, keepTyped, errorSummaryTitle, receipt, throttle };
}

/** One form's toasts and its notices for a send kept while offline (docs/decisions.md#d48). */
export function formOutcome(content: Pick<SiteContent, "forms" | "offline">, form: FormCopyKey): FormOutcome {
  const { forms, ...shared } = content.offline.queue;
  return { ...content.forms[form], offline: { ...forms[form], ...shared } };
}

"use client";

import type { FormMessages, FormOutcome } from "@/content/types";
import { FormNotice } from "./form-notice";
import { SubmitButton } from "./submit-button";
import type { SiteForm } from "./use-site-form";

/** What a form's last row says about its sends, in the page's language. */
export interface FormSendCopy {
  /** The form's notices for a send kept while offline. */
  offline: FormOutcome["offline"];
  /** The button's words while the rate limit holds the form back. */
  throttle: FormMessages["throttle"];
  /** The page's language. */
  language: string;
}

interface FormSubmitProps extends FormSendCopy {
  form: Pick<SiteForm<unknown>, "ready" | "sending" | "sends">;
  label: string;
  sendingLabel: string;
  buttonClassName?: string;
}

/** The last row of a full-width form: its submit button, and under it what the form has to say about its sends (docs/decisions.md#d48). */
export function FormSubmit({ form, label, sendingLabel, offline, throttle, language, buttonClassName }: FormSubmitProps) {
  return (
    <div className="sm:col-span-2">
      <SubmitButton
        ready={form.ready}
        sending={form.sending}
        waiting={form.sends.kept !== null}
        throttledUntil={form.sends.throttledUntil}
        throttleLabel={throttle.button}
        language={language}
        label={label}
        sendingLabel={sendingLabel}
        className={buttonClassName}
      />
      <FormNotice sends={form.sends} copy={offline} language={language} className="mt-4" />
    </div>
  );
}

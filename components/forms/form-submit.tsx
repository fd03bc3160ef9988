"use client";

import type { FormOutcome } from "@/content/types";
import { QueuedNotice } from "./queued-notice";
import { SubmitButton } from "./submit-button";
import type { SiteForm } from "./use-site-form";

interface FormSubmitProps {
  form: Pick<SiteForm<unknown>, "ready" | "sending" | "queue">;
  label: string;
  sendingLabel: string;
  /** The form's notices for a send kept while offline. */
  offline: FormOutcome["offline"];
  /** The page's language. */
  language: string;
  buttonClassName?: string;
}

/** The last row of a full-width form: its submit button, and under it what waits to be sent (docs/decisions.md#d48). */
export function FormSubmit({ form, label, sendingLabel, offline, language, buttonClassName }: FormSubmitProps) {
  return (
    <div className="sm:col-span-2">
      <SubmitButton
        ready={form.ready}
        sending={form.sending}
        waiting={form.queue.kept !== null}
        label={label}
        sendingLabel={sendingLabel}
        className={buttonClassName}
      />
      <QueuedNotice queue={form.queue} copy={offline} language={language} className="mt-4" />
    </div>
  );
}

"use client";

import type { ReactNode } from "react";
import type { FooterContent, FormMessages, FormOutcome } from "@/content/types";
import { clsx } from "clsx";
import { emptyNewsletter } from "@/lib/form-values";
import { EMAIL_INPUT } from "@/lib/validation";
import { FieldFrame } from "@/components/ui/field-frame";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Spinner } from "@/components/ui/spinner";
import { FormNotice } from "./form-notice";
import { FormReceipt } from "./form-receipt";
import { useSiteForm } from "./use-site-form";

// Kept in this chunk, which loads on demand, so that the service worker finds it (lib/newsletter-form-marker.ts).
export { NEWSLETTER_FORM_MARKER } from "@/lib/newsletter-form-marker";

interface NewsletterFormProps {
  copy: FooterContent["newsletter"];
  /** Validation messages in the page's language. */
  messages: FormMessages;
  /** Its toasts, and its notices while offline. */
  outcome: FormOutcome;
  /** The page's language, told to the team with the subscription. */
  language: string;
  /** Drawn by the server: the icon set then stays out of the JavaScript every page loads. */
  sendIcon: ReactNode;
  className?: string;
}

/** Footer newsletter (docs/decisions.md#d15, #d16): the address checked; input and button disabled while sending. */
export function NewsletterForm({ copy, messages, outcome, language, sendIcon, className }: NewsletterFormProps) {
  const form = useSiteForm({
    form: "newsletter",
    empty: emptyNewsletter,
    submission: (values) => ({ form: "newsletter", values, language }),
    messages,
    outcome,
    emails: ["email"],
  });
  const { ready, sending } = form;
  const held = form.sends.kept !== null || form.sends.throttledUntil !== null;
  const { error, suggestion, ...email } = form.register("email");
  const sent = form.receipt?.submission.form === "newsletter" ? form.receipt.submission.values : null;

  return (
    <form {...form.formProps} aria-label={copy.formLabel} className={clsx("relative", className)}>
      <FieldFrame id={email.id} label={copy.emailLabel} hideLabel error={error} errorId={email["aria-errormessage"]} suggestion={suggestion} tone="light">
        {(describedById) => (
          <div className="relative">
            <input
              {...email}
              aria-describedby={describedById}
              {...EMAIL_INPUT}
              placeholder={copy.emailPlaceholder}
              // Disabled, not read-only, while sending: the field steps back with the button.
              disabled={sending}
              readOnly={!ready || held}
              className={clsx(
                "block w-full rounded-full border border-white/15 bg-white/5 py-3 pr-14 pl-5 text-base text-white sm:text-sm",
                // On ink-950: placeholder white/65 is 7.57:1; the solid brand-400 focus ring 8.81:1; danger-300 9.69:1.
                "transition-[border-color,box-shadow,background-color] duration-150 placeholder:text-white/65 aria-invalid:border-danger-300",
                "focus:border-brand-400 focus:bg-white/10 focus:ring-2 focus:ring-brand-400 focus:outline-none focus-visible:outline-none",
                "disabled:cursor-not-allowed disabled:opacity-70",
              )}
            />
            <button
              type="submit"
              disabled={!ready || sending || held}
              className={clsx(
                "absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full",
                "bg-brand-500 text-ink-950 shadow-sm transition-colors duration-150 hover:bg-brand-400",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300",
                "disabled:cursor-not-allowed",
                sending && "opacity-80",
                held && "opacity-60",
              )}
            >
              <span className="sr-only">{copy.submitLabel}</span>
              {sending ? <Spinner className="size-4" /> : sendIcon}
            </button>
          </div>
        )}
      </FieldFrame>
      {form.receipt && sent && (
        <FormReceipt
          receipt={form.receipt}
          copy={outcome.receipt}
          shared={messages.receipt}
          lines={[[copy.emailLabel, sent.email]]}
          email={sent.email}
          receiptRef={form.receiptRef}
          onAgain={form.startAgain}
          tone="light"
          className="mt-3"
        />
      )}
      <FormNotice sends={form.sends} copy={outcome.offline} language={language} tone="light" className="mt-3" />
      <HoneypotField {...form.honeypotProps} />
    </form>
  );
}

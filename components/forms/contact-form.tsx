"use client";

import type { ContactContent, FormMessages, FormOutcome } from "@/content/types";
import { clsx } from "clsx";
import { emptyContact } from "@/lib/form-values";
import { EMAIL_INPUT, LIMITS } from "@/lib/validation";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { ErrorSummary } from "./error-summary";
import { FormReceipt } from "./form-receipt";
import { FormSubmit } from "./form-submit";
import { useSiteForm } from "./use-site-form";

// Kept in this chunk, which Home loads on demand, so that the service worker finds it (lib/contact-form-marker.ts).
export { CONTACT_FORM_MARKER } from "@/lib/contact-form-marker";

interface ContactFormProps {
  copy: ContactContent["form"];
  /** Validation messages in the page's language. */
  messages: FormMessages;
  /** Its toasts, and its notices while offline. */
  outcome: FormOutcome;
  /** The page's language, told to the team with the message. */
  language: string;
  className?: string;
}

/** Contact form (docs/decisions.md#d15, #d16): all three fields required, the address checked; cleared on success, kept on failure. */
export function ContactForm({ copy, messages, outcome, language, className }: ContactFormProps) {
  const form = useSiteForm({
    form: "contact",
    empty: emptyContact,
    submission: (values) => ({ form: "contact", values, language }),
    messages,
    outcome,
    emails: ["email"],
    // A name or message of only spaces is refused like an empty one.
    notBlank: { name: messages.validation.nameRequired, message: messages.validation.messageRequired },
  });

  const sent = form.receipt?.submission.form === "contact" ? form.receipt.submission.values : null;

  return (
    <form {...form.formProps} className={clsx("relative grid gap-5 sm:grid-cols-2", className)}>
      {form.receipt && sent && (
        <FormReceipt
          receipt={form.receipt}
          copy={outcome.receipt}
          shared={messages.receipt}
          lines={[
            [copy.nameLabel, sent.name],
            [copy.emailLabel, sent.email],
            [copy.messageLabel, sent.message],
          ]}
          email={sent.email}
          receiptRef={form.receiptRef}
          onAgain={form.startAgain}
          className="sm:col-span-2"
        />
      )}
      <ErrorSummary {...form.summaryProps} />
      <TextField {...form.register("name")} label={copy.nameLabel} type="text" autoComplete="name" maxLength={LIMITS.name} placeholder={copy.namePlaceholder} />
      <TextField {...form.register("email")} label={copy.emailLabel} {...EMAIL_INPUT} placeholder={copy.emailPlaceholder} />
      <TextAreaField
        {...form.register("message")}
        label={copy.messageLabel}
        rows={6}
        maxLength={LIMITS.message}
        placeholder={copy.messagePlaceholder}
        className="sm:col-span-2"
      />
      <HoneypotField {...form.honeypotProps} />
      <FormSubmit
        form={form}
        label={copy.submitLabel}
        sendingLabel={copy.sendingLabel}
        offline={outcome.offline}
        throttle={messages.throttle}
        language={language}
        buttonClassName="w-full min-w-48 sm:w-auto"
      />
    </form>
  );
}

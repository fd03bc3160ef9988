"use client";

import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { forms } from "@/content/forms";
import type { FooterContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { sendNewsletterSubscription } from "@/lib/email";
import { LIMITS } from "@/lib/validation";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Spinner } from "@/components/ui/spinner";
import { FieldError } from "@/components/ui/field-error";
import { notify } from "./notify";
import { reportOutcome } from "./report-outcome";
import { useNativeErrors } from "./use-native-errors";
import { prepareToSend, useSubmission } from "./use-submission";

interface NewsletterFormProps {
  copy: FooterContent["newsletter"];
  /** Drawn by the server: the icon set then stays out of the JavaScript every page loads. */
  sendIcon: ReactNode;
  className?: string;
}

/** Footer newsletter (docs/decisions.md#d15, #d16): browser validation only; input and button disabled while sending. */
export function NewsletterForm({ copy, sendIcon, className }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const honeypot = useRef<HTMLInputElement>(null);
  const { ready, sending, run } = useSubmission();
  const native = useNativeErrors<"email">();
  const error = native.errors.email;
  const errorId = `${id}-email-error`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      reportOutcome(await sendNewsletterSubscription({ email }, honeypot.current?.value ?? ""), {
        onSent: () => {
          setEmail("");
          notify.success(forms.newsletter.success);
        },
        failureMessage: forms.newsletter.failure,
      });
    });
  }

  return (
    <form onSubmit={handleSubmit} onFocus={prepareToSend} aria-label={copy.title} aria-busy={sending} className={cn("relative", className)}>
      <label htmlFor={`${id}-email`} className="sr-only">
        {copy.emailLabel}
      </label>
      <div className="relative">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
          placeholder={copy.emailPlaceholder}
          value={email}
          onChange={(event) => {
            native.recheck("email", event.target);
            setEmail(event.target.value);
          }}
          onInvalid={native.onInvalid("email")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-errormessage={error ? errorId : undefined}
          disabled={sending}
          readOnly={!ready}
          className={cn(
            "block w-full rounded-full border border-white/15 bg-white/5 py-3 pr-14 pl-5 text-base text-white sm:text-sm",
            // On ink-950: placeholder white/65 is 7.57:1; the solid brand-400 focus ring 8.81:1; danger-300 9.69:1.
            "placeholder:text-white/65 transition-[border-color,box-shadow,background-color] duration-150 aria-invalid:border-danger-300",
            "focus:border-brand-400 focus:bg-white/10 focus:ring-2 focus:ring-brand-400 focus:outline-none focus-visible:outline-none",
            "disabled:cursor-not-allowed disabled:opacity-70",
          )}
        />
        <button
          type="submit"
          disabled={!ready || sending}
          className={cn(
            "absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full",
            "bg-brand-500 text-ink-950 shadow-sm transition-colors duration-150 hover:bg-brand-400",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300",
            "disabled:cursor-not-allowed",
            sending && "opacity-80",
          )}
        >
          <span className="sr-only">{copy.submitLabel}</span>
          {sending ? <Spinner className="size-4" /> : sendIcon}
        </button>
      </div>
      <FieldError id={errorId} message={error} tone="light" />
      <HoneypotField id={`${id}-trap`} label={forms.honeypotLabel} inputRef={honeypot} />
    </form>
  );
}

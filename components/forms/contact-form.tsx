"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { forms } from "@/content/forms";
import type { ContactContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { sendContactMessage } from "@/lib/email";
import { LIMITS, validateContact } from "@/lib/validation";
import { buttonClasses } from "@/components/ui/button-link";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Spinner } from "@/components/ui/spinner";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { notify } from "./notify";
import { reportOutcome } from "./report-outcome";
import { reportOnControl, textRule } from "./text-rule";
import { prepareToSend, useSubmission } from "./use-submission";

interface ContactFormProps {
  copy: ContactContent["form"];
  className?: string;
}

const empty = { name: "", email: "", message: "" };

/** Contact form (SPEC sections 4, 5, 8): all three fields browser-required; cleared on success, kept on failure. */
export function ContactForm({ copy, className }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const honeypot = useRef<HTMLInputElement>(null);
  const { ready, sending, run } = useSubmission();
  const locked = !ready || sending;

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A name or message of only spaces is refused like an empty one, with the browser's bubble.
    const issue = validateContact(values);
    if (issue) {
      reportOnControl(event.currentTarget, issue === "nameRequired" ? "name" : "message", forms.validation[issue]);
      return;
    }
    void run(async () => {
      reportOutcome(await sendContactMessage(values, honeypot.current?.value ?? ""), {
        onSent: () => {
          setValues(empty);
          notify.success(forms.contact.success);
        },
        failureMessage: forms.contact.failure,
      });
    });
  }

  return (
    <form onSubmit={handleSubmit} onFocus={prepareToSend} aria-busy={sending} className={cn("relative grid gap-5 sm:grid-cols-2", className)}>
      <TextField
        id={`${id}-name`}
        label={copy.nameLabel}
        name="name"
        type="text"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        placeholder={copy.namePlaceholder}
        value={values.name}
        onChange={update("name")}
        onInput={textRule(forms.validation.nameRequired)}
        readOnly={locked}
      />
      <TextField
        id={`${id}-email`}
        label={copy.emailLabel}
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
        placeholder={copy.emailPlaceholder}
        value={values.email}
        onChange={update("email")}
        readOnly={locked}
      />
      <TextAreaField
        id={`${id}-message`}
        label={copy.messageLabel}
        name="message"
        required
        rows={6}
        maxLength={LIMITS.message}
        placeholder={copy.messagePlaceholder}
        value={values.message}
        onChange={update("message")}
        onInput={textRule(forms.validation.messageRequired)}
        readOnly={locked}
        className="sm:col-span-2"
      />
      <HoneypotField id={`${id}-trap`} label={forms.honeypotLabel} inputRef={honeypot} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={locked}
          className={buttonClasses("primary", "lg", cn("w-full min-w-48 sm:w-auto", !ready && "disabled:opacity-100"))}
        >
          {sending && <Spinner />}
          {sending ? copy.sendingLabel : copy.submitLabel}
        </button>
      </div>
    </form>
  );
}

"use client";

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
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
import { useNativeErrors } from "./use-native-errors";
import { prepareToSend, useSubmission } from "./use-submission";

interface ContactFormProps {
  copy: ContactContent["form"];
  className?: string;
}

const empty = { name: "", email: "", message: "" };

/** Contact form (docs/decisions.md#d15, #d16): all three fields browser-required; cleared on success, kept on failure. */
export function ContactForm({ copy, className }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const honeypot = useRef<HTMLInputElement>(null);
  const { ready, sending, run } = useSubmission();
  const locked = !ready || sending;
  const native = useNativeErrors<keyof typeof empty>();

  const field = (name: keyof typeof empty) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      native.recheck(name, event.target);
      setValues((current) => ({ ...current, [name]: value }));
    },
    onInvalid: native.onInvalid(name),
    error: native.errors[name],
    required: true,
    readOnly: locked,
  });

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
        {...field("name")}
        label={copy.nameLabel}
        type="text"
        autoComplete="name"
        maxLength={LIMITS.name}
        placeholder={copy.namePlaceholder}
        onInput={textRule(forms.validation.nameRequired)}
      />
      <TextField
        {...field("email")}
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
        placeholder={copy.emailPlaceholder}
      />
      <TextAreaField
        {...field("message")}
        label={copy.messageLabel}
        rows={6}
        maxLength={LIMITS.message}
        placeholder={copy.messagePlaceholder}
        onInput={textRule(forms.validation.messageRequired)}
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

"use client";

import Link from "next/link";
import type { ChangeEvent } from "react";
import { forms } from "@/content/forms";
import type { SignupContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { sendDeveloperSignup } from "@/lib/email";
import { LIMITS, validateDeveloperSignup, type DeveloperIssue, type DeveloperSignupValues } from "@/lib/validation";
import { buttonClasses } from "@/components/ui/button-link";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { notify } from "./notify";
import { useNativeErrors } from "./use-native-errors";
import { PasswordField } from "./password-field";
import { textRule } from "./text-rule";
import { useCheckedForm } from "./use-checked-form";
import { prepareToSend, type Submission } from "./use-submission";

export const emptyDeveloperSignup: DeveloperSignupValues = { username: "", fullName: "", email: "", password: "", confirmPassword: "" };

interface DeveloperSignupFormProps {
  content: SignupContent;
  labelledBy: string;
  values: DeveloperSignupValues;
  onValuesChange: (update: (current: DeveloperSignupValues) => DeveloperSignupValues) => void;
  submission: Submission;
}

const fieldOfIssue: Record<DeveloperIssue, keyof DeveloperSignupValues> = {
  usernameRequired: "username",
  fullNameRequired: "fullName",
  passwordsMismatch: "confirmPassword",
  passwordTooShort: "password",
};

/**
 * Developer signup (docs/decisions.md#d15): the browser checks required fields (a username or full name
 * of only spaces too) and the e-mail format, then passwords must match, then be at least 8 characters. The password is never sent (docs/decisions.md#d11).
 */
export function DeveloperSignupForm({ content, labelledBy, values, onValuesChange, submission }: DeveloperSignupFormProps) {
  const copy = content.developer;
  const { ready, sending } = submission;
  const locked = !ready || sending;
  const { honeypotId, honeypot, invalid, setInvalid, fieldId, handleSubmit } = useCheckedForm({
    values,
    validate: validateDeveloperSignup,
    fieldOfIssue,
    send: sendDeveloperSignup,
    onSent: () => {
      onValuesChange(() => emptyDeveloperSignup);
      notify.success(forms.signup.developerSuccess);
    },
    failureMessage: forms.signup.failure,
    submission,
  });

  const native = useNativeErrors<keyof DeveloperSignupValues>();

  const field = (name: keyof DeveloperSignupValues) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      if (invalid?.field === name || (invalid?.field === "confirmPassword" && name === "password")) setInvalid(null);
      native.recheck(name, event.target);
      onValuesChange((current) => ({ ...current, [name]: value }));
    },
    onInvalid: native.onInvalid(name),
    // The form's own message (passwords) wins over the browser's (required, e-mail format).
    error: invalid?.field === name ? invalid.message : native.errors[name],
    readOnly: locked,
    required: true,
  });

  return (
    <form onSubmit={handleSubmit} onFocus={prepareToSend} aria-labelledby={labelledBy} aria-busy={sending} className="relative mt-8 grid gap-5 sm:grid-cols-2">
      <TextField
        {...field("username")}
        label={copy.fields.username.label}
        hint={copy.fields.username.hint}
        placeholder={copy.fields.username.placeholder}
        name="username"
        onInput={textRule(forms.validation.usernameRequired)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.name}
      />
      <TextField
        {...field("fullName")}
        label={copy.fields.fullName.label}
        placeholder={copy.fields.fullName.placeholder}
        name="fullName"
        onInput={textRule(forms.validation.fullNameRequired)}
        autoComplete="name"
        maxLength={LIMITS.name}
      />
      <TextField
        {...field("email")}
        label={copy.fields.email.label}
        placeholder={copy.fields.email.placeholder}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        className="sm:col-span-2"
      />
      <PasswordField
        {...field("password")}
        label={copy.fields.password.label}
        hint={copy.fields.password.hint}
        placeholder={copy.fields.password.placeholder}
        autoComplete="new-password"
        maxLength={LIMITS.password}
        showLabel={content.showPassword}
        hideLabel={content.hidePassword}
        ready={ready}
      />
      <PasswordField
        {...field("confirmPassword")}
        label={copy.fields.confirmPassword.label}
        placeholder={copy.fields.confirmPassword.placeholder}
        autoComplete="new-password"
        maxLength={LIMITS.password}
        showLabel={content.showPassword}
        hideLabel={content.hidePassword}
        ready={ready}
      />
      <HoneypotField id={honeypotId} label={forms.honeypotLabel} inputRef={honeypot} />
      <p className="text-sm leading-relaxed text-ink-600 sm:col-span-2">
        {copy.terms.before}
        <Link href={copy.terms.href} className="font-semibold text-brand-700 underline decoration-brand-700/30 underline-offset-4 hover:decoration-brand-700">
          {copy.terms.linkLabel}
        </Link>
        {copy.terms.after}
      </p>
      <button
        type="submit"
        disabled={locked}
        className={buttonClasses("primary", "lg", cn("w-full sm:col-span-2", !ready && "disabled:opacity-100"))}
      >
        {sending && <Spinner />}
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  );
}

"use client";

import { SiteLink } from "@/components/ui/site-link";
import type { SignupContent } from "@/content/types";
import type { DeveloperSignupValues } from "@/lib/form-values";
import { EMAIL_INPUT, LIMITS } from "@/lib/validation";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { TextField } from "@/components/ui/text-field";
import { PasswordField, type PasswordIcons } from "./password-field";
import { ErrorSummary } from "./error-summary";
import { FormReceipt, type ReceiptWords } from "./form-receipt";
import { FormSubmit, type FormSendCopy } from "./form-submit";
import type { SiteForm } from "./use-site-form";

interface DeveloperSignupFormProps {
  content: SignupContent;
  labelledBy: string;
  /** What its last row says about its sends (notices offline, the rate limit's wait), in the page's language. */
  sendCopy: FormSendCopy;
  /** Made by SignupForms, so the values and a send in flight outlive a mode toggle. */
  form: SiteForm<DeveloperSignupValues>;
  /** The show/hide icons of the password fields, drawn by the server. */
  passwordIcons: PasswordIcons;
  /** What its receipt says, in the page's language. */
  receiptCopy: ReceiptWords;
}

/**
 * Developer signup (docs/decisions.md#d15): every field required (a username or full name of only spaces is
 * refused too) and the e-mail address checked, then passwords must match, then be at least 8 characters. The password is never sent (docs/decisions.md#d11).
 */
export function DeveloperSignupForm({ content, labelledBy, form, sendCopy, passwordIcons, receiptCopy }: DeveloperSignupFormProps) {
  const copy = content.developer;
  const { ready, register } = form;
  // Both password fields: a new password (so a password manager offers to make one), and the same show/hide toggle.
  const passwordInput = {
    autoComplete: "new-password",
    maxLength: LIMITS.password,
    showLabel: content.showPassword,
    hideLabel: content.hidePassword,
    icons: passwordIcons,
    ready,
  } as const;

  const sent = form.receipt?.submission.form === "developer-signup" ? form.receipt.submission.values : null;

  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative mt-8 grid gap-5 sm:grid-cols-2">
      {form.receipt && sent && (
        <FormReceipt
          receipt={form.receipt}
          {...receiptCopy}
          lines={[
            [copy.fields.username.label, sent.username],
            [copy.fields.fullName.label, sent.fullName],
            [copy.fields.email.label, sent.email],
          ]}
          email={sent.email}
          receiptRef={form.receiptRef}
          onAgain={form.startAgain}
          className="sm:col-span-2"
        />
      )}
      <ErrorSummary {...form.summaryProps} />
      <TextField
        {...register("username")}
        label={copy.fields.username.label}
        hint={copy.fields.username.hint}
        placeholder={copy.fields.username.placeholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.name}
      />
      <TextField
        {...register("fullName")}
        label={copy.fields.fullName.label}
        placeholder={copy.fields.fullName.placeholder}
        autoComplete="name"
        maxLength={LIMITS.name}
      />
      <TextField
        {...register("email")}
        label={copy.fields.email.label}
        placeholder={copy.fields.email.placeholder}
        {...EMAIL_INPUT}
        className="sm:col-span-2"
      />
      <PasswordField
        {...register("password")}
        label={copy.fields.password.label}
        hint={copy.fields.password.hint}
        placeholder={copy.fields.password.placeholder}
        {...passwordInput}
      />
      <PasswordField
        {...register("confirmPassword")}
        label={copy.fields.confirmPassword.label}
        placeholder={copy.fields.confirmPassword.placeholder}
        {...passwordInput}
      />
      <HoneypotField {...form.honeypotProps} />
      <p className="text-sm leading-relaxed text-muted sm:col-span-2">
        {copy.terms.before}
        <SiteLink href={copy.terms.href} className="font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand">
          {copy.terms.linkLabel}
        </SiteLink>
        {copy.terms.after}
      </p>
      <FormSubmit form={form} label={copy.submitLabel} sendingLabel={copy.sendingLabel} {...sendCopy} buttonClassName="w-full" />
    </form>
  );
}

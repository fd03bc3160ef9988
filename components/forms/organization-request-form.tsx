"use client";

import type { FormOutcome, SignupContent } from "@/content/types";
import type { OrganizationRequestValues } from "@/lib/form-values";
import { LIMITS } from "@/lib/validation";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { FormSubmit } from "./form-submit";
import type { SiteForm } from "./use-site-form";

interface OrganizationRequestFormProps {
  content: SignupContent;
  labelledBy: string;
  /** Its notices while offline. */
  offline: FormOutcome["offline"];
  /** The page's language. */
  language: string;
  /** Made by SignupForms, so the values and a send in flight outlive a mode toggle. */
  form: SiteForm<OrganizationRequestValues>;
}

/**
 * Organization exploration request (docs/decisions.md#d15). Its checks run in a fixed order with
 * its own messages, so the form opts out of the browser's bubbles (noValidate) while its fields stay
 * `required`. Choosing 'Other' reveals a required box whose text replaces the type.
 */
export function OrganizationRequestForm({ content, labelledBy, form, offline, language }: OrganizationRequestFormProps) {
  const copy = content.organization;
  const { register } = form;
  const isOther = form.values.organizationType === copy.otherOption;

  return (
    <form {...form.formProps} noValidate aria-labelledby={labelledBy} className="relative mt-8 grid gap-5 sm:grid-cols-2">
      <TextField {...register("name")} label={copy.fields.name.label} placeholder={copy.fields.name.placeholder} autoComplete="name" maxLength={LIMITS.name} />
      <TextField
        {...register("companyEmail")}
        label={copy.fields.companyEmail.label}
        placeholder={copy.fields.companyEmail.placeholder}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <SelectField
        {...register("organizationType")}
        label={copy.fields.organizationType.label}
        placeholder={copy.fields.organizationType.placeholder}
        options={copy.organizationTypes}
        className="sm:col-span-2"
      />
      {isOther && (
        <TextField
          {...register("otherType")}
          label={copy.fields.otherType.label}
          placeholder={copy.fields.otherType.placeholder}
          autoComplete="off"
          maxLength={LIMITS.name}
          className="sm:col-span-2"
        />
      )}
      <HoneypotField {...form.honeypotProps} />
      <p className="text-sm leading-relaxed text-ink-600 sm:col-span-2">{copy.consent}</p>
      <FormSubmit form={form} label={copy.submitLabel} sendingLabel={copy.sendingLabel} offline={offline} language={language} buttonClassName="w-full" />
    </form>
  );
}

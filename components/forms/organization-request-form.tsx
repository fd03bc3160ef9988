"use client";

import type { SignupContent } from "@/content/types";
import type { OrganizationRequestValues } from "@/lib/form-values";
import { EMAIL_INPUT, LIMITS } from "@/lib/validation";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { FormSubmit, type FormSendCopy } from "./form-submit";
import type { SiteForm } from "./use-site-form";

interface OrganizationRequestFormProps {
  content: SignupContent;
  labelledBy: string;
  /** What its last row says about its sends (notices offline, the rate limit's wait), in the page's language. */
  sendCopy: FormSendCopy;
  /** Made by SignupForms, so the values and a send in flight outlive a mode toggle. */
  form: SiteForm<OrganizationRequestValues>;
}

/**
 * Organization exploration request (docs/decisions.md#d15). Its checks run in the spec's order with the spec's
 * messages (the rules check every field, `only`), while its fields stay `required` for a browser without JavaScript.
 * Choosing 'Other' reveals a required box whose text replaces the type.
 */
export function OrganizationRequestForm({ content, labelledBy, form, sendCopy }: OrganizationRequestFormProps) {
  const copy = content.organization;
  const { register } = form;
  const isOther = form.values.organizationType === copy.otherOption;

  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative mt-8 grid gap-5 sm:grid-cols-2">
      <TextField {...register("name")} label={copy.fields.name.label} placeholder={copy.fields.name.placeholder} autoComplete="name" maxLength={LIMITS.name} />
      <TextField {...register("companyEmail")} label={copy.fields.companyEmail.label} placeholder={copy.fields.companyEmail.placeholder} {...EMAIL_INPUT} />
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
      <p className="text-sm leading-relaxed text-muted sm:col-span-2">{copy.consent}</p>
      <FormSubmit form={form} label={copy.submitLabel} sendingLabel={copy.sendingLabel} {...sendCopy} buttonClassName="w-full" />
    </form>
  );
}

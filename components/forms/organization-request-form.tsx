"use client";

import type { SignupContent } from "@/content/types";
import type { OrganizationRequestValues } from "@/lib/form-values";
import { EMAIL_INPUT, LIMITS, resolveOrganizationType } from "@/lib/validation";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ErrorSummary } from "./error-summary";
import { FormReceipt } from "./form-receipt";
import { FormSubmit, type FormSendCopy } from "./form-submit";
import type { ReceiptWords } from "./form-receipt";
import type { SiteForm } from "./use-site-form";

// Kept in this chunk, which loads on demand, so that the service worker finds it (lib/organization-form-marker.ts).
export { ORGANIZATION_FORM_MARKER } from "@/lib/organization-form-marker";

interface OrganizationRequestFormProps {
  content: SignupContent;
  labelledBy: string;
  /** What its last row says about its sends (notices offline, the rate limit's wait), in the page's language. */
  sendCopy: FormSendCopy;
  /** Made by SignupForms, so the values and a send in flight outlive a mode toggle. */
  form: SiteForm<OrganizationRequestValues>;
  /** What its receipt says, in the page's language. */
  receiptCopy: ReceiptWords;
}

/**
 * Organization exploration request (docs/decisions.md#d15). Its checks run in the spec's order with the spec's
 * messages (the rules check every field, `only`), while its fields stay `required` for a browser without JavaScript.
 * Choosing 'Other' reveals a required box whose text replaces the type.
 */
export function OrganizationRequestForm({ content, labelledBy, form, sendCopy, receiptCopy }: OrganizationRequestFormProps) {
  const copy = content.organization;
  const { register } = form;
  const isOther = form.values.organizationType === copy.otherOption;
  const sent = form.receipt?.submission.form === "organization-request" ? form.receipt.submission.values : null;

  return (
    <form {...form.formProps} aria-labelledby={labelledBy} className="relative mt-8 grid gap-5 sm:grid-cols-2">
      {form.receipt && sent && (
        <FormReceipt
          receipt={form.receipt}
          {...receiptCopy}
          lines={[
            [copy.fields.name.label, sent.name],
            [copy.fields.companyEmail.label, sent.companyEmail],
            [copy.fields.organizationType.label, resolveOrganizationType(sent, copy.otherOption)],
          ]}
          email={sent.companyEmail}
          receiptRef={form.receiptRef}
          onAgain={form.startAgain}
          className="sm:col-span-2"
        />
      )}
      <ErrorSummary {...form.summaryProps} />
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

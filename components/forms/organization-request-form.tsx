"use client";

import { forms } from "@/content/forms";
import type { SignupContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { sendOrganizationRequest } from "@/lib/email";
import { LIMITS, validateOrganizationRequest, type OrganizationIssue, type OrganizationRequestValues } from "@/lib/validation";
import { buttonClasses } from "@/components/ui/button-link";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { notify } from "./notify";
import { useCheckedForm } from "./use-checked-form";
import { prepareToSend, type Submission } from "./use-submission";

export const emptyOrganizationRequest: OrganizationRequestValues = { name: "", companyEmail: "", organizationType: "", otherType: "" };

interface OrganizationRequestFormProps {
  content: SignupContent;
  labelledBy: string;
  values: OrganizationRequestValues;
  onValuesChange: (update: (current: OrganizationRequestValues) => OrganizationRequestValues) => void;
  submission: Submission;
}

const fieldOfIssue: Record<OrganizationIssue, keyof OrganizationRequestValues> = {
  nameRequired: "name",
  companyEmailRequired: "companyEmail",
  companyEmailInvalid: "companyEmail",
  organizationTypeRequired: "organizationType",
  otherTypeRequired: "otherType",
};

/**
 * Organization exploration request (docs/decisions.md#d15). Its checks run in a fixed order with
 * its own messages, so the form opts out of the browser's bubbles (noValidate) while its fields stay
 * `required`. Choosing 'Other' reveals a required box whose text replaces the type.
 */
export function OrganizationRequestForm({ content, labelledBy, values, onValuesChange, submission }: OrganizationRequestFormProps) {
  const copy = content.organization;
  const { ready, sending } = submission;
  const locked = !ready || sending;
  const { honeypotId, honeypot, invalid, setInvalid, fieldId, handleSubmit } = useCheckedForm({
    values,
    validate: (current: OrganizationRequestValues) => validateOrganizationRequest(current, copy.otherOption),
    fieldOfIssue,
    send: (current: OrganizationRequestValues, trap: string) => sendOrganizationRequest(current, copy.otherOption, trap),
    onSent: () => {
      onValuesChange(() => emptyOrganizationRequest);
      notify.success(forms.signup.organizationSuccess);
    },
    failureMessage: forms.signup.failure,
    submission,
  });
  const isOther = values.organizationType === copy.otherOption;

  const field = (name: keyof OrganizationRequestValues) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (invalid?.field === name) setInvalid(null);
      onValuesChange((current) => ({ ...current, [name]: value }));
    },
    error: invalid?.field === name ? invalid.message : undefined,
    // `required` states the rule to assistive technology and to scripts; noValidate on the form keeps
    // the browser's bubbles away so the form's own messages show, in the form's order.
    required: true,
  });

  return (
    <form onSubmit={handleSubmit} onFocus={prepareToSend} noValidate aria-labelledby={labelledBy} aria-busy={sending} className="relative mt-8 grid gap-5 sm:grid-cols-2">
      <TextField
        {...field("name")}
        label={copy.fields.name.label}
        placeholder={copy.fields.name.placeholder}
        name="name"
        autoComplete="name"
        maxLength={LIMITS.name}
        readOnly={locked}
      />
      <TextField
        {...field("companyEmail")}
        label={copy.fields.companyEmail.label}
        placeholder={copy.fields.companyEmail.placeholder}
        name="companyEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        readOnly={locked}
      />
      <SelectField
        {...field("organizationType")}
        label={copy.fields.organizationType.label}
        placeholder={copy.fields.organizationType.placeholder}
        options={copy.organizationTypes}
        name="organizationType"
        disabled={locked}
        className="sm:col-span-2"
      />
      {isOther && (
        <TextField
          {...field("otherType")}
          label={copy.fields.otherType.label}
          placeholder={copy.fields.otherType.placeholder}
          name="otherType"
          autoComplete="off"
          maxLength={LIMITS.name}
          readOnly={locked}
          className="sm:col-span-2"
        />
      )}
      <HoneypotField id={honeypotId} label={forms.honeypotLabel} inputRef={honeypot} />
      <p className="text-sm leading-relaxed text-ink-600 sm:col-span-2">{copy.consent}</p>
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

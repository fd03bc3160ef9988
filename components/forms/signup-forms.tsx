"use client";

import { Fragment, useEffect, useId, type ReactNode } from "react";
import type { FormMessages, FormOutcome, SignupContent } from "@/content/types";
import { signupModes, type SignupMode } from "@/content/routes";
import { emptyDeveloperSignup, emptyOrganizationRequest } from "@/lib/form-values";
import { developerIssueFields, organizationIssueFields, validateDeveloperSignup, validateOrganizationRequest } from "@/lib/validation";
import { DeveloperSignupForm } from "./developer-signup-form";
import { LazyOrganizationForm } from "./lazy-organization-form";
import type { PasswordIcons } from "./password-field";
import { useSignupMode } from "./use-signup-mode";
import { useSiteForm } from "./use-site-form";

/**
 * The signup card (docs/decisions.md#d16): a Developer / Organization toggle, the active mode's form
 * and its benefits panel. Both modes' forms are made here, so each keeps its values when toggled, and
 * a send that finishes after a toggle still clears (or keeps) the right one; the Organization form's
 * markup loads when it is first chosen (LazyOrganizationForm).
 *
 * The address chooses the mode (docs/decisions.md#d61): `/signup#organization` shows the Organization form at
 * first paint, with or without JavaScript. Until hydration the HTML holds both modes, each part marked
 * `data-signup-only`, and app/globals.css shows the one whose empty anchor before the card is the `:target`; then
 * only the chosen mode is rendered, and `data-mode` on the card turns those rules off.
 */
interface SignupFormsProps {
  content: SignupContent;
  /** Validation messages in the page's language. */
  messages: FormMessages;
  /** Each mode's toasts, and its notices while offline. */
  outcomes: { developer: FormOutcome; organization: FormOutcome };
  /** The page's language, told to the team with the request. */
  language: string;
  /** Each mode's benefits panel (SignupPanel), drawn by the server: static markup stays out of this island. */
  panels: Record<SignupMode, ReactNode>;
  /** The toggle's icons and the password fields' show/hide icons, drawn by the server for the same reason. */
  icons: Record<SignupMode, ReactNode> & PasswordIcons;
}

export function SignupForms({ content, messages, outcomes, language, panels, icons }: SignupFormsProps) {
  const id = useId();
  const [mode, choose] = useSignupMode();
  const { otherOption, organizationTypes } = content.organization;
  const developer = useSiteForm({
    form: "developer-signup",
    empty: emptyDeveloperSignup,
    // The password stays in the form: it is checked here and never sent or kept (docs/decisions.md#d11).
    submission: ({ username, fullName, email }) => ({ form: "developer-signup", values: { username, fullName, email }, language }),
    messages,
    outcome: outcomes.developer,
    emails: ["email"],
    notBlank: { username: messages.validation.usernameRequired, fullName: messages.validation.fullNameRequired },
    missing: { password: messages.validation.passwordRequired, confirmPassword: messages.validation.confirmPasswordRequired },
    // A new password answers "passwords do not match" as much as a new confirmation does.
    rules: { check: validateDeveloperSignup, fieldOf: developerIssueFields, linked: { password: "confirmPassword" } },
  });
  const organization = useSiteForm({
    form: "organization-request",
    empty: emptyOrganizationRequest,
    submission: (values) => ({ form: "organization-request", values, options: { types: organizationTypes, otherOption }, language }),
    messages,
    outcome: outcomes.organization,
    emails: ["companyEmail"],
    rules: { check: (values) => validateOrganizationRequest(values, otherOption), fieldOf: organizationIssueFields, only: true },
  });
  const ready = developer.ready;
  // A send refused while offline puts its words back into its form (docs/decisions.md#d66): show that form.
  const restoredInto =
    organization.sends.note === outcomes.organization.offline.restored
      ? "organization"
      : developer.sends.note === outcomes.developer.offline.restored
        ? "developer"
        : null;
  // Once per restore: the visitor may switch back afterwards.
  useEffect(() => {
    if (restoredInto) choose(restoredInto);
  }, [restoredInto, choose]);
  const shown = signupModes.filter((option) => mode === null || mode === option);
  const forms = {
    developer: (
      <DeveloperSignupForm
        content={content}
        labelledBy={`${id}-developer`}
        form={developer}
        sendCopy={{ offline: outcomes.developer.offline, throttle: messages.throttle, language }}
        passwordIcons={icons}
        receiptCopy={{ copy: outcomes.developer.receipt, shared: messages.receipt }}
      />
    ),
    organization: (
      <LazyOrganizationForm
        load={mode !== null}
        content={content}
        labelledBy={`${id}-organization`}
        form={organization}
        sendCopy={{ offline: outcomes.organization.offline, throttle: messages.throttle, language }}
        receiptCopy={{ copy: outcomes.organization.receipt, shared: messages.receipt }}
      />
    ),
  };

  return (
    <>
      {signupModes.map((option) => (
        // At the top of the page, so following `#organization` never scrolls it (the navbar stays as at the top).
        <span key={option} id={option} className="absolute top-0" />
      ))}
      <div
        data-signup-card=""
        data-mode={mode ?? undefined}
        className="mx-auto grid max-w-6xl overflow-hidden rounded-3xl bg-raised shadow-2xl ring-1 shadow-black/30 ring-white/10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]"
      >
        <div className="p-6 sm:p-10 lg:p-12">
          <p id={`${id}-toggle`} className="text-sm font-medium text-muted">
            {content.toggleLabel}
          </p>
          <div role="group" aria-labelledby={`${id}-toggle`} className="mt-2 grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1 ring-1 ring-line">
            {signupModes.map((option) => (
              <button
                key={option}
                type="button"
                data-option={option}
                aria-pressed={mode === null ? undefined : mode === option}
                disabled={!ready}
                onClick={() => choose(option)}
                className="inline-flex items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-muted transition-[background-color,color,box-shadow] duration-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {icons[option]}
                {content.modes[option]}
              </button>
            ))}
          </div>

          {shown.map((option) => (
            <div key={option} data-signup-only={option}>
              <h1 id={`${id}-${option}`} className="mt-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
                {content[option].heading}
              </h1>
              <p className="mt-3 text-base leading-relaxed text-muted">{content[option].intro}</p>
              {forms[option]}
            </div>
          ))}
        </div>
        {shown.map((option) => (
          <Fragment key={option}>{panels[option]}</Fragment>
        ))}
      </div>
    </>
  );
}

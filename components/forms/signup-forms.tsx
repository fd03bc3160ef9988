"use client";

import { useId, useState } from "react";
import type { FormMessages, FormOutcome, SignupContent } from "@/content/types";
import { clsx } from "clsx";
import { emptyDeveloperSignup, emptyOrganizationRequest } from "@/lib/form-values";
import { developerIssueFields, organizationIssueFields, validateDeveloperSignup, validateOrganizationRequest } from "@/lib/validation";
import { Icon } from "@/components/ui/icon";
import { DeveloperSignupForm } from "./developer-signup-form";
import { OrganizationRequestForm } from "./organization-request-form";
import { SignupPanel } from "./signup-panel";
import { useSiteForm } from "./use-site-form";

type Mode = "developer" | "organization";
const modes: { mode: Mode; icon: "code" | "building" }[] = [
  { mode: "developer", icon: "code" },
  { mode: "organization", icon: "building" },
];

/**
 * The signup card (docs/decisions.md#d16): a Developer / Organization toggle, the active mode's form
 * and its benefits panel. Both modes' forms are made here, so each keeps its values when toggled, and
 * a send that finishes after a toggle still clears (or keeps) the right one.
 */
interface SignupFormsProps {
  content: SignupContent;
  /** Validation messages in the page's language. */
  messages: FormMessages;
  /** Each mode's toasts, and its notices while offline. */
  outcomes: { developer: FormOutcome; organization: FormOutcome };
  /** The page's language, told to the team with the request. */
  language: string;
}

export function SignupForms({ content, messages, outcomes, language }: SignupFormsProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("developer");
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
  const copy = content[mode];
  const headingId = `${id}-heading`;

  return (
    <div className="mx-auto grid max-w-6xl overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 shadow-black/30 ring-white/10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]">
      <div className="p-6 sm:p-10 lg:p-12">
        <p id={`${id}-toggle`} className="text-sm font-medium text-ink-600">
          {content.toggleLabel}
        </p>
        <div role="group" aria-labelledby={`${id}-toggle`} className="mt-2 grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1 ring-1 ring-line">
          {modes.map((option) => {
            const active = mode === option.mode;
            return (
              <button
                key={option.mode}
                type="button"
                aria-pressed={active}
                disabled={!ready}
                onClick={() => setMode(option.mode)}
                className={clsx(
                  "inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition-[background-color,color,box-shadow] duration-200",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  active ? "bg-white text-ink-950 shadow-sm ring-1 ring-line" : "text-ink-600 hover:text-ink-950",
                )}
              >
                <Icon name={option.icon} className={clsx("size-4", active ? "text-brand-700" : "text-ink-500")} />
                {content.modes[option.mode]}
              </button>
            );
          })}
        </div>

        <h1 id={headingId} className="mt-8 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
          {copy.heading}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-ink-600">{copy.intro}</p>

        {mode === "developer" ? (
          <DeveloperSignupForm
            content={content}
            labelledBy={headingId}
            form={developer}
            offline={outcomes.developer.offline}
            throttle={messages.throttle}
            language={language}
          />
        ) : (
          <OrganizationRequestForm
            content={content}
            labelledBy={headingId}
            form={organization}
            offline={outcomes.organization.offline}
            throttle={messages.throttle}
            language={language}
          />
        )}
      </div>
      <SignupPanel panel={content.panel} mode={mode} />
    </div>
  );
}

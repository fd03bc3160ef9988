"use client";

import { useCallback, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import type { FormMessages, FormOutcome } from "@/content/types";
import type { SendResult } from "@/lib/email";
import type { FormId, FormSubmission } from "@/lib/form-values";
import { isWhitespaceOnly } from "@/lib/validation";
import { loadSonner } from "@/components/ui/lazy-sonner";
import { notify } from "./notify";
import { loadQueue, useFormQueue, type FormQueue } from "./use-form-queue";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Issue = keyof FormMessages["validation"];

export interface FormRules<Values, Broken extends Issue> {
  /** The first rule broken, in the form's order (docs/decisions.md#d15), or null. */
  check: (values: Values) => Broken | null;
  /** The field each rule's message is shown under. */
  fieldOf: Record<Broken, keyof Values & string>;
  /** Editing the key also takes away the message under its value: a new password answers "passwords do not match". */
  linked?: Partial<Record<keyof Values, keyof Values>>;
}

export interface SiteFormOptions<Values, Broken extends Issue> {
  /** Which form this is: its entries in the send queue are shown under it. */
  form: FormId;
  /** The empty form: the first values, and what a success clears back to. */
  empty: Values;
  /** What the values ask to send: handed to lib/email.ts, or kept in the send queue while offline. */
  submission: (values: Values) => FormSubmission;
  /** Validation messages and the honeypot's label, in the page's language (content/<locale>/forms.ts). */
  messages: FormMessages;
  /** Its toasts, and what it says when kept for later (content/<locale>/forms.ts and offline.ts). */
  outcome: FormOutcome;
  /** Text fields that may not hold only spaces, each with the message the browser shows for one that does. */
  notBlank?: Partial<Record<keyof Values, string>>;
  /** The form's own rules, checked on submit after the browser's: the first broken one is shown under its field, focused and toasted. */
  rules?: FormRules<Values, Broken>;
}

/** What `register(name)` hands a field: spread it on TextField, TextAreaField, SelectField or PasswordField. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
  onInput: (event: FormEvent<Control>) => void;
  onInvalid: (event: FormEvent<Control>) => void;
  required: true;
  /** Until hydration and while sending: nothing typed is lost or sent twice. */
  readOnly: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  /** The id of the element that shows `error`. */
  "aria-errormessage": string | undefined;
  /** Why the value was refused, shown under the field, or undefined. */
  error: string | undefined;
}

export interface SiteForm<Values> {
  values: Values;
  /** False in the server HTML and until hydration. */
  ready: boolean;
  sending: boolean;
  queue: FormQueue;
  register: (name: keyof Values & string) => FieldProps;
  formProps: {
    ref: (form: HTMLFormElement | null) => () => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    "aria-busy": boolean;
  };
  honeypotProps: { id: string; label: string; inputRef: RefObject<HTMLInputElement | null> };
}

const noSubscription = () => () => {};

/**
 * Puts the browser's refusal of a control in the page's language (docs/decisions.md#d15), as its custom validity,
 * which the browser's bubble and the words under the field then show: an empty field (with the field's own
 * message if it has one), a malformed e-mail address, and a value of only spaces where `blankMessage` is given
 * (`required` lets that through, but it says nothing). A valid value clears it.
 */
function explainValidity(control: Control, validation: FormMessages["validation"], blankMessage: string | undefined) {
  const { valueMissing, typeMismatch } = control.validity;
  const isEmail = control.type === "email";
  let message = "";
  if (valueMissing) message = blankMessage ?? (isEmail ? validation.emailRequired : validation.fieldRequired);
  else if (typeMismatch && isEmail) message = validation.emailInvalid;
  else if (blankMessage && isWhitespaceOnly(control.value)) message = blankMessage;
  control.setCustomValidity(message);
}

/**
 * Every form of the site: its values, the browser's validation put into words under each field
 * (WCAG 3.3.1), the form's own rules, the honeypot, and one send through lib/email.ts with its toasts.
 * A failed send keeps every value; a success clears the form.
 */
export function useSiteForm<Values extends Record<keyof Values, string>, Broken extends Issue = never>(
  options: SiteFormOptions<Values, Broken>,
): SiteForm<Values> {
  type Name = keyof Values & string;
  const id = useId();
  const [values, setValues] = useState(options.empty);
  /** The browser's own message for each field it refused, following the value as it is edited. */
  const [native, setNative] = useState<Partial<Record<Name, string>>>({});
  /** The field at fault under the form's own rules and its message, shown until the field is edited. */
  const [ruled, setRuled] = useState<{ field: Name; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const { queue, keep: keepInQueue } = useFormQueue(options.form, options.outcome, () => setValues(options.empty));
  // Flips synchronously, before React re-renders the disabled button: a double click or Enter pressed
  // twice never sends twice (docs/decisions.md#d13).
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // Controls stay inert until React runs the form, so nothing typed or clicked before hydration is lost or submitted natively.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const fieldId = (name: Name) => `${id}-${name}`;

  const noteNative = (name: Name, message: string | undefined) =>
    setNative((current) => (current[name] === message ? current : { ...current, [name]: message }));

  // Messages describe the fields on screen: a form that leaves the page (the signup toggle) forgets them; its values stay.
  const ref = useCallback(
    () => () => {
      setNative({});
      setRuled(null);
    },
    [],
  );

  function register(name: Name): FieldProps {
    const error = ruled?.field === name ? ruled.message : native[name];
    const errorId = error ? `${fieldId(name)}-error` : undefined;
    const blankMessage = options.notBlank?.[name];
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange(event) {
        const control = event.target;
        const { value } = control;
        if (ruled && (ruled.field === name || options.rules?.linked?.[name] === ruled.field)) setRuled(null);
        if (native[name] !== undefined) noteNative(name, control.validity.valid ? undefined : control.validationMessage);
        setValues((current) => ({ ...current, [name]: value }));
      },
      // Runs before onChange, which then reads the message in the page's language.
      onInput: (event) => explainValidity(event.currentTarget, options.messages.validation, blankMessage),
      // Before any typing, or after a success empties the form, the message is set when the browser refuses the
      // submit: it shows the bubble after this handler. flushSync: the message is in the page before the browser
      // moves focus to the first field at fault.
      onInvalid(event) {
        const control = event.currentTarget;
        explainValidity(control, options.messages.validation, blankMessage);
        const message = control.validationMessage;
        flushSync(() => noteNative(name, message));
      },
      required: true,
      readOnly: !ready || sending || queue.kept !== null,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": errorId,
      "aria-errormessage": errorId,
      error,
    };
  }

  /** Points at the field the form's own rules refuse, with its message under it and in a toast. */
  function refuse(field: Name, issue: Broken) {
    const message = options.messages.validation[issue];
    // Rendered before focus moves, so a screen reader meets the field already invalid and described.
    flushSync(() => setRuled({ field, message }));
    // Centred rather than scrolled to the top edge, where the fixed navbar and the toast would cover it (WCAG 2.4.11).
    const element = document.getElementById(fieldId(field));
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "center" });
    notify.error(message);
  }

  /** A value of only spaces that reached submit anyway gets the browser's bubble, like an empty one. */
  function refuseBlank(): boolean {
    const blank = (Object.keys(options.notBlank ?? {}) as Name[]).find((name) => !values[name].trim());
    if (!blank) return false;
    const control = document.getElementById(fieldId(blank));
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      control.setCustomValidity(options.notBlank?.[blank] ?? "");
      control.reportValidity();
    }
    return true;
  }

  function sent() {
    setValues(options.empty);
    notify.success(options.outcome.success);
  }

  /**
   * A send that timed out has been reported as failed, but it may still arrive: if it does, the visitor
   * is told after all (success toast, form cleared), so nobody believes a delivered message was lost,
   * and nobody sends it a second time.
   */
  function report(result: SendResult) {
    if (result.ok) {
      sent();
      return;
    }
    notify.error(options.outcome.failure);
    void result.later?.then((late) => {
      if (late?.ok) sent();
    });
  }

  async function send() {
    inFlight.current = true;
    setSending(true);
    try {
      const trap = honeypot.current?.value ?? "";
      // The browser says there is no network: keep it on the device; the values stay in the form (docs/decisions.md#d48).
      if (!navigator.onLine) {
        await keepForLater(trap);
        return;
      }
      const email = await loadEmail().catch(() => null);
      // The module itself could not be fetched (a dropped connection): a failure like any other, values kept.
      report(email ? await email.sendSubmission(options.submission(values), trap) : { ok: false, reason: "network" });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  /** A bot's entry (honeypot filled) is never kept: it is told what it would be told online. */
  async function keepForLater(trap: string) {
    if (trap.trim()) {
      sent();
      return;
    }
    await keepInQueue(options.submission(values));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const { rules } = options;
    const broken = rules?.check(values);
    if (rules && broken) {
      refuse(rules.fieldOf[broken], broken);
      return;
    }
    if (refuseBlank()) return;
    setRuled(null);
    void send();
  }

  return {
    values,
    ready,
    sending,
    queue,
    register,
    formProps: { ref, onSubmit, onFocus: prepareToSend, "aria-busy": sending },
    honeypotProps: { id: `${id}-trap`, label: options.messages.honeypotLabel, inputRef: honeypot },
  };
}

type EmailModule = typeof import("@/lib/email");
let emailModule: Promise<EmailModule> | null = null;

/**
 * lib/email.ts (the payload builders, the team's e-mail lines) loads with the first form a visitor starts on,
 * like the e-mail client and the toaster: a page only read never pays for it.
 */
function loadEmail(): Promise<EmailModule> {
  emailModule ??= import("@/lib/email").catch((error: unknown) => {
    // A chunk that failed to download is fetched again on the next try.
    emailModule = null;
    throw error;
  });
  return emailModule;
}

/**
 * Fetches what a send needs (the e-mail module and client, and the toaster) while the visitor is still typing.
 * All load on demand anyway, so a failure here costs nothing.
 */
function prepareToSend() {
  loadEmail()
    .then((email) => email.loadEmailClient())
    .catch(() => {});
  loadSonner().catch(() => {});
  // Here before the network can drop, so a form sent offline can still keep its entry.
  loadQueue().catch(() => {});
}

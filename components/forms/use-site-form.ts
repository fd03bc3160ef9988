"use client";

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type RefObject,
} from "react";
import { flushSync } from "react-dom";
import type { FormMessages, FormOutcome } from "@/content/types";
import type { FormId, FormSubmission } from "@/lib/form-values";
import { hasDottedDomain, isWhitespaceOnly } from "@/lib/validation";
import type { FieldSuggestion } from "@/components/ui/field-frame";
import { publish } from "@/lib/send-queue/outcomes";
import { SEND_TIMEOUT_MS, TYPO_CHECK_LIMIT_MS, within } from "@/lib/time-limit";
import { loadSonner } from "@/components/ui/lazy-sonner";
import { useFormSends, type FormSends } from "./use-form-sends";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Issue = keyof FormMessages["validation"];

export interface FormRules<Values, Broken extends Issue> {
  /** Every rule broken, at most one per field, in the form's order (docs/decisions.md#d15, #d99): the first is toasted. */
  check: (values: Values) => Broken[];
  /** The field each rule's message is shown under. */
  fieldOf: Record<Broken, keyof Values & string>;
  /** Editing the key also takes away the message under its value: a new password answers "passwords do not match". */
  linked?: Partial<Record<keyof Values, keyof Values & string>>;
  /**
   * The rules check every field themselves, in the spec's order, with the spec's messages (the organisation request):
   * the browser's own checks are not run first.
   */
  only?: boolean;
}

export interface SiteFormOptions<Values, Broken extends Issue> {
  /** Which form this is: its sends, and its entries in the send queue, are shown under it. */
  form: FormId;
  /** The empty form: the first values, and what a success clears back to. */
  empty: Values;
  /** What the values ask to send: handed to the send queue's door (lib/send-queue/submit.ts). */
  submission: (values: Values) => FormSubmission;
  /** Validation messages, the typo suggestion and the rate limit's words, in the page's language (content/<locale>/forms.ts). */
  messages: FormMessages;
  /** Its notices when kept for later (content/<locale>/offline.ts); its toasts are the page's (SendQueueWatcher). */
  outcome: FormOutcome;
  /** The form's e-mail fields: each gets the dot check and a suggestion for a likely typo. */
  emails: (keyof Values & string)[];
  /** Text fields that may not hold only spaces, each with the message shown for one that does. */
  notBlank?: Partial<Record<keyof Values, string>>;
  /** Fields whose emptiness has words of their own (the password fields), in place of "Please fill in this field". */
  missing?: Partial<Record<keyof Values, string>>;
  /** The form's own rules, checked on submit with the browser's: each broken one is shown under its field and in the summary. */
  rules?: FormRules<Values, Broken>;
}

/** What `register(name)` hands a field: spread it on TextField, TextAreaField, SelectField or PasswordField. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
  onInput: (event: FormEvent<Control>) => void;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent<Control>) => void;
  required: true;
  /** Until hydration and while sending: nothing typed is lost or sent twice. */
  readOnly: boolean;
  "aria-invalid": true | undefined;
  /** The id of the element that shows `error`. */
  "aria-errormessage": string | undefined;
  /** Why the value was refused, shown under the field, or undefined. */
  error: string | undefined;
  /** Only on e-mail fields: a likely typo's correction, or null. */
  suggestion?: FieldSuggestion | null;
}

/** What a send that went leaves in place of the form's words, until the visitor starts another (docs/decisions.md#d100). */
export interface Receipt {
  submission: FormSubmission;
  /** It was kept on the device while offline, and went when the connection came back. */
  later: boolean;
}

/** The error summary's words and links (ErrorSummary): empty while there is nothing to say. */
export interface SummaryProps {
  title: string;
  errors: { fieldId: string; message: string }[];
  summaryRef: RefObject<HTMLDivElement | null>;
}

export interface SiteForm<Values> {
  values: Values;
  /** False in the server HTML and until hydration. */
  ready: boolean;
  sending: boolean;
  sends: FormSends;
  register: (name: keyof Values & string) => FieldProps;
  /** Every error, listed at the top of the form after a failed send (GOV.UK's error summary). */
  summaryProps: SummaryProps;
  /** What the last send that went held, shown until the visitor asks for the form again. */
  receipt: Receipt | null;
  receiptRef: RefObject<HTMLDivElement | null>;
  /** Closes the receipt and puts focus on the form's first field. */
  startAgain: () => void;
  formProps: {
    ref: (form: HTMLFormElement | null) => () => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    /** With JavaScript the site's own words under each field are the only display of an error: no browser bubble. */
    noValidate: boolean;
    "aria-busy": boolean;
  };
  honeypotProps: { id: string; label: string; inputRef: RefObject<HTMLInputElement | null> };
}

const noSubscription = () => () => {};

/**
 * The browser's refusal of a control, in the page's language (docs/decisions.md#d15), set as its custom validity: an
 * empty field (with the field's own message if it has one), a malformed e-mail address, one without a dot in its
 * domain, and a value of only spaces where `blankMessage` is given (`required` lets that through, but it says
 * nothing). A valid value clears it.
 */
function explainValidity(control: Control, validation: FormMessages["validation"], blankMessage: string | undefined, missingMessage?: string) {
  control.setCustomValidity("");
  const { valueMissing, typeMismatch } = control.validity;
  const isEmail = control.type === "email";
  let message = "";
  if (valueMissing) message = missingMessage ?? blankMessage ?? (isEmail ? validation.emailRequired : validation.fieldRequired);
  else if (typeMismatch && isEmail) message = validation.emailInvalid;
  else if (isEmail && !hasDottedDomain(control.value.trim())) message = validation.emailNoDot;
  else if (blankMessage && isWhitespaceOnly(control.value)) message = blankMessage;
  control.setCustomValidity(message);
}

/**
 * Every form of the site: its values, every refusal put into words under its field (WCAG 3.3.1, no browser bubble
 * over them), the form's own rules, a suggestion for a likely typo in an e-mail address, the honeypot, and one send
 * through the send queue's door, which sends now or keeps it until the network returns. What happens to the send
 * comes back on the outcome stream (use-form-sends.ts): a failure keeps every value, a success clears the form.
 */
export function useSiteForm<Values extends Record<keyof Values, string>, Broken extends Issue = never>(
  options: SiteFormOptions<Values, Broken>,
): SiteForm<Values> {
  type Name = keyof Values & string;
  const id = useId();
  const [values, setValues] = useState(options.empty);
  /** The browser's own message for each field it refused, following the value as it is edited. */
  const [native, setNative] = useState<Partial<Record<Name, string>>>({});
  /** The fields at fault under the form's own rules and their messages, each shown until its field is edited. */
  const [ruled, setRuled] = useState<Partial<Record<Name, string>>>({});
  /** A send was refused: the summary lists every error still shown, until the next send goes. */
  const [summaryShown, setSummaryShown] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  /** A send made now: its receipt takes focus once it is on the page (the effect below). */
  const receiptWantsFocus = useRef(false);
  /** What the last send asked to send: the receipt shows it, whatever the form holds by the time it went. */
  const lastSubmission = useRef<FormSubmission | null>(null);
  /** The address each e-mail field probably meant, when the visitor typed a likely typo. */
  const [suggested, setSuggested] = useState<Partial<Record<Name, string>>>({});
  const [sending, setSending] = useState(false);
  // For the queue's listener, which asks whether the form is empty outside any render.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });
  const sends = useFormSends({
    form: options.form,
    copy: options.outcome.offline,
    throttle: options.messages.throttle,
    toasts: options.outcome,
    isEmpty: () => Object.values(valuesRef.current).every((value) => value === ""),
    onSent(how) {
      const submission = lastSubmission.current;
      if (submission) setReceipt({ submission, later: how === "kept" });
      receiptWantsFocus.current = submission !== null && how === "now";
      setValues(options.empty);
    },
    onRestore: (submission) => setValues({ ...options.empty, ...(submission.values as unknown as Partial<Values>) }),
  });
  // Said by the toast too. After the receipt's commit, not in a frame callback, which a busy page can run first, with no
  // receipt to focus yet. Only from the button (or from nowhere, the button disabled while sending), never from under a
  // visitor who went on typing.
  useEffect(() => {
    if (!receipt || !receiptWantsFocus.current) return;
    receiptWantsFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLButtonElement && active.type === "submit")) point(receiptRef.current);
  }, [receipt]);
  // Flips synchronously, before React re-renders the disabled button: a double click or Enter pressed
  // twice never sends twice (docs/decisions.md#d13).
  const inFlight = useRef(false);
  /**
   * Addresses whose likely typo was pointed out by a send, or kept as typed: the next send goes with them (a
   * suggestion seen on leaving the field does not count; docs/decisions.md#d101).
   */
  const pointedOut = useRef(new Set<string>());
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
      setRuled({});
      setSummaryShown(false);
    },
    [],
  );

  /** Shows the address an e-mail field probably meant; the checker loads the first time an e-mail field is used. */
  function suggestFor(name: Name, address: string) {
    loadSuggester().then(
      ({ suggestEmail }) => {
        const suggestion = suggestEmail(address) ?? undefined;
        setSuggested((current) => ({ ...current, [name]: suggestion }));
      },
      () => {},
    );
  }

  function register(name: Name): FieldProps {
    const error = ruled[name] ?? native[name];
    const errorId = error ? `${fieldId(name)}-error` : undefined;
    const blankMessage = options.notBlank?.[name];
    const isEmailField = options.emails.includes(name);
    const suggestion = suggested[name];
    const props: FieldProps = {
      id: fieldId(name),
      name,
      value: values[name],
      onChange(event) {
        const control = event.target;
        const { value } = control;
        const linked = options.rules?.linked?.[name];
        if (ruled[name] !== undefined || (linked && ruled[linked] !== undefined))
          setRuled((current) => ({ ...current, [name]: undefined, ...(linked && { [linked]: undefined }) }));
        if (native[name] !== undefined) noteNative(name, control.validity.valid ? undefined : control.validationMessage);
        if (suggestion) setSuggested((current) => ({ ...current, [name]: undefined }));
        setValues((current) => ({ ...current, [name]: value }));
      },
      // Runs before onChange, which then reads the message in the page's language.
      onInput: (event) => explainValidity(event.currentTarget, options.messages.validation, blankMessage, options.missing?.[name]),
      required: true,
      readOnly: !ready || sending || sends.kept !== null,
      "aria-invalid": error ? true : undefined,
      "aria-errormessage": errorId,
      error,
    };
    if (!isEmailField) return props;
    return {
      ...props,
      onFocus: () => void loadSuggester().catch(() => {}),
      // Not while the visitor is pressing the form's button: the line would move the button under their finger.
      // The submit itself then looks (below).
      onBlur(event) {
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.type === "submit") return;
        suggestFor(name, event.currentTarget.value);
      },
      suggestion: suggestion
        ? {
            text: options.messages.suggestion.replace("{email}", suggestion),
            accept() {
              setValues((current) => ({ ...current, [name]: suggestion }));
              setSuggested((current) => ({ ...current, [name]: undefined }));
              noteNative(name, undefined);
              document.getElementById(fieldId(name))?.focus();
            },
            keepText: options.messages.keepTyped.replace("{email}", values[name].trim()),
            keep() {
              pointedOut.current.add(values[name]);
              setSuggested((current) => ({ ...current, [name]: undefined }));
              document.getElementById(fieldId(name))?.focus();
            },
          }
        : null,
    };
  }

  /** Moves focus to a refused field, centred rather than at the top edge, where the navbar and a toast would cover it (WCAG 2.4.11). */
  function point(element: HTMLElement | null) {
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "center" });
  }

  /**
   * The browser's own checks on every field, put into the site's words (`noValidate`: no bubble): the message of each
   * field at fault.
   */
  function nativeErrors(): Partial<Record<Name, string>> {
    const found: Partial<Record<Name, string>> = {};
    for (const name of Object.keys(options.empty) as Name[]) {
      // By id, not by name: the password fields have no name (docs/decisions.md#d11).
      const control = document.getElementById(fieldId(name));
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
      explainValidity(control, options.messages.validation, options.notBlank?.[name], options.missing?.[name]);
      if (!control.validity.valid) found[name] = control.validationMessage;
    }
    return found;
  }

  /**
   * Every check at once (docs/decisions.md#d99): each field at fault says why under it, the summary at the top lists
   * them all and takes focus, and one toast says the first of the form's own rules broken (the spec's toast, one per
   * attempt). True if all pass.
   */
  function passesChecks(): boolean {
    const { rules } = options;
    const native: Partial<Record<Name, string>> = rules?.only ? {} : nativeErrors();
    const issues = rules?.check(values) ?? [];
    const ruledNow: Partial<Record<Name, string>> = {};
    for (const issue of issues) {
      const field = rules!.fieldOf[issue];
      if (native[field] === undefined) ruledNow[field] ??= options.messages.validation[issue];
    }
    const order = Object.keys(options.empty) as Name[];
    const firstAtFault = order.find((name) => native[name] ?? ruledNow[name]);
    const firstRuled = issues.map((issue) => ruledNow[rules!.fieldOf[issue]]).find(Boolean);
    if (!firstAtFault) return true;
    // Rendered before focus moves, so a screen reader meets the summary and every field already described.
    flushSync(() => {
      setNative(native);
      setRuled(ruledNow);
      setSummaryShown(true);
    });
    // A form of one field has no summary: its field takes focus.
    point(summaryRef.current ?? document.getElementById(fieldId(firstAtFault)));
    // The spec's toasts are its own rules' (the browser's checks have none).
    // On demand, as the page's watch loads it, so that no page that only opens a form carries it.
    if (firstRuled) {
      import("./notify").then(
        ({ notify }) => notify.error(firstRuled),
        () => {},
      );
    }
    return false;
  }

  /**
   * An address with a likely typo that the visitor has not seen pointed out (sent with Enter): point it out, once. A
   * nicety the send never waits long for: a checker that cannot load in time (a chunk this device does not have, on a
   * network that does not answer) is skipped, and the send goes (docs/decisions.md#d75).
   */
  async function holdsUnseenTypo(): Promise<boolean> {
    const suggester = await within(loadSuggester(), TYPO_CHECK_LIMIT_MS).catch(() => null);
    const typo = suggester?.typoToPointOut(
      options.emails.map((name) => [name, values[name]]),
      pointedOut.current,
    );
    if (!typo) return false;
    flushSync(() => setSuggested((current) => ({ ...current, [typo[0]]: typo[1] })));
    point(document.getElementById(fieldId(typo[0] as Name)));
    return true;
  }

  async function send() {
    inFlight.current = true;
    setSending(true);
    try {
      if (await holdsUnseenTypo()) return;
      const door = await within(loadDoor(), SEND_TIMEOUT_MS).catch(() => null);
      // The module itself could not be fetched in the send's own time (a dropped or silent connection): a failure like
      // any other, values kept.
      if (!door) {
        publish({ kind: "failed", form: options.form });
        return;
      }
      const submission = options.submission(values);
      lastSubmission.current = submission;
      await door.submit(submission, honeypot.current?.value ?? "");
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || sends.throttledUntil !== null) return;
    setReceipt(null);
    if (!passesChecks()) return;
    setSummaryShown(false);
    void send();
  }

  const errors = summaryShown
    ? (Object.keys(options.empty) as Name[]).flatMap((name) => {
        const message = ruled[name] ?? native[name];
        return message ? [{ fieldId: fieldId(name), message }] : [];
      })
    : [];

  return {
    values,
    ready,
    sending,
    sends,
    register,
    summaryProps: { title: options.messages.errorSummaryTitle, errors, summaryRef },
    receipt,
    receiptRef,
    startAgain() {
      setReceipt(null);
      const first = Object.keys(options.empty)[0] as Name;
      // After the receipt has gone, so the field is where the visitor sees it.
      requestAnimationFrame(() => point(document.getElementById(fieldId(first))));
    },
    formProps: {
      ref,
      onSubmit,
      onFocus() {
        prepareToSend();
        sends.follow();
      },
      noValidate: ready,
      "aria-busy": sending,
    },
    honeypotProps: { id: `${id}-trap`, label: options.messages.honeypotLabel, inputRef: honeypot },
  };
}

type DoorModule = typeof import("@/lib/send-queue/submit");
let doorModule: Promise<DoorModule> | null = null;

/**
 * The send queue's door, with the e-mail boundary and the store, loads with the first form a visitor starts on, like
 * the e-mail client and the toaster: a page only read never pays for it.
 */
function loadDoor(): Promise<DoorModule> {
  doorModule ??= import("@/lib/send-queue/submit").catch((error: unknown) => {
    // A chunk that failed to download is fetched again on the next try.
    doorModule = null;
    throw error;
  });
  return doorModule;
}

type SuggesterModule = typeof import("@/lib/email-suggestion");
let suggesterModule: Promise<SuggesterModule> | null = null;

function loadSuggester(): Promise<SuggesterModule> {
  suggesterModule ??= import("@/lib/email-suggestion").catch((error: unknown) => {
    suggesterModule = null;
    throw error;
  });
  return suggesterModule;
}

/**
 * Fetches what a send needs (the door with the e-mail module and the store, the e-mail client, the toaster and the page's watch) while
 * the visitor is still typing, so a form first used just before the network drops can still keep its entry. The
 * service worker keeps them all from its install on (docs/decisions.md#d75); all load on demand anyway, so a failure
 * here costs nothing.
 */
function prepareToSend() {
  loadDoor()
    .then((door) => door.loadEmailClient())
    .catch(() => {});
  loadSonner().catch(() => {});
  // The page's watch, which tells the send in toasts, loads when a form is sent (components/layout/send-queue-watcher.tsx).
  import("@/components/layout/send-queue-watch").catch(() => {});
}

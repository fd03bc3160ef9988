import type { Ref } from "react";

interface HoneypotFieldProps {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
}

/** The trap's name: it matches nothing browsers or password managers fill in (name, e-mail, url, website, company...). */
const HONEYPOT_NAME = "leave_this_empty";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive tech).
 * Bots that fill every input fill it too, and their message is dropped (docs/decisions.md#d12). Its name, id and
 * label give autofill nothing to recognise, autocomplete is off, and the password managers' own opt-out
 * attributes are set, so a real visitor's autofill never trips it and loses their message.
 */
export function HoneypotField({ id, label, inputRef }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
        defaultValue=""
      />
    </div>
  );
}

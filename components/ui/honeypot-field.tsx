import type { Ref } from "react";

interface HoneypotFieldProps {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive tech).
 * Bots that fill every input fill it too, and their message is dropped (DECISIONS 10).
 */
export function HoneypotField({ id, label, inputRef }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

import type { SelectHTMLAttributes } from "react";
import { clsx } from "clsx";
import { FieldFrame } from "./field-frame";
import { controlClasses } from "./field-styles";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> {
  id: string;
  label: string;
  /** Text of the empty first option, shown until a choice is made. */
  placeholder: string;
  options: readonly string[];
  /** Why the choice was refused, shown under the select as the element its aria-errormessage names. */
  error?: string;
  /** A select cannot be read-only: a locked one is disabled. */
  readOnly?: boolean;
  className?: string;
}

/** A labelled native select with a placeholder option and a drawn chevron. */
export function SelectField({ id, label, placeholder, options, error, className, value, readOnly, disabled, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} errorId={select["aria-errormessage"]} className={className}>
      {(describedById) => (
        <div className="relative">
          <select
            id={id}
            value={value}
            className={clsx(controlClasses, "appearance-none pr-11 disabled:opacity-100", value === "" ? "text-faint" : "text-ink")}
            disabled={disabled || readOnly}
            {...select}
            aria-describedby={describedById}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option} className="text-ink">
                {option}
              </option>
            ))}
          </select>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-faint"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      )}
    </FieldFrame>
  );
}

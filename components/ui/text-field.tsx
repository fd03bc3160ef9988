import type { InputHTMLAttributes, ReactNode } from "react";
import { clsx } from "clsx";
import { FieldError } from "./field-error";
import { controlClasses, describedBy, hintClasses, labelClasses } from "./field-styles";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** Why the value was refused, shown under the input as the element its aria-errormessage names. */
  error?: string;
  /** A control drawn inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  className?: string;
}

/** A labelled input with an optional hint and error, both listed in its aria-describedby. */
export function TextField({ id, label, hint, error, trailing, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          {...input}
          aria-describedby={describedBy(hintId, input["aria-describedby"])}
          className={clsx(controlClasses, "text-ink-950", trailing && "pr-12")}
        />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <FieldError id={input["aria-errormessage"]} message={error} />
    </div>
  );
}

import type { TextareaHTMLAttributes } from "react";
import { clsx } from "clsx";
import { FieldError } from "./field-error";
import { controlClasses, describedBy, hintClasses, labelClasses } from "./field-styles";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** Why the value was refused, shown under the field as the element its aria-errormessage names. */
  error?: string;
  className?: string;
}

/** A labelled multi-line input. */
export function TextAreaField({ id, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        {...textarea}
        aria-describedby={describedBy(hintId, textarea["aria-describedby"])}
        className={clsx(controlClasses, "min-h-36 resize-y leading-relaxed text-ink-950")}
      />
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <FieldError id={textarea["aria-errormessage"]} message={error} />
    </div>
  );
}

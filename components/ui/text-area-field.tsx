import type { TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { FieldError } from "./field-error";
import { controlClasses, describedBy, hintClasses, labelClasses } from "./field-styles";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** Why the value was refused; marks the field invalid and shows the message under it. */
  error?: string;
  className?: string;
}

/** A labelled multi-line input. */
export function TextAreaField({ id, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={describedBy(hintId, error && errorId)}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        className={cn(controlClasses, "min-h-36 resize-y leading-relaxed")}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldError } from "./field-error";
import { controlClasses, describedBy, hintClasses, labelClasses } from "./field-styles";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** Why the value was refused; marks the input invalid and shows the message under it. */
  error?: string;
  /** A control drawn inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  className?: string;
}

/** A labelled input with an optional hint and error, both tied to it through aria-describedby. */
export function TextField({ id, label, hint, error, trailing, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-describedby={describedBy(hintId, error && errorId)}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? errorId : undefined}
          className={cn(controlClasses, trailing ? "pr-12" : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from "react";
import { clsx } from "clsx";
import { FieldFrame, type FieldSuggestion } from "./field-frame";
import { controlClasses } from "./field-styles";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** Why the value was refused, shown under the input as the element its aria-errormessage names. */
  error?: string;
  /** An e-mail field's typo suggestion (null while there is none). */
  suggestion?: FieldSuggestion | null;
  /** A control drawn inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  className?: string;
}

/** A labelled input with an optional hint, error and suggestion. */
export function TextField({ id, label, hint, error, suggestion, trailing, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={input["aria-errormessage"]} suggestion={suggestion} className={className}>
      {(describedById) => (
        <div className="relative">
          <input id={id} {...input} aria-describedby={describedById} className={clsx(controlClasses, "text-ink", trailing && "pr-12")} />
          {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}

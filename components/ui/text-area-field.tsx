import type { TextareaHTMLAttributes } from "react";
import { clsx } from "clsx";
import { FieldFrame } from "./field-frame";
import { controlClasses } from "./field-styles";

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={textarea["aria-errormessage"]} className={className}>
      {(describedById) => (
        <textarea id={id} {...textarea} aria-describedby={describedById} className={clsx(controlClasses, "min-h-36 resize-y leading-relaxed text-ink")} />
      )}
    </FieldFrame>
  );
}

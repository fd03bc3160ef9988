import type { TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { controlClasses, hintClasses, labelClasses } from "./field-styles";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  className?: string;
}

/** A labelled multi-line input. */
export function TextAreaField({ id, label, hint, className, ...textarea }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea id={id} aria-describedby={hintId} className={cn(controlClasses, "min-h-36 resize-y leading-relaxed")} {...textarea} />
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { controlClasses, hintClasses, labelClasses } from "./field-styles";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** A control drawn inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  className?: string;
}

/** A labelled input with an optional hint tied to it through aria-describedby. */
export function TextField({ id, label, hint, trailing, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <input id={id} aria-describedby={hintId} className={cn(controlClasses, trailing ? "pr-12" : undefined)} {...input} />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
    </div>
  );
}

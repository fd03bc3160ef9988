import type { ReactNode } from "react";
import { clsx } from "clsx";
import { FieldError } from "./field-error";
import { describedBy, hintClasses, labelClasses } from "./field-styles";

/** A likely typo in an e-mail address, and the button that puts it right (docs/decisions.md#d15). */
export interface FieldSuggestion {
  /** "Did you mean amina.okafor@gmail.com?", in the page's language. */
  text: string;
  accept: () => void;
  /** "No, keep amina.okafor@gmial.com": the address stays as typed, and the next send goes with it. */
  keepText: string;
  keep: () => void;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  /** Why the value was refused, and the id the control's aria-errormessage names. */
  error?: string;
  errorId?: string;
  /**
   * An e-mail field's typo suggestion: null while there is none, undefined for a field that never suggests. A field
   * that suggests keeps a status region under it from the first render, so a screen reader hears a suggestion arrive.
   */
  suggestion?: FieldSuggestion | null;
  /** "dark" sits on white; "light" on the footer's ink-950. */
  tone?: "dark" | "light";
  /** The label is read by screen readers only (the newsletter's one field, named by its placeholder and button). */
  hideLabel?: boolean;
  className?: string;
  /** The control, given the ids that describe it: its hint, its error and its suggestion. */
  children: (describedById: string | undefined) => ReactNode;
}

/**
 * The frame every form field shares: its label, its control, then its hint, its error and its suggestion, each tied to
 * the control by aria-describedby (and the error by aria-errormessage, WCAG 3.3.1).
 */
export function FieldFrame({ id, label, hint, error, errorId, suggestion, tone = "dark", hideLabel = false, className, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const suggestionId = `${id}-suggestion`;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClasses}>
        {label}
      </label>
      {children(describedBy(hintId, error && errorId, suggestion ? suggestionId : undefined))}
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} tone={tone} />
      {suggestion !== undefined && (
        <div id={suggestionId} role="status" className={suggestion ? "mt-2 flex flex-wrap gap-x-4 gap-y-1" : undefined}>
          {suggestion && (
            <>
              <button type="button" onClick={suggestion.accept} className={clsx(choiceClasses, "font-semibold", tone === "dark" ? darkChoice : lightChoice)}>
                {suggestion.text}
              </button>
              <button
                type="button"
                onClick={suggestion.keep}
                className={clsx(choiceClasses, tone === "dark" ? "text-body" : "text-white/85", tone === "dark" ? darkOutline : lightOutline)}
              >
                {suggestion.keepText}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

const choiceClasses = "rounded-sm text-left text-sm leading-relaxed underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2";
const darkOutline = "focus-visible:outline-brand";
const lightOutline = "focus-visible:outline-brand-300";
const darkChoice = `text-brand-strong ${darkOutline}`;
const lightChoice = `text-brand-300 ${lightOutline}`;

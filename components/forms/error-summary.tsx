"use client";

import type { MouseEvent } from "react";
import type { SummaryProps } from "./use-site-form";

/**
 * Every error of a refused send, at the top of the form (GOV.UK's error summary, docs/decisions.md#d99): a heading,
 * then one link per field at fault, with the words shown under it. It takes focus on a failed send, so a screen
 * reader reads it whole; a link puts focus on its field. Nothing while there is nothing to say.
 */
export function ErrorSummary({ title, errors, summaryRef }: SummaryProps) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      className="rounded-xl border-2 border-danger bg-page px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:col-span-2"
      role="alert"
    >
      <h2 className="text-base font-bold text-ink">{title}</h2>
      <ul className="mt-2 space-y-1">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => follow(event, error.fieldId)}
              className="text-sm leading-relaxed font-semibold text-danger underline underline-offset-4"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focus on the field, its label in view above it (GOV.UK's summary does the same): no jump to the bare input. */
function follow(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  (document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field).scrollIntoView({ block: "center" });
}

"use client";

import type { RefObject } from "react";
import { clsx } from "clsx";
import type { FormMessages, ReceiptCopy } from "@/content/types";
import { shorten } from "@/lib/shorten";
import type { Receipt } from "./use-site-form";

/** A message's first words: the receipt recalls what was sent, it does not repeat it. */
const VALUE_LENGTH = 120;

/** A form's receipt copy and the words all receipts share. */
export interface ReceiptWords {
  copy: ReceiptCopy;
  shared: FormMessages["receipt"];
}

interface FormReceiptProps extends ReceiptWords {
  receipt: Receipt;
  /** What was sent, as the visitor typed it: each field's label and value (never a password). */
  lines: [label: string, value: string][];
  /** The visitor's address, for the copy's {email}. */
  email: string;
  receiptRef: RefObject<HTMLDivElement | null>;
  onAgain: () => void;
  /** "dark" sits on the page or a card; "light" on the footer's ink-950. */
  tone?: "dark" | "light";
  className?: string;
}

/**
 * What a send that went leaves in the form, beside the spec's toast, until the visitor asks for the form again
 * (docs/decisions.md#d100): what was sent, to whom, and what happens next and when, in words content/ already says
 * elsewhere. Focused after a send made now, so a screen reader reads it.
 */
export function FormReceipt({ receipt, copy, shared, lines, email, receiptRef, onAgain, tone = "dark", className }: FormReceiptProps) {
  const fill = (text: string) => text.replace("{email}", email);
  const dark = tone === "dark";
  return (
    <div
      ref={receiptRef}
      tabIndex={-1}
      data-form-receipt={receipt.submission.form}
      className={clsx(
        "space-y-2 rounded-xl border px-4 py-3 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2",
        dark ? "border-tint-strong bg-tint text-body focus-visible:outline-brand" : "border-white/15 bg-white/5 text-white/85 focus-visible:outline-brand-300",
        className,
      )}
    >
      <h2 className={clsx("text-base font-bold", dark ? "text-ink" : "text-white")}>{copy.heading}</h2>
      <p>{fill(copy.to)}</p>
      {receipt.later && <p>{shared.sentLater}</p>}
      <p>{fill(copy.next)}</p>
      {lines.length > 1 && (
        <>
          <h3 className={clsx("font-semibold", dark ? "text-ink" : "text-white")}>{shared.sentLabel}</h3>
          <dl className="space-y-1">
            {lines.map(([label, value]) => (
              <div key={label}>
                <dt className={clsx("font-medium", dark ? "text-ink" : "text-white")}>{label}</dt>
                <dd className="break-words">{shorten(value, VALUE_LENGTH)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <button
        type="button"
        onClick={onAgain}
        className={clsx(
          "rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2",
          dark ? "text-brand-strong focus-visible:outline-brand" : "text-brand-300 focus-visible:outline-brand-300",
        )}
      >
        {copy.again}
      </button>
    </div>
  );
}

import { clsx } from "clsx";

interface FieldErrorProps {
  /** The id its field's aria-errormessage and aria-describedby name. */
  id?: string;
  message?: string;
  /** "dark" sits on the page or a card (the danger role, in either scheme); "light" on the footer (danger-300). */
  tone?: "dark" | "light";
}

/**
 * Why a field was refused, in words under it (WCAG 3.3.1): the field's aria-invalid, aria-errormessage
 * and aria-describedby point here, so it stays readable after the toast has gone.
 */
export function FieldError({ id, message, tone = "dark" }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={clsx("mt-2 text-sm leading-relaxed font-medium", tone === "dark" ? "text-danger" : "text-danger-300")}>
      {message}
    </p>
  );
}

import { clsx } from "clsx";

interface FieldErrorProps {
  /** The id its field's aria-errormessage and aria-describedby name. */
  id?: string;
  message?: string;
  /** "dark" sits on white (danger-700, 6.47:1); "light" on ink-950 (danger-300, 9.69:1). */
  tone?: "dark" | "light";
}

/**
 * Why a field was refused, in words under it (WCAG 3.3.1): the field's aria-invalid, aria-errormessage
 * and aria-describedby point here, so it stays readable after the toast has gone.
 */
export function FieldError({ id, message, tone = "dark" }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={clsx("mt-2 text-sm leading-relaxed font-medium", tone === "dark" ? "text-danger-700" : "text-danger-300")}>
      {message}
    </p>
  );
}

import { clsx } from "clsx";
import { buttonClasses } from "@/components/ui/button-classes";
import { Spinner } from "@/components/ui/spinner";

interface SubmitButtonProps {
  /** False until hydration: the button is disabled but drawn at full strength, so the page does not flicker. */
  ready: boolean;
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}

/** A form's primary submit button: disabled until hydrated and while sending, with a spinner and the loading label. */
export function SubmitButton({ ready, sending, label, sendingLabel, className }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={!ready || sending} className={buttonClasses("primary", "lg", clsx(className, ready && "disabled:opacity-60"))}>
      {sending && <Spinner />}
      {sending ? sendingLabel : label}
    </button>
  );
}

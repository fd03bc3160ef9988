import { clsx } from "clsx";
import { buttonClasses } from "@/components/ui/button-classes";
import { Spinner } from "@/components/ui/spinner";

interface SubmitButtonProps {
  /** False until hydration: the button is disabled but drawn at full strength, so the page does not flicker. */
  ready: boolean;
  sending: boolean;
  /** A send kept on the device while offline waits: nothing more to send until it goes or is cancelled. */
  waiting?: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}

/** A form's primary submit button: disabled until hydrated, while sending and while a kept send waits, with a spinner and the loading label. */
export function SubmitButton({ ready, sending, waiting = false, label, sendingLabel, className }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={!ready || sending || waiting} className={buttonClasses("primary", "lg", clsx(className, ready && "disabled:opacity-60"))}>
      {sending && <Spinner />}
      {sending ? sendingLabel : label}
    </button>
  );
}

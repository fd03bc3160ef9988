"use client";

import { useSyncExternalStore } from "react";
import { clsx } from "clsx";
import { defaultLocale, isLocale } from "@/content/locales";
import type { PluralText } from "@/content/types";
import { plural } from "@/lib/plural";
import { buttonClasses } from "@/components/ui/button-classes";
import { Spinner } from "@/components/ui/spinner";

interface SubmitButtonProps {
  /** False until hydration: the button is disabled but drawn at full strength, so the page does not flicker. */
  ready: boolean;
  sending: boolean;
  /** A send kept on the device while offline waits: nothing more to send until it goes or is cancelled. */
  waiting?: boolean;
  /** While the rate limit holds the form back: when it may send again. The button counts down to it. */
  throttledUntil?: number | null;
  /** "Send again in {count} s", in each plural form. */
  throttleLabel: PluralText;
  /** The page's language, whose plural rules pick the form. */
  language: string;
  label: string;
  sendingLabel: string;
  className?: string;
}

/** Whole seconds left until `until`, counted down once a second; null when there is nothing to wait for. */
export function useSecondsLeft(until: number | null | undefined): number | null {
  return useSyncExternalStore(
    until ? everySecond : noTicks,
    () => (until && until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : null),
    () => null,
  );
}

const noTicks = () => () => {};

function everySecond(onTick: () => void) {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

/**
 * A form's primary submit button: disabled until hydrated, while sending, while a kept send waits and while the rate
 * limit holds the form back (then it says when it may send again), with a spinner and the loading label.
 */
export function SubmitButton({ ready, sending, waiting = false, throttledUntil, throttleLabel, language, label, sendingLabel, className }: SubmitButtonProps) {
  const secondsLeft = useSecondsLeft(throttledUntil);
  const locale = isLocale(language) ? language : defaultLocale;
  const text = sending ? sendingLabel : secondsLeft !== null ? plural(throttleLabel, secondsLeft, locale) : label;
  return (
    <button
      type="submit"
      disabled={!ready || sending || waiting || secondsLeft !== null}
      className={buttonClasses("primary", "lg", clsx(className, ready && "disabled:opacity-60"))}
    >
      {sending && <Spinner />}
      {text}
    </button>
  );
}

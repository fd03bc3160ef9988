"use client";

import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";

/** The show and hide icons, drawn by the server: the icon set then stays out of the browser's JavaScript. */
export interface PasswordIcons {
  showPassword: ReactNode;
  hidePassword: ReactNode;
}

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  showLabel: string;
  hideLabel: string;
  icons: PasswordIcons;
  /** False until hydration: the toggle stays inert until it can work. */
  ready: boolean;
}

/**
 * A password input with its own show/hide button (each field toggles independently). The input has no
 * `name`, so even a native form submission could never carry it anywhere (docs/decisions.md#d11).
 */
export function PasswordField({ showLabel, hideLabel, icons, ready, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...input}
      name={undefined}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={!ready}
          aria-controls={input.id}
          className="inline-flex size-9 items-center justify-center rounded-lg text-faint transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span className="sr-only">{visible ? hideLabel : showLabel}</span>
          {visible ? icons.hidePassword : icons.showPassword}
        </button>
      }
    />
  );
}

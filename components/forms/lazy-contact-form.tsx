"use client";

import type { ComponentProps } from "react";
import type { ContactForm } from "./contact-form";
import { useNearbyForm } from "./use-nearby-form";

type FormModule = typeof import("./contact-form");

// As for the footer's newsletter form: the server renders the form; the browser's bundle has no such branch.
const serverForm: FormModule | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require in a branch the browser's build drops
  typeof window === "undefined" ? (require("./contact-form") as FormModule) : null;
const load = () => import("./contact-form");

/**
 * Home's contact form, at the foot of a long page: its code loads when the visitor comes near it, as the footer's
 * newsletter form's does (docs/decisions.md#d120), so a visit that never scrolls there loads none of the forms' code.
 * The /contact page, where the form is the page, renders ContactForm itself.
 */
export function LazyContactForm({ className, ...props }: ComponentProps<typeof ContactForm>) {
  const [loaded, area] = useNearbyForm(serverForm, load);
  if (loaded) {
    return (
      <div key="loaded" ref={area} className={className}>
        <loaded.ContactForm {...props} />
      </div>
    );
  }
  // Keeps the server's form: React neither hydrates nor replaces what is inside.
  return <div key="server" ref={area} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

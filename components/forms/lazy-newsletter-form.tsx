"use client";

import type { ComponentProps } from "react";
import type { NewsletterForm } from "./newsletter-form";
import { useNearbyForm } from "./use-nearby-form";

type FormModule = typeof import("./newsletter-form");

// The server renders the form into the HTML, as it always did. The browser's bundle has no such branch (Next.js sets
// `typeof window` when it compiles): there the form's code loads only when the visitor comes near it.
const serverForm: FormModule | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require in a branch the browser's build drops
  typeof window === "undefined" ? (require("./newsletter-form") as FormModule) : null;
const load = () => import("./newsletter-form");

/**
 * The footer's newsletter form, its code loaded when the visitor comes near it (docs/decisions.md#d120): a screen
 * away, or on a focus or a touch inside it (useNearbyForm). Until then the server's HTML stays as it is, not hydrated
 * (an element whose inner HTML React does not own): the field is read-only and the button disabled, as on any form
 * before hydration. Pages without a form of their own so load none of the forms' code.
 */
export function LazyNewsletterForm({ className, ...props }: ComponentProps<typeof NewsletterForm>) {
  const [loaded, area] = useNearbyForm(serverForm, load);
  if (loaded) {
    return (
      <div key="loaded" ref={area} className={className}>
        <loaded.NewsletterForm {...props} />
      </div>
    );
  }
  // Keeps the server's form: React neither hydrates nor replaces what is inside.
  return <div key="server" ref={area} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

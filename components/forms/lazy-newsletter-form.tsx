"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";
import type { NewsletterForm } from "./newsletter-form";

type FormModule = typeof import("./newsletter-form");
type NewsletterFormProps = ComponentProps<typeof NewsletterForm>;

// The server renders the form into the HTML, as it always did. The browser's bundle has no such branch (Next.js sets
// `typeof window` when it compiles): there the form's code loads only when the visitor comes near it.
const serverForm: FormModule | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require in a branch the browser's build drops
  typeof window === "undefined" ? (require("./newsletter-form") as FormModule) : null;

/**
 * The footer's newsletter form, its code loaded when the visitor comes near it (docs/decisions.md#d120): a screen
 * away, or on a focus or a touch inside it. Until then the server's HTML stays as it is, not hydrated (an element whose
 * inner HTML React does not own): the field is read-only and the button disabled, as on any form before hydration. Then
 * the loaded form takes its place, the same markup, with the focus where it was. Pages without a form of their own so
 * load none of the forms' code.
 */
export function LazyNewsletterForm({ className, ...props }: NewsletterFormProps) {
  const area = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(serverForm);
  /** The server's form had the focus when it was replaced: the loaded form's field gets it. */
  const refocus = useRef(false);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import("./newsletter-form").then(
        (module) => {
          refocus.current = element.contains(document.activeElement);
          setLoaded(module);
        },
        // Offline before the service worker kept the chunk: a focus or a touch tries again.
        () => void (loading = false),
      );
    };
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && load(), { rootMargin: "0px 0px 100% 0px" });
    observer.observe(element);
    element.addEventListener("focusin", load);
    element.addEventListener("pointerdown", load);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", load);
      element.removeEventListener("pointerdown", load);
    };
  }, []);

  useEffect(() => {
    if (loaded && refocus.current) area.current?.querySelector("input")?.focus();
  }, [loaded]);

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

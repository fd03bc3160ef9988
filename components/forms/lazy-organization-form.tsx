"use client";

import { use, useEffect, useRef, useState, type ComponentProps } from "react";
import type { OrganizationRequestForm } from "./organization-request-form";

type FormModule = typeof import("./organization-request-form");
type LazyOrganizationFormProps = ComponentProps<typeof OrganizationRequestForm> & {
  /** The address has chosen this form (false while the page hydrates, when it has not chosen yet). */
  load: boolean;
};

// The server renders the form into the HTML, as it always did; the browser's bundle has no such branch (Next.js sets
// `typeof window` when it compiles). Once loaded, the module stays for the page's life: a later switch shows it at once.
let loaded: FormModule | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require in a branch the browser's build drops
  typeof window === "undefined" ? (require("./organization-request-form") as FormModule) : null;
/** The server's form as the page arrived with it, in its language: shown again, inert, while a first switch loads the code. */
const serverHtml: Record<string, string> = {};
/** The load a link followed inside the site waits for (settled either way: a failure shows no form, never an error). */
let navigation: Promise<unknown> | undefined;

/**
 * The signup card's organisation form, its code loaded when the visitor first chooses it (docs/decisions.md#d120; the
 * Developer form shows first, docs/decisions.md#d61). Until then the server's HTML stands in for it, read-only as any
 * form before hydration, so that the switch shows it at once; then the loaded form takes its place, the focus where
 * it was. A page reached by a link inside the site has no server HTML: its navigation waits for the code instead.
 */
export function LazyOrganizationForm({ load, ...props }: LazyOrganizationFormProps) {
  const { language } = props.sendCopy;
  const area = useRef<HTMLDivElement>(null);
  if (!loaded && props.form.ready && !serverHtml[language]) {
    use(
      (navigation ??= import("./organization-request-form").then(
        (form) => void (loaded = form),
        () => {},
      )),
    );
  }
  const [module, setModule] = useState(loaded);

  useEffect(() => {
    if (!load || module) return;
    import("./organization-request-form").then(
      (form) => {
        const focused = area.current?.contains(document.activeElement) && document.activeElement?.id;
        setModule((loaded = form));
        if (focused) requestAnimationFrame(() => document.getElementById(focused)?.focus());
      },
      // Offline before the service worker kept the chunk: the next switch to this form tries again.
      () => {},
    );
  }, [load, module]);

  if (module) {
    return (
      <div key="loaded">
        <module.OrganizationRequestForm {...props} />
      </div>
    );
  }
  return (
    <div
      key="server"
      ref={(element) => {
        area.current = element;
        // While hydrating: the server's form, kept for the switch that shows it again.
        if (element) serverHtml[language] ||= element.innerHTML;
      }}
      // React neither hydrates nor replaces what is inside.
      dangerouslySetInnerHTML={{ __html: serverHtml[language] ?? "" }}
      suppressHydrationWarning
    />
  );
}

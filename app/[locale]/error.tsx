"use client";

import { useEffect, useState } from "react";
import { useAppErrorCopy } from "@/components/layout/app-error-copy";
import type { AppErrorMessage } from "@/components/layout/app-error-message";

/**
 * The page's error boundary (docs/decisions.md#d9). Every page loads it, so, as the root one does, it loads its
 * message, status and buttons only when it shows (docs/decisions.md#d120); meanwhile the section is busy.
 */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const copy = useAppErrorCopy();
  const [Message, setMessage] = useState<typeof AppErrorMessage | null>(null);
  useEffect(() => {
    let shown = true;
    import("@/components/layout/app-error-message").then(
      (loaded) => shown && setMessage(() => loaded.AppErrorMessage),
      () => {},
    );
    return () => {
      shown = false;
    };
  }, []);
  return (
    <section role="alert" aria-labelledby="error-title" aria-busy={!Message} className="pt-36 pb-24 sm:pt-44">
      <div className="container-page max-w-2xl text-center">{Message && <Message copy={copy} error={error} onRetry={reset} titleId="error-title" />}</div>
    </section>
  );
}

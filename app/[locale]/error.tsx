"use client";

import { useAppErrorCopy } from "@/components/layout/app-error-copy";
import { AppErrorMessage } from "@/components/layout/app-error-message";

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const copy = useAppErrorCopy();
  return (
    <section role="alert" aria-labelledby="error-title" className="pt-36 pb-24 sm:pt-44">
      <div className="container-page max-w-2xl text-center">
        <AppErrorMessage copy={copy} error={error} onRetry={reset} titleId="error-title" />
      </div>
    </section>
  );
}

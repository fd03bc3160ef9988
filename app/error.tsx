"use client";

import Link from "next/link";
import { appError } from "@/content/errors";
import { errorDetail } from "@/lib/error-detail";
import { buttonClasses } from "@/components/ui/button-link";

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" aria-labelledby="error-title" className="pt-36 pb-24 sm:pt-44">
      <div className="container-page max-w-2xl text-center">
        <h1 id="error-title" className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
          {appError.heading}
        </h1>
        <p className="mt-4 rounded-xl bg-surface px-4 py-3 font-mono text-sm break-words text-ink-700">
          {errorDetail(error, appError.fallbackMessage)}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className={buttonClasses("primary")}>
            {appError.retryLabel}
          </button>
          <Link href="/" className={buttonClasses("outline")}>
            {appError.homeLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}

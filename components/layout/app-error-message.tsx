import Link from "next/link";
import { appError } from "@/content/errors";
import { errorDetail } from "@/lib/error-detail";
import { buttonClasses } from "@/components/ui/button-link";

interface AppErrorMessageProps {
  error: unknown;
  onRetry: () => void;
  titleId: string;
}

/** What both error boundaries say: the heading, the status or a one-line message (never a stack), and ways on. */
export function AppErrorMessage({ error, onRetry, titleId }: AppErrorMessageProps) {
  return (
    <>
      <h1 id={titleId} className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
        {appError.heading}
      </h1>
      <p className="mt-4 rounded-xl bg-surface px-4 py-3 font-mono text-sm break-words text-ink-700">{errorDetail(error, appError.fallbackMessage)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses("primary")}>
          {appError.retryLabel}
        </button>
        <Link href="/" className={buttonClasses("outline")}>
          {appError.homeLabel}
        </Link>
      </div>
    </>
  );
}

import { errorDetail } from "@/lib/error-detail";
import { buttonClasses } from "@/components/ui/button-classes";
import type { AppErrorCopy } from "./app-error-copy";

interface AppErrorMessageProps {
  copy: AppErrorCopy;
  error: unknown;
  onRetry: () => void;
  titleId: string;
}

/** What both error boundaries say: the heading, the status or a one-line message (never a stack), and ways on. */
export function AppErrorMessage({ copy, error, onRetry, titleId }: AppErrorMessageProps) {
  return (
    <>
      <h1 id={titleId} className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
        {copy.heading}
      </h1>
      <p className="mt-4 rounded-xl bg-surface px-4 py-3 font-mono text-sm break-words text-ink-700">{errorDetail(error, copy.fallbackMessage)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses("primary")}>
          {copy.retryLabel}
        </button>
        {/* A plain link, not next/link: after an error a full load is the fresh start wanted, and the root
            boundary, which every page downloads, then carries none of the client router's link code (~4 KiB). */}
        <a href={copy.homeHref} className={buttonClasses("outline")}>
          {copy.homeLabel}
        </a>
      </div>
    </>
  );
}

import { errorStatus } from "@/lib/error-detail";
import { buttonClasses } from "@/components/ui/button-classes";
import type { AppErrorCopy } from "./app-error-copy";

interface AppErrorMessageProps {
  copy: AppErrorCopy;
  error: unknown;
  onRetry: () => void;
  titleId: string;
}

/**
 * What both error boundaries say, in the page's language: the heading, a sentence, the error's status if it has one,
 * and ways on. Never the error's own message or stack (lib/error-detail.ts).
 */
export function AppErrorMessage({ copy, error, onRetry, titleId }: AppErrorMessageProps) {
  const status = errorStatus(error);
  return (
    <>
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {copy.heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-body">{copy.fallbackMessage}</p>
      {status !== undefined && <p className="mx-auto mt-4 w-fit rounded-xl bg-surface px-4 py-2 font-mono text-sm text-body">{status}</p>}
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

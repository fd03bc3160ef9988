"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ErrorContent } from "@/content/types";

export interface AppErrorCopy extends ErrorContent {
  /** The home page of the page's language. */
  homeHref: string;
}

const AppErrorCopyContext = createContext<AppErrorCopy | null>(null);

/**
 * Hands the error boundary (app/[locale]/error.tsx, a client component that takes no props) the words of the
 * page's language, chosen on the server: the browser gets that language's four strings and no other.
 */
export function AppErrorCopyProvider({ copy, children }: { copy: AppErrorCopy; children: ReactNode }) {
  return <AppErrorCopyContext value={copy}>{children}</AppErrorCopyContext>;
}

export function useAppErrorCopy(): AppErrorCopy {
  const copy = useContext(AppErrorCopyContext);
  if (!copy) throw new Error("useAppErrorCopy needs an AppErrorCopyProvider above it (components/layout/site-shell.tsx).");
  return copy;
}

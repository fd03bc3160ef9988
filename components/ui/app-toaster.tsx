"use client";

import { Toaster } from "sonner";

// Temporary until the forms land.
export function AppToaster() {
  return <Toaster position="top-right" duration={5000} closeButton />;
}

"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The static HTML carries the build year; in the browser it becomes the visitor's current year,
 * so a page built last December still shows this year's copyright (docs/decisions.md#d23).
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}

/**
 * What a build that counts no visits renders in place of components/layout/analytics.tsx (next.config.ts aliases it
 * here): nothing, and it imports nothing, so no tracker code reaches the export (docs/decisions.md#d91).
 */
export function Analytics() {
  return null;
}

/** Stands in for next/navigation when a component is rendered outside Next (see e2e/tsconfig.json): no router to follow a link with. */
export function useRouter(): { push(href: string): void } {
  return { push() {} };
}

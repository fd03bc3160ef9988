import { Fragment, type ReactNode } from "react";

/**
 * A line of copy whose `{name}` placeholders are elements (a link, a `<time>`), where the language puts them: the
 * element counterpart of lib/placeholders.ts. A value without its placeholder is a mistake in the copy, and throws.
 */
export function TemplateText({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  for (const name of Object.keys(values)) {
    if (!template.includes(`{${name}}`)) throw new Error(`The copy "${template}" has no {${name}} placeholder.`);
  }
  return template.split(/(\{[A-Za-z]+\})/).map((part, index) => {
    const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

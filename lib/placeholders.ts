/**
 * Fills `{name}` placeholders in a line of copy ("{minutes} min read"), so editors write whole sentences
 * and components never assemble copy themselves. Placeholders without a value are left for the caller
 * (the footer renders `{year}` itself); a value without a placeholder is a mistake and throws.
 */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  let filled = template;
  for (const [name, value] of Object.entries(values)) {
    const placeholder = `{${name}}`;
    if (!filled.includes(placeholder)) throw new Error(`The copy "${template}" has no ${placeholder} placeholder.`);
    filled = filled.replaceAll(placeholder, String(value));
  }
  return filled;
}

/** A visitor's words in a few characters, on one line: what a kept entry or a form's receipt shows of a message. */
export function shorten(text: string, length: number): string {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  return characters.length > length
    ? `${characters
        .slice(0, length - 1)
        .join("")
        .trimEnd()}…`
    : characters.join("");
}

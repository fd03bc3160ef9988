import { Fragment } from "react";

/** A word with a hyphen inside it: "well-being", "est-elle", "demande-t-il", "Jean-Paul". */
const hyphenated = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * Text whose hyphenated words do not break at their hyphen: a balanced title, a question or a name in a narrow card
 * otherwise ends a line on "well-", "show-" or "est-" (a French question's inverted subject, most of all). Each such
 * word is an inline block: it moves to the next line whole, and breaks at its hyphen only when it is wider than a whole
 * line (a long word in a large title at 320 px), never spilling past the screen as `nowrap` would. For short lines only
 * (titles, questions, names), never running text. The text itself is unchanged, so finding it, copying it and reading
 * it aloud are too.
 */
export function UnbrokenWords({ text }: { text: string }) {
  return text.split(hyphenated).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="inline-block">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

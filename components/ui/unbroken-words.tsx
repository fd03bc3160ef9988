import { Fragment } from "react";

/** A word with a hyphen inside it: "well-being", "est-elle", "demande-t-il", "Jean-Paul". */
const hyphenated = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * Text whose hyphenated words never break at their hyphen: a balanced title, a question or a name in a narrow card
 * otherwise ends a line on "well-", "show-" or "est-" (a French question's inverted subject, most of all). For short
 * lines only (titles, questions, names), never running text. The text itself is unchanged, so finding it, copying it
 * and reading it aloud are too.
 */
export function UnbrokenWords({ text }: { text: string }) {
  return text.split(hyphenated).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

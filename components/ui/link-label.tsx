import type { LinkContent } from "@/content/types";

/** A link's visible label, plus its visually hidden context where the label alone is vague. */
export function LinkLabel({ link }: { link: LinkContent }) {
  return (
    <>
      {link.label}
      {link.context && <span className="sr-only"> {link.context}</span>}
    </>
  );
}

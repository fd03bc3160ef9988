import type { SignupMode } from "@/content/routes";

/**
 * The sign-up toggle's two audiences, drawn for 16 px rather than shrunk from the 24 px icon set (whose building was a
 * grey smudge there): a laptop and a building, each standing on the illustration system's amber thread
 * (docs/design.md#the-thread). A 1.5 px line on the quarter-pixel grid keeps its edges on whole device pixels at 2×;
 * the outline takes the option's colour, so it follows the choice and the scheme.
 */
const outlines: Record<SignupMode, string[]> = {
  developer: ["M3.25 10.25v-6a1.5 1.5 0 0 1 1.5-1.5h6.5a1.5 1.5 0 0 1 1.5 1.5v6", "M6.75 5.75 5.25 7.25l1.5 1.5", "m9.25 5.75 1.5 1.5-1.5 1.5"],
  organization: ["M3.25 13.25v-9.5a1 1 0 0 1 1-1h4.5a1 1 0 0 1 1 1v9.5", "M9.75 7.25h2a1 1 0 0 1 1 1v5", "M5.75 5.75h1.5", "M5.75 8.75h1.5"],
};

export function AudienceGlyph({ audience }: { audience: SignupMode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-4 shrink-0"
    >
      {outlines[audience].map((d) => (
        <path key={d} d={d} />
      ))}
      <path d="M1.75 13.25h12.5" stroke="var(--illo-accent)" />
    </svg>
  );
}

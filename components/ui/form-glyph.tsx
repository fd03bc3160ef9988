/** The few stroke icons the forms need beyond components/ui/icon.tsx: send, eye and eye-off. */
const glyphs = {
  send: ["m22 2-7 20-4-9-9-4Z", "M22 2 11 13"],
  eye: ["M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"],
  "eye-off": [
    "M10.73 5.08A10.43 10.43 0 0 1 12 5c4.63 0 8.58 2.9 9.94 7a10.8 10.8 0 0 1-1.44 2.65",
    "M14.08 14.16a3 3 0 0 1-4.24-4.24",
    "M17.48 17.5A10.75 10.75 0 0 1 2.06 12a10.8 10.8 0 0 1 4.45-5.5",
    "m2 2 20 20",
  ],
} as const;

export type GlyphName = keyof typeof glyphs;

export function FormGlyph({ name, className = "size-5" }: { name: GlyphName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyphs[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

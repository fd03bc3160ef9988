import type { ReactNode } from "react";

interface RevealProps {
  children: ReactNode;
  className?: string;
}

/**
 * A block that fades in once when 10 % of it is visible. A server component: it renders the block visible, and one
 * observer for the whole page (components/layout/reveal-observer.tsx) hides and later shows only the blocks that start
 * below the fold, so content is never hidden without JavaScript, and CSS skips the hiding when the visitor prefers
 * reduced motion (see globals.css).
 */
export function Reveal({ children, className }: RevealProps) {
  return (
    <div data-reveal="static" className={className}>
      {children}
    </div>
  );
}

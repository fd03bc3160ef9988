"use client";

import { useInView } from "motion/react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

type RevealState = "static" | "armed" | "shown";

interface RevealProps {
  children: ReactNode;
  className?: string;
}

/**
 * Fades a block in once when 10 % of it is visible. The server HTML is always visible: only blocks
 * that start below the fold are hidden, after hydration, and CSS skips the hiding when the visitor
 * prefers reduced motion (see globals.css).
 */
export function Reveal({ children, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true, amount: 0.1 });
  const [state, setState] = useState<RevealState>("static");

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.getBoundingClientRect().top > window.innerHeight) setState("armed");
  }, []);

  const revealState = state === "armed" && inView ? "shown" : state;

  return (
    <div ref={ref} data-reveal={revealState} className={className}>
      {children}
    </div>
  );
}

import { useCallback, useLayoutEffect, useState } from "react";
import { signupModes, type SignupMode } from "@/content/routes";

/** The mode the address names (`/signup#organization`), else the default. */
function modeInAddress(): SignupMode {
  return signupModes.find((mode) => location.hash === `#${mode}`) ?? signupModes[0];
}

/**
 * The signup card's mode, kept in step with the address (docs/decisions.md#d61). `null` while hydrating: the
 * server cannot know the fragment, so the HTML holds both modes and CSS shows the one the fragment names. The
 * address is read in a layout effect, before the browser paints: a link followed inside the site (whose URL Next.js
 * has set by then) shows no other form first. A switch adds a history entry, so Back returns to the other form,
 * and a reload or a shared link keeps the one chosen.
 */
export function useSignupMode(): [SignupMode | null, (mode: SignupMode) => void] {
  const [mode, setMode] = useState<SignupMode | null>(null);
  useLayoutEffect(() => {
    const follow = () => setMode(modeInAddress());
    follow();
    // Every change of address: Back, Forward, a fragment typed or followed, and a link inside the site to this same
    // page (Next.js sets the address with pushState, which only the Navigation API reports). Without it, popstate.
    const [source, type]: [EventTarget, string] = "navigation" in self ? [navigation, "currententrychange"] : [self, "popstate"];
    source.addEventListener(type, follow);
    return () => source.removeEventListener(type, follow);
  }, []);
  // The same function for the page's life (the mode is read from the address, which it always matches once hydrated).
  const choose = useCallback((next: SignupMode) => {
    if (next === modeInAddress()) return;
    history.pushState(null, "", `#${next}`);
    setMode(next);
  }, []);
  return [mode, choose];
}

import type { SignupMode } from "@/content/routes";
import type { SignupContent } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { UnbrokenWords } from "@/components/ui/unbroken-words";

interface SignupPanelProps {
  panel: SignupContent["panel"];
  mode: SignupMode;
}

/**
 * The signup card's right-hand panel: brand banner, the mode's tagline and its four benefits. The
 * gradient starts at brand-800 so small white/90 text keeps 4.5:1 (from brand-700, white/75 was 3.82:1).
 * Drawn by the server and handed to SignupForms, one per mode; marked with its mode, since until the page hydrates
 * the card holds both and CSS shows the one the address names (docs/decisions.md#d61).
 */
export function SignupPanel({ panel, mode }: SignupPanelProps) {
  const { tagline, benefits } = panel[mode];
  return (
    <div
      data-signup-only={mode}
      className="relative isolate flex h-full flex-col overflow-hidden bg-linear-to-br from-brand-800 via-brand-900 to-ink-900 p-8 text-white sm:p-10 lg:p-12"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-400/25 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-16 -z-10 size-72 rounded-full bg-accent-500/15 blur-3xl" />
      <p className="inline-flex items-center gap-2 self-start rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold tracking-tight ring-1 ring-white/20">
        <Icon name="sparkles" className="size-4 text-accent-300" />
        {panel.banner}
      </p>
      <p className="mt-6 text-2xl leading-snug font-semibold text-balance sm:text-3xl">
        <UnbrokenWords text={tagline} />
      </p>
      <ul className="mt-8 space-y-5">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-4">
            <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
              <Icon name="check" className="size-4 text-brand-200" />
            </span>
            <span>
              <span className="block font-semibold">{benefit.title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-white/90">{benefit.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

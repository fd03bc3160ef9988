import { cn } from "@/lib/cn";
import { Icon } from "./icon";

/** `plain` is a bare tick; `soft` and `solid` set it in a round badge. */
export type CheckMarker = "plain" | "soft" | "solid";
/** The text colour: `default` and `muted` on light backgrounds, `inverse` on dark ones. */
export type CheckTone = "default" | "muted" | "inverse";

const tones: Record<CheckTone, string> = {
  default: "text-body",
  muted: "text-body",
  inverse: "text-white/80",
};

function Marker({ marker, tone }: { marker: CheckMarker; tone: CheckTone }) {
  if (marker === "plain") {
    return <Icon name="check" className={cn("mt-0.5 size-5 shrink-0", tone === "inverse" ? "text-brand-300" : "text-brand")} />;
  }
  return (
    <span
      className={cn(
        "mt-0.5 inline-flex shrink-0 items-center justify-center rounded-full",
        marker === "soft" ? "size-5 bg-tint-strong text-brand-strong" : "size-6 bg-brand text-on-brand",
      )}
    >
      <Icon name="check" className={marker === "soft" ? "size-3.5" : "size-4"} />
    </span>
  );
}

interface CheckListProps {
  items: string[];
  marker?: CheckMarker;
  tone?: CheckTone;
  /** Looser line height for items that run to several lines. */
  relaxed?: boolean;
  /** Margins and the gap between items. */
  className?: string;
}

/** A list of points, each after a tick. */
export function CheckList({ items, marker = "plain", tone = "default", relaxed = false, className }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-3", tones[tone])}>
          <Marker marker={marker} tone={tone} />
          <span className={relaxed ? "leading-relaxed" : undefined}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

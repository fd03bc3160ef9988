import { SiteLink } from "@/components/ui/site-link";
import type { IconName, IllustrationName } from "@/content/types";
import { cn } from "@/lib/cn";
import { Icon } from "./icon";
import { InlineIllustration } from "./inline-illustration";
import { UnbrokenWords } from "./unbroken-words";

type IconCardProps = {
  title: string;
  description: string;
  /** Small label above the title, such as a goal number. */
  badge?: string;
  /** Makes the whole card a link: the title is the link, and the card is its target. */
  href?: string;
  /** The words shown at the foot of a linked card (the title is the link's name). */
  linkLabel?: string;
  /** From 768 to 1023 px, the icon beside the words: a card a row there, not three 170 px columns of text. */
  across?: boolean;
} & (
  | { icon: IconName; illustration?: never }
  /** A small drawing in the icon's place (docs/design.md#illustrations); decorative, as the title says what it shows. */
  | { illustration: IllustrationName; icon?: never }
);

export function IconCard({ icon, illustration, title, description, badge, href, linkLabel, across }: IconCardProps) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col rounded-2xl border border-line bg-raised p-5 shadow-card transition-shadow duration-300 hover:shadow-card-hover sm:p-7",
        href && "focus-within:ring-2 focus-within:ring-brand",
        across && "md:max-lg:flex-row md:max-lg:gap-5",
      )}
    >
      {illustration ? (
        // Inline: on a phone Home's cards are within the browser's load-ahead distance, so as images they were fetched
        // during the load, and Lighthouse's LCP estimate waited for them (/ 1.06 -> 1.21 s).
        <InlineIllustration name={illustration} className="h-16 w-auto shrink-0 self-start" />
      ) : (
        icon && (
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-tint text-brand ring-1 ring-tint-strong transition-colors group-hover:bg-brand group-hover:text-on-brand">
            <Icon name={icon} />
          </span>
        )
      )}
      <div className={cn("mt-4 flex flex-1 flex-col", across && "md:max-lg:mt-0")}>
        {badge && <p className="text-xs font-semibold tracking-wider text-accent uppercase">{badge}</p>}
        <h3 className={cn("text-xl font-semibold text-ink", badge && "mt-1")}>
          {href ? (
            <SiteLink href={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              <UnbrokenWords text={title} />
            </SiteLink>
          ) : (
            <UnbrokenWords text={title} />
          )}
        </h3>
        <p className={cn("mt-3 leading-relaxed text-pretty text-muted", href && "flex-1")}>{description}</p>
        {href && linkLabel && (
          <p aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand">
            {linkLabel}
            <span className="transition-transform group-hover:translate-x-1">→</span>
          </p>
        )}
      </div>
    </article>
  );
}

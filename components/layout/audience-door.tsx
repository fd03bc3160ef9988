import { SiteLink } from "@/components/ui/site-link";
import type { AudienceDoor as Door } from "@/content/types";

interface AudienceDoorProps {
  door: Door;
  /** Unique on the page: the audience's words describe the link (the navbar and the hero both show a door). */
  id: string;
  className?: string;
  audienceClassName?: string;
  linkClassName?: string;
}

/**
 * One audience's way in: who it is for above the link that opens its form. The link's name stays its label ("Sign up",
 * the spec's); the audience is its description, so a screen reader says both and the label keeps matching what shows.
 */
export function AudienceDoor({ door, id, className, audienceClassName, linkClassName }: AudienceDoorProps) {
  return (
    <div className={className}>
      <span id={id} className={audienceClassName}>
        {door.audience}
      </span>
      <SiteLink href={door.href} aria-describedby={id} className={linkClassName}>
        {door.label}
      </SiteLink>
    </div>
  );
}

import type { IconName } from "@/content/types";
import { cn } from "@/lib/cn";
import { Icon } from "@/components/ui/icon";

interface NoteCalloutProps {
  id: string;
  title: string;
  body: string;
  icon?: IconName;
  headingLevel?: "h2" | "h3";
  className?: string;
}

/** A boxed note that must not be missed: a care disclaimer, a draft notice. */
export function NoteCallout({ id, title, body, icon = "shield", headingLevel: Heading = "h2", className }: NoteCalloutProps) {
  return (
    <aside aria-labelledby={id} className={cn("flex flex-col gap-4 rounded-2xl border border-accent-line bg-accent-tint p-6 sm:flex-row sm:p-7", className)}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-raised text-accent ring-1 ring-accent-line">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <Heading id={id} className="text-lg font-semibold text-ink">
          {title}
        </Heading>
        <p className="mt-1 leading-relaxed text-body">{body}</p>
      </div>
    </aside>
  );
}

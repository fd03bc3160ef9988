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
    <aside aria-labelledby={id} className={cn("flex flex-col gap-4 rounded-2xl border border-accent-300 bg-accent-100/60 p-6 sm:flex-row sm:p-7", className)}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-accent-600 ring-1 ring-accent-300">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <Heading id={id} className="text-lg font-semibold text-ink-950">
          {title}
        </Heading>
        <p className="mt-1 leading-relaxed text-ink-800">{body}</p>
      </div>
    </aside>
  );
}

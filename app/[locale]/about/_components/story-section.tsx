import type { AboutContent } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Section, sectionTitleId } from "@/components/ui/section";

interface StorySectionProps {
  id: string;
  story: AboutContent["story"];
  mission: AboutContent["mission"];
  vision: AboutContent["vision"];
}

export function StorySection({ id, story, mission, vision }: StorySectionProps) {
  return (
    <Section id={id} spacing="md" containerClassName="grid gap-8 lg:grid-cols-2 lg:gap-16">
      <div>
        <h2 id={sectionTitleId(id)} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {story.title}
        </h2>
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-muted sm:mt-5 sm:text-lg">
            {paragraph}
          </p>
        ))}
      </div>
      {/* Side by side on a tablet, under the story; stacked beside it from 1024 px. */}
      <div className="grid content-start gap-6 md:max-lg:grid-cols-2">
        {[
          { ...mission, icon: "target" as const },
          { ...vision, icon: "sparkles" as const },
        ].map((item) => (
          <article key={item.title} className="rounded-2xl border border-tint-strong bg-tint p-5 sm:p-7">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-ink">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand text-on-brand">
                <Icon name={item.icon} className="size-5" />
              </span>
              {item.title}
            </h3>
            <p className="mt-4 leading-relaxed text-body sm:text-lg">{item.body}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

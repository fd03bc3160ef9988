import type { HomeContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { fillPlaceholders } from "@/lib/placeholders";
import { ArrowLink } from "@/components/ui/arrow-link";
import { CheckList } from "@/components/ui/check-list";
import { LinkLabel } from "@/components/ui/link-label";
import { Section, sectionTitleId } from "@/components/ui/section";
import { Illustration } from "@/components/ui/illustration";

interface FeatureBlockProps {
  feature: HomeContent["features"][number];
  moreLabel: HomeContent["moreLabel"];
  /** Puts the drawing on the right, so consecutive blocks alternate. */
  reversed?: boolean;
  id: string;
}

export function FeatureBlock({ feature, moreLabel, reversed = false, id }: FeatureBlockProps) {
  return (
    <Section id={id} spacing="sm" containerClassName="grid items-center gap-8 md:grid-cols-2 lg:gap-16">
      <Illustration
        name={feature.illustration.drawing}
        alt={feature.illustration.alt}
        className={cn("mx-auto h-auto w-full max-w-lg", reversed && "md:order-last")}
      />
      <div>
        <p className="eyebrow">{feature.eyebrow}</p>
        <h2 id={sectionTitleId(id)} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {feature.title}
        </h2>
        {/* On a phone the words open in place, without a script, by keyboard too; from 1024 px they show. */}
        <details data-open-wide="" className="mt-4">
          <summary className="font-semibold text-brand">
            {moreLabel.label}
            <span className="sr-only"> {fillPlaceholders(moreLabel.context, { topic: feature.title })}</span>
          </summary>
          {feature.body.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-muted sm:text-lg">
              {paragraph}
            </p>
          ))}
          <CheckList items={feature.points} className="mt-5 space-y-3" />
        </details>
        <ArrowLink href={feature.link.href} className="mt-6">
          <LinkLabel link={feature.link} />
        </ArrowLink>
      </div>
    </Section>
  );
}

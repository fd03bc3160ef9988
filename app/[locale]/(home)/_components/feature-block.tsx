import type { HomeContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { ArrowLink } from "@/components/ui/arrow-link";
import { CheckList } from "@/components/ui/check-list";
import { LinkLabel } from "@/components/ui/link-label";
import { Section, sectionTitleId } from "@/components/ui/section";
import { Illustration } from "@/components/ui/illustration";

interface FeatureBlockProps {
  feature: HomeContent["features"][number];
  /** Puts the drawing on the right, so consecutive blocks alternate. */
  reversed?: boolean;
  id: string;
}

export function FeatureBlock({ feature, reversed = false, id }: FeatureBlockProps) {
  return (
    <Section id={id} spacing="sm" containerClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <Illustration
        name={feature.illustration.drawing}
        alt={feature.illustration.alt}
        className={cn("mx-auto h-auto w-full max-w-lg", reversed && "lg:order-last")}
      />
      <div>
        <p className="eyebrow">{feature.eyebrow}</p>
        <h2 id={sectionTitleId(id)} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {feature.title}
        </h2>
        {feature.body.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted">
            {paragraph}
          </p>
        ))}
        <CheckList items={feature.points} className="mt-6 space-y-3" />
        <ArrowLink href={feature.link.href} className="mt-8">
          <LinkLabel link={feature.link} />
        </ArrowLink>
      </div>
    </Section>
  );
}

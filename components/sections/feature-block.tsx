import Image from "next/image";
import Link from "next/link";
import type { HomeContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { Icon } from "@/components/ui/icon";
import { LinkLabel } from "@/components/ui/link-label";
import { Reveal } from "@/components/ui/reveal";

interface FeatureBlockProps {
  feature: HomeContent["features"][number];
  /** Puts the image on the right, so consecutive blocks alternate. */
  reversed?: boolean;
  id: string;
}

export function FeatureBlock({ feature, reversed = false, id }: FeatureBlockProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="py-16 sm:py-20">
      <Reveal className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Image
          src={feature.image.src}
          alt={feature.image.alt}
          width={feature.image.width}
          height={feature.image.height}
          loading="lazy"
          className={cn("mx-auto h-auto w-full max-w-lg", reversed && "lg:order-last")}
        />
        <div>
          <p className="eyebrow">{feature.eyebrow}</p>
          <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl">
            {feature.title}
          </h2>
          {feature.body.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-600">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 space-y-3">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-800">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link
            href={feature.link.href}
            className="group mt-8 inline-flex items-center gap-2 rounded-full font-semibold text-brand-700 hover:text-brand-800"
          >
            <LinkLabel link={feature.link} />
            <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
              →
            </span>
          </Link>
        </div>
      </Reveal>
    </section>
  );
}

import type { Metadata } from "next";
import type { PageMeta } from "@/content/types";
import { site } from "@/content/site";

/** Title, description, canonical URL, Open Graph and Twitter card for one page, from its content module. */
export function pageMetadata(meta: PageMeta, options: { type?: "website" | "article"; publishedTime?: string } = {}): Metadata {
  const isHome = meta.path === "/";
  const fullTitle = isHome ? meta.title : `${meta.title} | ${site.name}`;
  const images = [{ url: site.ogImage.src, width: site.ogImage.width, height: site.ogImage.height, alt: site.ogImage.alt }];

  return {
    title: isHome ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: { canonical: meta.path },
    openGraph: {
      type: options.type ?? "website",
      ...(options.publishedTime && { publishedTime: options.publishedTime }),
      url: meta.path,
      siteName: site.name,
      locale: "en_US",
      title: fullTitle,
      description: meta.description,
      images,
    },
    twitter: {
      card: "summary_large_image",
      site: site.twitterHandle,
      title: fullTitle,
      description: meta.description,
      images: [site.ogImage.src],
    },
  };
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so copy can never close the tag. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

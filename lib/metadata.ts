import type { Metadata } from "next";
import { defaultLocale, localeInfo, locales, type Locale } from "@/content/locales";
import { getContent } from "@/content/dictionaries";
import type { PageMeta } from "@/content/types";
import { site } from "@/content/site";
import { pathInEveryLocale } from "./i18n";

/**
 * Title, description, canonical URL, language alternates, Open Graph and Twitter card for one page, from its
 * content module. `meta.path` is the page's own path in `locale`: the canonical URL is always the page
 * itself, and every language (plus x-default, the English page) is listed as an alternate, both ways.
 */
export function pageMetadata(meta: PageMeta, locale: Locale, options: { type?: "website" | "article"; publishedTime?: string } = {}): Metadata {
  const paths = pathInEveryLocale(meta.path);
  const isHome = paths[defaultLocale] === "/";
  const fullTitle = isHome ? meta.title : `${meta.title} | ${site.name}`;
  const ogImageAlt = getContent(locale).siteCopy.ogImageAlt;
  const images = [{ url: site.ogImage.src, width: site.ogImage.width, height: site.ogImage.height, alt: ogImageAlt }];

  return {
    title: isHome ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: {
      canonical: meta.path,
      languages: {
        ...Object.fromEntries(locales.map((code) => [localeInfo[code].htmlLang, paths[code]])),
        "x-default": paths[defaultLocale],
      },
    },
    openGraph: {
      type: options.type ?? "website",
      ...(options.publishedTime && { publishedTime: options.publishedTime }),
      url: meta.path,
      siteName: site.name,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: locales.filter((code) => code !== locale).map((code) => localeInfo[code].ogLocale),
      title: fullTitle,
      description: meta.description,
      images,
    },
    twitter: {
      card: "summary_large_image",
      site: site.twitterHandle,
      title: fullTitle,
      description: meta.description,
      images: [{ url: site.ogImage.src, alt: ogImageAlt }],
    },
  };
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so copy can never close the tag. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

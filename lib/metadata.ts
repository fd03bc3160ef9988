import type { Metadata } from "next";
import { defaultLocale, localeInfo, locales, type Locale } from "@/content/locales";
import type { PageMeta } from "@/content/types";
import { site } from "@/content/site";
import { pathInEveryLocale } from "./i18n";
import { SHARE_IMAGE_SIZE, shareCardFor, shareImagePath } from "./share-images";

interface PageMetadataOptions {
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  /** A feed the page announces (`<link rel="alternate" type="application/rss+xml">`): the blog's pages. */
  feed?: { path: string; title: string };
}

/**
 * Title, description, canonical URL, language alternates, Open Graph and Twitter card for one page, from its
 * content module. `meta.path` is the page's own path in `locale`: the canonical URL is always the page
 * itself, and every language (plus x-default, the English page) is listed as an alternate, both ways. The
 * preview image is the page's own (lib/share-images.ts), in its language. Next merges metadata shallowly, so
 * every page sets all of this itself.
 */
export function pageMetadata(meta: PageMeta, locale: Locale, options: PageMetadataOptions = {}): Metadata {
  const paths = pathInEveryLocale(meta.path);
  const isHome = paths[defaultLocale] === "/";
  const fullTitle = isHome ? meta.title : `${meta.title} | ${site.name}`;
  const card = shareCardFor(meta.path);
  const image = { url: shareImagePath(meta.path), ...SHARE_IMAGE_SIZE, alt: card.alt, type: "image/png" };

  return {
    title: isHome ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: {
      canonical: meta.path,
      languages: {
        ...Object.fromEntries(locales.map((code) => [localeInfo[code].htmlLang, paths[code]])),
        "x-default": paths[defaultLocale],
      },
      ...(options.feed && { types: { "application/rss+xml": [{ url: options.feed.path, title: options.feed.title }] } }),
    },
    openGraph: {
      type: options.type ?? "website",
      ...(options.publishedTime && { publishedTime: options.publishedTime }),
      ...(options.modifiedTime && { modifiedTime: options.modifiedTime }),
      url: meta.path,
      siteName: site.name,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: locales.filter((code) => code !== locale).map((code) => localeInfo[code].ogLocale),
      title: fullTitle,
      description: meta.description,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      site: site.twitterHandle,
      title: fullTitle,
      description: meta.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/** An absolute URL on the site's one origin: `/about` → `https://…/about`; the home page is the bare origin. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "" : path}`;
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so copy can never close the tag. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

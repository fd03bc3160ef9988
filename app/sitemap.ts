import type { MetadataRoute } from "next";
import { localeInfo, locales } from "@/content/locales";
import { absoluteUrl as absolute } from "@/lib/metadata";
import { pageLanguages, sitePages } from "@/lib/site-pages";

export const dynamic = "force-static";

/** Every page in every language, each listing all its languages (itself included) as xhtml:link alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages.map((page) => {
    const { alternates } = pageLanguages(page.path);
    return {
      url: absolute(page.path),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      ...(page.lastModified && { lastModified: page.lastModified }),
      alternates: { languages: Object.fromEntries(locales.map((locale) => [localeInfo[locale].htmlLang, absolute(alternates[locale])])) },
    };
  });
}

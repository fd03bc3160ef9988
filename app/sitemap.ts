import type { MetadataRoute } from "next";
import { sitePages } from "@/lib/site-pages";
import { site } from "@/content/site";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages.map((page) => ({
    url: `${site.url}${page.path === "/" ? "" : page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
    ...(page.lastModified && { lastModified: page.lastModified }),
  }));
}

import type { MetadataRoute } from "next";
import { locales } from "@/content/locales";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/metadata";
import { feedPath } from "@/lib/routes";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/" },
    // The sitemap lists every page; the blog's feeds, which search engines also read as sitemaps, tell them
    // about a new post first (docs/decisions.md#d40).
    sitemap: [`${site.url}/sitemap.xml`, ...locales.map((locale) => absoluteUrl(feedPath(locale)))],
    host: site.url,
  };
}

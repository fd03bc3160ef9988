import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { defaultLocale } from "@/content/locales";
import { site } from "@/content/site";
import { SiteShell, shellMetadata, shellViewport } from "@/components/layout/site-shell";
import { NotFoundView } from "@/components/sections/not-found-view";

// Each language has its own root layout, so the not-found page (out/404.html) brings its own document.
// Every other language's not-found page is app/[locale]/404/page.tsx (out/fr/404.html).
const { notFound } = getContent(defaultLocale);

// The title template of shellMetadata applies to pages below a layout, not to this document itself: the site's
// name is written out, as on every other page. Next marks a not-found page noindex by itself.
export const metadata: Metadata = { ...shellMetadata(defaultLocale), title: `${notFound.title} | ${site.name}` };
export const viewport = shellViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell locale={defaultLocale}>
      <NotFoundView notFound={notFound} />
    </SiteShell>
  );
}

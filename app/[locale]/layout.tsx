import type { Metadata } from "next";
import type { ReactNode } from "react";
import { pageLocale, prefixedLocaleParams, type LocaleParams } from "@/lib/i18n";
import { SiteShell, shellMetadata, shellViewport } from "@/components/layout/site-shell";

// Every language but English, each under its own prefix (/fr/...). Any other first segment is a 404.
export const dynamicParams = false;
export const generateStaticParams = prefixedLocaleParams;
export const viewport = shellViewport;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return shellMetadata(await pageLocale(params));
}

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return <SiteShell locale={await pageLocale(params)}>{children}</SiteShell>;
}

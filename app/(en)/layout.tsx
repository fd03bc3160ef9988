import type { ReactNode } from "react";
import { SiteShell, shellMetadata, shellViewport } from "@/components/layout/site-shell";

// The English site, at the root of the domain. Its pages re-export those of app/[locale]/ (see lib/i18n.ts).
export const metadata = shellMetadata("en");
export const viewport = shellViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}

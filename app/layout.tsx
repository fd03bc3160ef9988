import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { home } from "@/content/home";
import { site } from "@/content/site";
import { OrganizationJsonLd } from "@/components/layout/organization-json-ld";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { AppToaster } from "@/components/ui/app-toaster";
import "./globals.css";

// Self-hosted (the build machine cannot reach Google Fonts): Inter from npm, cut down by
// scripts/subset-font.mjs to the characters and weights the site uses.
const inter = localFont({
  src: "../.generated/inter-subset.woff2",
  weight: "400 800",
  display: "swap",
  variable: "--font-inter",
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: home.meta.title, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image", site: site.twitterHandle },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#0a1230",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <OrganizationJsonLd />
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <AppToaster />
      </body>
    </html>
  );
}

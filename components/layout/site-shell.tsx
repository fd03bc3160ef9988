import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getContent } from "@/content/dictionaries";
import { localeInfo, type Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import { site } from "@/content/site";
import type { SiteContent } from "@/content/types";
import { inter, interExtended } from "@/lib/font";
import { pageColours } from "@/lib/page-colours";
import { Analytics } from "@/components/layout/analytics";
import { AppErrorCopyProvider } from "@/components/layout/app-error-copy";
import { HIDE_MENU_TOGGLE } from "@/components/layout/hide-menu-toggle";
import { OrganizationJsonLd } from "@/components/layout/organization-json-ld";
import { RevealObserver } from "@/components/layout/reveal-observer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import type { SendOutcomeCopy } from "@/components/layout/send-queue-watch";
import { SendQueueWatcher } from "@/components/layout/send-queue-watcher";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { AppToaster } from "@/components/ui/app-toaster";
import "@/app/globals.css";

/** What every page of one language shares in its head; each page adds its own title, description and alternates. */
export function shellMetadata(locale: Locale): Metadata {
  const { home, siteCopy } = getContent(locale);
  return {
    metadataBase: new URL(site.url),
    title: { default: home.meta.title, template: `%s | ${site.name}` },
    description: siteCopy.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: "website", locale: localeInfo[locale].ogLocale },
    twitter: { card: "summary_large_image", site: site.twitterHandle },
    formatDetection: { telephone: false },
  };
}

/** The page follows the visitor's colour scheme (docs/decisions.md#d83): the browser's bar and controls do too. */
export const shellViewport: Viewport = {
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: pageColours.light },
    { media: "(prefers-color-scheme: dark)", color: pageColours.dark },
  ],
  width: "device-width",
  initialScale: 1,
};

/** What each form's toasts say, for the page's toaster (docs/decisions.md#d48). */
function sendOutcomes({ forms, offline }: SiteContent): SendOutcomeCopy {
  const words = (key: keyof SendOutcomeCopy) => ({
    success: forms[key].success,
    failure: forms[key].failure,
    refused: offline.queue.forms[key].refused,
    expired: offline.queue.forms[key].expired,
  });
  return {
    newsletter: words("newsletter"),
    contact: words("contact"),
    developerSignup: words("developerSignup"),
    organizationRequest: words("organizationRequest"),
  };
}

/**
 * The document every page is drawn in, in one language: `<html lang>`, the header, `<main>`, the footer
 * and the toaster. Each language's root layout (app/(en)/, app/[locale]/) renders it; so does the
 * not-found page, which has no layout of its own.
 */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const content = getContent(locale);
  return (
    <html lang={localeInfo[locale].htmlLang} className={`${inter.variable} ${interExtended.variable}`}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the rule is for the pages router (it only spares files under app/): this is an App Router root layout's document. */}
      <head>
        {/* Without JavaScript the menu toggle cannot open: it is hidden before the first paint, and phones get
            the header's plain link row instead (components/layout/site-header.tsx). In <head>, where a <style> may
            hide an element that comes before it (docs/decisions.md#d54). */}
        <noscript>
          <style>{HIDE_MENU_TOGGLE}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <OrganizationJsonLd locale={locale} description={content.siteCopy.description} />
        <ScrollToTop />
        <SiteHeader locale={locale} navigation={content.navigation} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <AppErrorCopyProvider copy={{ ...content.appError, homeHref: localePath(locale, routes.home) }}>{children}</AppErrorCopyProvider>
        </main>
        <SiteFooter locale={locale} footer={content.footer} content={content} />
        <AppToaster labels={content.forms.toasts} />
        <RevealObserver />
        {/* A build that counts nothing renders no analytics element at all: its pages are byte for byte what they were
            before analytics (docs/decisions.md#d91). */}
        {site.analyticsOrigin ? (
          <>
            <SendQueueWatcher copy={sendOutcomes(content)} />
            <Analytics />
          </>
        ) : (
          <SendQueueWatcher copy={sendOutcomes(content)} />
        )}
      </body>
    </html>
  );
}

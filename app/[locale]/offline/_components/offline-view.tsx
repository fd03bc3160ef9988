import { HIDE_MENU_TOGGLE } from "@/components/layout/hide-menu-toggle";
import { SiteLink } from "@/components/ui/site-link";
import { localeInfo, prefixedLocales, type Locale } from "@/content/locales";
import { routes } from "@/content/routes";
import type { OfflineContent, PluralText } from "@/content/types";
import { CACHE_NAMES, normalisePagePath, OFFLINE_REASON_ATTRIBUTE, type OfflineReason } from "@/lib/offline";
import { buttonClasses } from "@/components/ui/button-classes";
import { InlineIllustration } from "@/components/ui/inline-illustration";
import { Section, sectionTitleId } from "@/components/ui/section";

interface OfflineViewProps {
  copy: OfflineContent["page"];
  /** Every page of the language, with its title: the list shows those the worker has kept. */
  pages: { path: string; title: string }[];
  locale: Locale;
}

/** The ids of the list the script below fills in, of the line above it and of the line shown instead. */
const LIST_ID = "offline-saved";
const INTRO_ID = "offline-saved-intro";
const EMPTY_ID = "offline-saved-empty";
/** The page is built saying the visitor is offline; the worker marks it slow when the network was only slow. */
const BUILT_AS: OfflineReason = "offline";
const SLOW: OfflineReason = "slow";

/**
 * Shows the pages of the list that are in the worker's page cache, says above them how many in the language's plural
 * form (the rule of lib/plural.ts, written out: this page loads no module), and hides the "nothing saved yet" line if
 * any is. A plain script in the page: the offline page loads no framework (it must work from the cache alone), so it
 * cannot wait for React. It only reads the cache, never creates one.
 */
function showSavedPages(intro: PluralText, intlLocale: string): string {
  return (
    `(function(){var list=document.getElementById(${JSON.stringify(LIST_ID)}),intro=document.getElementById(${JSON.stringify(INTRO_ID)}),empty=document.getElementById(${JSON.stringify(EMPTY_ID)}),name=${JSON.stringify(CACHE_NAMES.pages)};` +
    `if(!list||!intro||!empty||!window.caches)return;caches.has(name).then(function(has){return has?caches.open(name).then(function(cache){return cache.keys()}):[]}).then(function(requests){` +
    `var saved={};requests.forEach(function(request){var path=new URL(request.url).pathname;saved[path.length>1?path.replace(/\\/+$/,""):path]=true});` +
    `var shown=0;list.querySelectorAll("li[data-path]").forEach(function(item){if(saved[item.getAttribute("data-path")]){item.hidden=false;shown++}});` +
    `if(!shown)return;var forms=${JSON.stringify(intro)},lang=${JSON.stringify(intlLocale)};` +
    `intro.textContent=(forms[new Intl.PluralRules(lang).select(shown)]||forms.other).replace(/\\{count\\}/g,shown.toLocaleString(lang));` +
    `list.hidden=false;empty.hidden=true})})()`
  );
}

/**
 * The page is served at the address the visitor asked for, but built at /offline: its words, its title and its
 * language links are fixed up here, before the first paint, where they depend on that (docs/decisions.md#d47, #d59).
 * - The worker marks the page `slow` when the network has not answered in time: each `data-slow` element then takes
 *   that text, and the document its title.
 * - The language links were built for /offline (`/fr/offline`): each leads to the page asked for in its language
 *   (`/careers` → `/fr/careers`), as the language switch does on every other page (lib/locale-path.ts `pathInLocale`).
 * Static text (the per-page CSP hashes it, scripts/build/write-headers.mjs), made from the language prefixes and the route.
 */
const fitToAddress =
  `(function(){var page=document.querySelector("[${OFFLINE_REASON_ATTRIBUTE}]");` +
  `if(page&&page.getAttribute("${OFFLINE_REASON_ATTRIBUTE}")==="${SLOW}"){page.querySelectorAll("[data-slow]").forEach(function(element){element.textContent=element.getAttribute("data-slow")});` +
  `document.title=document.title.replace(page.getAttribute("data-title"),page.getAttribute("data-slow-title"))}` +
  `var path=location.pathname;${JSON.stringify(prefixedLocales.map((locale) => `/${locale}`))}.forEach(function(prefix){if(path===prefix)path="/";else if(path.indexOf(prefix+"/")===0)path=path.slice(prefix.length)});` +
  `document.querySelectorAll("header a[hreflang]").forEach(function(link){var prefix=link.getAttribute("href").slice(0,-${routes.offline.length});` +
  `link.setAttribute("href",path==="/"?prefix||"/":prefix+path)})})()`;

/** What the page hides, and the header's language link it shows on a phone (below Tailwind's `md`, 48rem). */
const headerLanguages = "header nav>div:has(>a[hreflang])";
const hiddenHere =
  `${HIDE_MENU_TOGGLE}[data-footer-newsletter]{display:none}` +
  `@media (width<48rem){${headerLanguages}{display:flex}${headerLanguages}>:not([hreflang]){display:none}}`;

/**
 * The offline page's body (docs/decisions.md#d47): what happened in plain words, a way to try again, and the pages this
 * device can open now. `data-static-page` tells the build to leave the framework out of it (scripts/build/paint-first.mjs).
 */
export function OfflineView({ copy, pages, locale }: OfflineViewProps) {
  return (
    <Section id="offline" spacing="none" reveal={false} className="bg-gradient-to-b from-tint to-page pt-36 pb-24 sm:pt-44" containerClassName="max-w-2xl">
      <div data-static-page="" {...{ [OFFLINE_REASON_ATTRIBUTE]: BUILT_AS }} data-title={copy.meta.title} data-slow-title={copy.slow.title}>
        {/* Both need the framework, which this page never loads: the phone menu's toggle would do nothing, and the
            footer's newsletter form could neither send nor keep a subscription (docs/decisions.md#d47). On a phone the
            header's language link, kept in that menu elsewhere, shows beside the logo instead. With `href` and
            `precedence`, React writes this style into <head>, where it may style what comes before it (D54). */}
        <style href="offline-hidden" precedence="default">
          {hiddenHere}
        </style>
        <InlineIllustration name="spot-offline" className="h-20 w-auto" />
        <p data-slow={copy.slow.eyebrow} className="eyebrow mt-4">
          {copy.eyebrow}
        </p>
        <h1 id={sectionTitleId("offline")} data-slow={copy.slow.heading} className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {copy.heading}
        </h1>
        <p data-slow={copy.slow.body} className="mt-4 text-lg text-muted">
          {copy.body}
        </p>
        <script dangerouslySetInnerHTML={{ __html: fitToAddress }} />
        {/* An empty href is the address asked for: the page the visitor wanted, not /offline. */}
        <a href="" className={buttonClasses("primary", "md", "mt-8")}>
          {copy.retryLabel}
        </a>

        <h2 className="mt-14 text-xl font-bold tracking-tight text-ink">{copy.savedHeading}</h2>
        <p id={EMPTY_ID} className="mt-3 text-base text-muted">
          {copy.savedEmpty}
        </p>
        <div id={LIST_ID} hidden>
          {/* Its words depend on how many pages the script shows: it writes them. */}
          <p id={INTRO_ID} className="mt-3 text-base text-muted" />
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.path} data-path={normalisePagePath(page.path)} hidden>
                <SiteLink
                  href={page.path}
                  className="block rounded-xl border border-line bg-raised px-4 py-3 font-semibold text-brand hover:border-brand-300 hover:bg-tint"
                >
                  {page.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <script dangerouslySetInnerHTML={{ __html: showSavedPages(copy.savedIntro, localeInfo[locale].intlLocale) }} />

        <p className="mt-12 border-t border-line pt-6 text-sm text-muted">{copy.formsNote}</p>
      </div>
    </Section>
  );
}

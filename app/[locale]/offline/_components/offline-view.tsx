import { HIDE_MENU_TOGGLE } from "@/components/layout/hide-menu-toggle";
import { SiteLink } from "@/components/ui/site-link";
import type { OfflineContent } from "@/content/types";
import { CACHE_NAMES, normalisePagePath } from "@/lib/offline";
import { buttonClasses } from "@/components/ui/button-classes";
import { Section, sectionTitleId } from "@/components/ui/section";

interface OfflineViewProps {
  copy: OfflineContent["page"];
  /** Every page of the language, with its title: the list shows those the worker has kept. */
  pages: { path: string; title: string }[];
}

/** The id of the list the script below fills in. */
const LIST_ID = "offline-saved";
const EMPTY_ID = "offline-saved-empty";

/**
 * Shows the pages of the list that are in the worker's page cache, and hides the "nothing saved yet" line if any is.
 * A plain script in the page: the offline page loads no framework (it must work from the cache alone), so it cannot
 * wait for React. It only reads the cache, never creates one.
 */
const showSavedPages =
  `(function(){var list=document.getElementById(${JSON.stringify(LIST_ID)}),empty=document.getElementById(${JSON.stringify(EMPTY_ID)}),name=${JSON.stringify(CACHE_NAMES.pages)};` +
  `if(!list||!empty||!window.caches)return;caches.has(name).then(function(has){return has?caches.open(name).then(function(cache){return cache.keys()}):[]}).then(function(requests){` +
  `var saved={};requests.forEach(function(request){var path=new URL(request.url).pathname;saved[path.length>1?path.replace(/\\/+$/,""):path]=true});` +
  `var shown=0;list.querySelectorAll("li[data-path]").forEach(function(item){if(saved[item.getAttribute("data-path")]){item.hidden=false;shown++}});` +
  `if(shown){list.hidden=false;empty.hidden=true}})})()`;

/**
 * The offline page's body (docs/decisions.md#d47): what happened in plain words, a way to try again, and the pages this
 * device can open now. `data-static-page` tells the build to leave the framework out of it (scripts/paint-first.mjs).
 */
export function OfflineView({ copy, pages }: OfflineViewProps) {
  return (
    <Section id="offline" spacing="none" reveal={false} className="bg-gradient-to-b from-brand-50 to-white pt-36 pb-24 sm:pt-44" containerClassName="max-w-2xl">
      <div data-static-page="">
        {/* The phone menu needs the framework, which this page never loads: the toggle would do nothing. With
            `href` and `precedence`, React writes this style into <head>. */}
        <style href="hide-menu-toggle" precedence="default">
          {HIDE_MENU_TOGGLE}
        </style>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
        <h1 id={sectionTitleId("offline")} className="mt-3 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{copy.body}</p>
        {/* An empty href is the address asked for: the page the visitor wanted, not /offline. */}
        <a href="" className={buttonClasses("primary", "md", "mt-8")}>
          {copy.retryLabel}
        </a>

        <h2 className="mt-14 text-xl font-bold tracking-tight text-ink-950">{copy.savedHeading}</h2>
        <p id={EMPTY_ID} className="mt-3 text-base text-ink-600">
          {copy.savedEmpty}
        </p>
        <div id={LIST_ID} hidden>
          <p className="mt-3 text-base text-ink-600">{copy.savedIntro}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.path} data-path={normalisePagePath(page.path)} hidden>
                <SiteLink
                  href={page.path}
                  className="block rounded-xl border border-line bg-white px-4 py-3 font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50"
                >
                  {page.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <script dangerouslySetInnerHTML={{ __html: showSavedPages }} />

        <p className="mt-12 border-t border-line pt-6 text-sm text-ink-600">{copy.formsNote}</p>
      </div>
    </Section>
  );
}

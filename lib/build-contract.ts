/**
 * What the site's code and the build's scripts (scripts/) both need to know, written once here. lib/ owns it: the
 * scripts import it (Node loads TypeScript through scripts/register-typescript.mjs), and nothing in lib/, components/,
 * app/ or content/ ever imports scripts/ (ESLint refuses it).
 */

/** The blog's feed, one per language (`/blog/rss.xml`, `/fr/blog/rss.xml`; docs/decisions.md#d40). */
export const FEED_FILE_NAME = "rss.xml";

/**
 * The type every host sends a feed with, in `_headers` and the host configs (scripts/build/headers/header-rules.mjs).
 * Hosts would send an `.xml` file as `application/xml` or `text/xml`: feed readers want the RSS type, and with
 * `nosniff` no one guesses it.
 */
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

/**
 * The id of the legal pages' "draft for legal review" banner (components/sections/legal-document-view.tsx): what
 * `npm run deploy:check` looks for in a page to refuse it (scripts/check/launch-check.mjs, docs/decisions.md#d55).
 */
export const DRAFT_NOTICE_ID = "draft-notice";

/**
 * What a page asks the active service worker when it is not controlled by it (scripts/build/register-service-worker.mjs):
 * to be claimed (lib/service-worker/sw.ts).
 */
export const CLAIM_MESSAGE = "CLAIM";

// A staging build (`SITE_STAGING=1`, docs/decisions.md#d55): every page and response says noindex, and only
// `npm run deploy:check -- --allow-placeholders` lets it through. Read by the security headers step and the deploy check.
// @ts-check

/** What a staging build (`SITE_STAGING=1`) tells search engines, in every page's robots meta and in `X-Robots-Tag` (docs/decisions.md#d55). */
export const STAGING_ROBOTS = "noindex";

/**
 * True when the build is a staging build: `SITE_STAGING=1` (or true, yes). Throws on any other value but empty, 0,
 * false or no, so a typo never makes a production build by mistake, or the other way round.
 * @param {Record<string, string | undefined>} env
 */
export function isStagingBuild(env) {
  const value = String(env.SITE_STAGING ?? "")
    .trim()
    .toLowerCase();
  if (["1", "true", "yes"].includes(value)) return true;
  if (["", "0", "false", "no"].includes(value)) return false;
  throw new Error(`SITE_STAGING must be 1 (a staging build: every page noindex) or unset, got "${env.SITE_STAGING}".`);
}

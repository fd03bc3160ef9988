// Why an export must not be deployed, from its shape alone (docs/decisions.md#d17): a local-preview build, no
// `_headers` or one whose policy allows a local address or lets browsers keep the service worker, no worker, scripts
// with stand-in identifiers, a page without its policy, a policy and scripts that disagree with the analytics provider
// the deploy's environment configures (docs/decisions.md#d91). The placeholders it shows are launch-check.mjs's part.
// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { headersForPath, parseHeadersFile } from "../build/headers/headers-file.mjs";
import { META_PREFIX, connectSource } from "../build/headers/page-policy.mjs";
import { TRACKER_MARKER } from "../config/analytics-env.mjs";
import { PREVIEW_MARKER, bundleText, htmlFiles } from "../config/export-dir.mjs";
import { SERVICE_WORKER_PATH, isRevalidatedEveryTime } from "../config/service-worker.mjs";

/** @typedef {import("../config/analytics-env.mjs").AnalyticsEnv} AnalyticsEnv */

/**
 * Why the folder `dir` must not be deployed (empty when it may). `analytics`: what the deploy's environment configures
 * (scripts/config/analytics-env.mjs); a build that counts no visits unless given.
 * @param {string} dir
 * @param {{ analytics?: AnalyticsEnv }} [options]
 */
export function deployProblems(dir, { analytics = { mode: "off", reason: "not configured" } } = {}) {
  const problems = [];
  if (!existsSync(join(dir, "index.html"))) return ["it holds no export (no index.html): run `npm run build` with the EmailJS variables set"];
  if (existsSync(join(dir, PREVIEW_MARKER))) problems.push(`it is a local-preview build (${PREVIEW_MARKER})`);
  const headersFile = join(dir, "_headers");
  const bundle = bundleText(dir);
  if (!existsSync(headersFile)) {
    problems.push("it has no _headers file (was it built with `npm run build`?)");
  } else {
    const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
    const csp = headersForPath(rules, "/").get("Content-Security-Policy") ?? "";
    if (/127\.0\.0\.1|localhost|\[::1\]/.test(csp)) problems.push("its policy allows a local address");
    problems.push(...analyticsProblems(dir, analytics, csp, bundle));
    const workerCaching = headersForPath(rules, SERVICE_WORKER_PATH).get("Cache-Control");
    if (!isRevalidatedEveryTime(workerCaching)) {
      problems.push(`its _headers lets browsers keep ${SERVICE_WORKER_PATH} (Cache-Control: ${workerCaching ?? "none"}): a deploy would not reach visitors`);
    }
  }
  if (!existsSync(join(dir, SERVICE_WORKER_PATH.slice(1)))) problems.push(`it has no ${SERVICE_WORKER_PATH} (was it built with \`npm run build\`?)`);
  if (/local-preview-key|local_preview_service|local_preview_template|"http:\/\/127\.0\.0\.1/.test(bundle)) {
    problems.push("its scripts carry local-preview identifiers or a local e-mail origin");
  }
  for (const file of htmlFiles(dir)) {
    if (!readFileSync(file, "utf8").includes(META_PREFIX)) {
      problems.push(`${relative(dir, file)} has no Content-Security-Policy`);
      break;
    }
  }
  return problems;
}

/** The sources of a policy's connect-src. @param {string} policy */
const connectSrc = (policy) => /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];

/**
 * Where the export and the configured analytics provider disagree: the provider's origin missing from the header policy
 * or a page's, scripts that count visits elsewhere; or, with none configured, a tracker in the scripts or a source
 * beyond the site and its e-mail service.
 * @param {string} dir
 * @param {AnalyticsEnv} analytics
 * @param {string} headerPolicy
 * @param {string} bundle
 */
function analyticsProblems(dir, analytics, headerPolicy, bundle) {
  if (analytics.mode === "off") {
    const why = analytics.reason === "not configured" ? "NEXT_PUBLIC_ANALYTICS_DOMAIN is not set" : `analytics is off here (${analytics.reason})`;
    const problems = [];
    if (bundle.includes(TRACKER_MARKER)) problems.push(`its scripts carry the analytics tracker, but ${why}: build and check with the same variables`);
    const extra = connectSrc(headerPolicy).slice(2);
    if (extra.length) problems.push(`its policy's connect-src allows ${extra.join(" ")} beyond the site and its e-mail service, but ${why}`);
    return problems;
  }
  const source = connectSource(analytics.host);
  const problems = [];
  const fix = "build and check with the same NEXT_PUBLIC_ANALYTICS_DOMAIN and NEXT_PUBLIC_ANALYTICS_HOST";
  if (!connectSrc(headerPolicy).includes(source)) problems.push(`its _headers policy does not allow ${source}, the configured analytics provider: ${fix}`);
  const page = htmlFiles(dir).find((file) => !connectSrc(readFileSync(file, "utf8").split(META_PREFIX)[1]?.split('"')[0] ?? "").includes(source));
  if (page) problems.push(`${relative(dir, page)}'s policy does not allow ${source}, the configured analytics provider: ${fix}`);
  if (!bundle.includes(JSON.stringify(analytics.endpoint))) problems.push(`its scripts do not count visits at ${analytics.endpoint}: ${fix}`);
  return problems;
}

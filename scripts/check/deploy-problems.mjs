// Why an export must not be deployed, from its shape alone (docs/decisions.md#d17): a local-preview build, no
// `_headers` or one whose policy allows a local address or lets browsers keep the service worker, no worker, scripts
// with stand-in identifiers, a page without its policy. The placeholders it shows are launch-check.mjs's part.
// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { headersForPath, parseHeadersFile } from "../build/headers/headers-file.mjs";
import { META_PREFIX } from "../build/headers/page-policy.mjs";
import { PREVIEW_MARKER, bundleText, htmlFiles } from "../config/export-dir.mjs";
import { SERVICE_WORKER_PATH, isRevalidatedEveryTime } from "../config/service-worker.mjs";

/**
 * Why the folder `dir` must not be deployed (empty when it may).
 * @param {string} dir
 */
export function deployProblems(dir) {
  const problems = [];
  if (!existsSync(join(dir, "index.html"))) return ["it holds no export (no index.html): run `npm run build` with the EmailJS variables set"];
  if (existsSync(join(dir, PREVIEW_MARKER))) problems.push(`it is a local-preview build (${PREVIEW_MARKER})`);
  const headersFile = join(dir, "_headers");
  if (!existsSync(headersFile)) {
    problems.push("it has no _headers file (was it built with `npm run build`?)");
  } else {
    const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
    const csp = headersForPath(rules, "/").get("Content-Security-Policy") ?? "";
    if (/127\.0\.0\.1|localhost|\[::1\]/.test(csp)) problems.push("its policy allows a local address");
    const workerCaching = headersForPath(rules, SERVICE_WORKER_PATH).get("Cache-Control");
    if (!isRevalidatedEveryTime(workerCaching)) {
      problems.push(`its _headers lets browsers keep ${SERVICE_WORKER_PATH} (Cache-Control: ${workerCaching ?? "none"}): a deploy would not reach visitors`);
    }
  }
  if (!existsSync(join(dir, SERVICE_WORKER_PATH.slice(1)))) problems.push(`it has no ${SERVICE_WORKER_PATH} (was it built with \`npm run build\`?)`);
  if (/local-preview-key|local_preview_service|local_preview_template|"http:\/\/127\.0\.0\.1/.test(bundleText(dir))) {
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

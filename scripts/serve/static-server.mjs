// Serves an export the way Netlify or Cloudflare Pages would: clean URLs (/about → about.html), the nearest
// 404.html up the tree with status 404 for unknown paths (/fr/x gets fr/404.html, the French page), and the export's own `_headers` file applied to every response, with the
// hosts' matching rules (scripts/build/headers/headers-file.mjs). Used by `npm start`, the e2e suite and the grader.
// Hand-written on top of serve-handler: no small static server applies `_headers`, and the hosts' own runtime (wrangler) is ~230 MB and slow to start.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, normalize } from "node:path";
import handler from "serve-handler";
import { headersForPath, parseHeadersFile } from "../build/headers/headers-file.mjs";

/** Starts the server on 127.0.0.1:`port` and resolves with it once it listens. */
export function startStaticServer({ dir, port, host = "127.0.0.1" }) {
  // Read once: the file only changes with a new build, after which the server is started again.
  const rules = parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8"));
  const server = createServer((request, response) => {
    const rawPath = new URL(request.url ?? "/", "http://localhost").pathname;
    let pathname = rawPath;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // A malformed escape: match the rules against the path as sent.
    }
    // The hosts read `_headers` but never serve it.
    if (pathname === "/_headers") request.url = "/404-not-a-page";
    const headers = headersForPath(rules, pathname);
    for (const [name, value] of headers) response.setHeader(name, value);
    const notFoundPage = nearestNotFoundPage(dir, pathname);
    if (notFoundPage) {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      response.end(request.method === "HEAD" ? undefined : readFileSync(notFoundPage));
      return;
    }
    // A type from `_headers` (the feeds') wins over the one serve-handler guesses from the extension, as on the hosts.
    const type = [...headers].find(([name]) => name.toLowerCase() === "content-type")?.[1];
    const config = { public: dir, etag: true, ...(type && { headers: [{ source: "**", headers: [{ key: "Content-Type", value: type }] }] }) };
    // A file taken away while it is being sent (a test's copy of the site, removed) ends that answer, not the process.
    const methods = {
      createReadStream: (/** @type {string} */ path, /** @type {object} */ options) => createReadStream(path, options).on("error", () => response.destroy()),
    };
    handler(request, response, config, methods).catch((error) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * For a path the export has no page or file for, the 404.html of the nearest folder above it, below the
 * root (the root's own is served by serve-handler); null when the path exists or only the root's applies.
 */
function nearestNotFoundPage(dir, pathname) {
  const local = normalize(join(dir, pathname));
  if (!local.startsWith(dir)) return null;
  const bare = local.replace(/\/+$/, "");
  if ([local, `${bare}.html`, join(local, "index.html")].some(isFile)) return null;
  for (let folder = pathname.endsWith("/") ? bare : dirname(bare); folder.length > dir.length; folder = dirname(folder)) {
    const page = join(folder, "404.html");
    if (isFile(page)) return page;
  }
  return null;
}

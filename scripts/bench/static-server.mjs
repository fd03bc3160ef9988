// A CDN in miniature for the benchmark: clean URLs, 404.html with status 404, the export's `_headers`, and
// brotli, as Cloudflare or Netlify serve the export. scripts/serve/static-server.mjs (npm start, the tests) is
// built on serve-handler, which only speaks gzip: what a phone downloads would be measured too large.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { headersForPath, parseHeadersFile } from "../build/headers/headers-file.mjs";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const compressible = new Set([".html", ".js", ".css", ".json", ".txt", ".xml", ".svg"]);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a static host answers `pathname` with: x, x.html, x/index.html, else 404.html. */
async function resolve(root, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  for (const candidate of [base, `${base}.html`, join(base, "index.html")]) {
    if (await isFile(candidate)) return { file: candidate, status: 200 };
  }
  return { file: join(root, "404.html"), status: 404 };
}

const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * Brotli of the pages and their assets, made before serving as a CDN keeps them, so compression never
 * shows up as server time. Other files (RSC payloads for client navigation) are compressed on first use.
 */
async function precompress(root) {
  const compressed = new Map();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const asset = file.endsWith(".html") || file.startsWith(join(root, "_next", "static"));
    if (entry.isFile() && asset && compressible.has(extname(file))) compressed.set(file, brotli(await readFile(file)));
  }
  return compressed;
}

/** Serves `root` on 127.0.0.1:`port`; resolves with the server once it listens. */
export async function serveStatic(root, port) {
  const compressed = await precompress(root);
  const headersFile = join(root, "_headers");
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : [];
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const { file, status } = await resolve(root, pathname);
    const extension = extname(file);
    let body = await readFile(file);
    const headers = {
      "Content-Type": types[extension] ?? "application/octet-stream",
      "Cache-Control": pathname.startsWith("/_next/static/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
    };
    if (compressible.has(extension) && /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      if (!compressed.has(file)) compressed.set(file, brotli(body));
      body = compressed.get(file);
      headers["Content-Encoding"] = "br";
    }
    headers["Content-Length"] = body.length;
    for (const [name, value] of headersForPath(rules, pathname)) headers[name] = value;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolveServer, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolveServer(server));
  });
}

// A static host in miniature for the benchmark: clean URLs, 404.html with status 404, brotli for text
// and year-long caching for hashed assets, the way a CDN serves the export. `serve` only speaks gzip.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

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

/** Serves `root` on 127.0.0.1:`port`; resolves with the server once it listens. */
export function serveStatic(root, port) {
  const compressed = new Map();
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
      if (!compressed.has(file)) {
        compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
      body = compressed.get(file);
      headers["Content-Encoding"] = "br";
    }
    headers["Content-Length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolveServer, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolveServer(server));
  });
}

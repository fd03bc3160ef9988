// The framework's floor: a bare, text-only Next.js export with the site's own `next` version and the
// same routes, each page holding just its heading and description. No Next.js page can beat it, so
// the benchmark reads every figure of the site against it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** Plain text of the first match of `pattern` in `html`, tags and entities reduced. */
function textOf(html, pattern) {
  const match = html.match(pattern);
  if (!match) return "";
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** Heading and description of each page, read from the site's export. */
export function floorPages(siteDir, paths, htmlFileOf) {
  return paths.map((path) => {
    const html = readFileSync(join(siteDir, htmlFileOf(path)), "utf8");
    return {
      path,
      heading: textOf(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/),
      text: textOf(html, /<meta name="description" content="([^"]*)"/),
    };
  });
}

const layoutSource = `export const metadata = { title: "Floor" };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;

function pageSource({ heading, text }) {
  return `export default function Page() {
  return (<main><h1>{${JSON.stringify(heading)}}</h1><p>{${JSON.stringify(text)}}</p></main>);
}
`;
}

/**
 * Writes the floor app into `dir` and exports it to `dir/out`, unless the same pages were built
 * with the same `next` before. Returns the export folder.
 */
export function buildFloor({ root, dir, pages }) {
  const nextVersion = createRequire(join(root, "package.json"))("next/package.json").version;
  const key = JSON.stringify({ nextVersion, pages });
  const keyFile = join(dir, "floor-key.json");
  const outDir = join(dir, "out");
  if (existsSync(keyFile) && readFileSync(keyFile, "utf8") === key && existsSync(join(outDir, "index.html"))) return outDir;

  rmSync(dir, { recursive: true, force: true });
  for (const page of pages) {
    const folder = join(dir, "app", ...page.path.split("/").filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "page.jsx"), pageSource(page));
  }
  writeFileSync(join(dir, "app", "layout.jsx"), layoutSource);
  // The floor resolves `next` from the site's node_modules, so its root is the site's root.
  writeFileSync(
    join(dir, "next.config.mjs"),
    `export default { output: "export", images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );

  console.log(`Building the floor (bare Next.js ${nextVersion} export, ${pages.length} routes)...`);
  const build = spawnSync(process.execPath, [join(root, "node_modules", "next", "dist", "bin", "next"), "build", dir], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("The floor build failed.");
  writeFileSync(keyFile, key);
  return outDir;
}

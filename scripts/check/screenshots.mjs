// `npm run screenshots`: full-page PNGs of every route at two phone widths, a tablet's and a desktop's, in the light
// and the dark scheme, for looking at the site. Needs a server: run `npm start` first (it serves out-preview/ or out/ on
// PORT), or set BASE_URL. WIDTHS=375,1280 and SCHEMES=dark narrow a run; paths given as arguments replace the list.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";
import { walkDownPage } from "./scroll-through.mjs";
import { readLocales } from "../editorial/content-source.mjs";

const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const outDir = process.env.OUT_DIR ?? "screenshots";
/** The English pages (one post stands for the blog's), and a not-found page. */
const englishPaths = [
  "/",
  "/about",
  "/services",
  "/services/job-simulation",
  "/services/mental-health",
  "/services/consulting",
  "/contact",
  "/signup",
  "/careers",
  "/blog",
  "/blog/responsible-ai-product-development",
  "/support",
  "/privacy",
  "/terms",
  "/cookies",
  "/does-not-exist",
];
// Every other language shares the English pages' components: the spec routes and the 404 show how its copy fits them.
const translatedPaths = ["/", "/about", "/services", "/contact", "/signup", "/does-not-exist"];
const { locales, defaultLocale } = readLocales(readFileSync(new URL("../../content/locales.ts", import.meta.url), "utf8"));
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      ...englishPaths,
      ...locales.filter((code) => code !== defaultLocale).flatMap((code) => translatedPaths.map((path) => (path === "/" ? `/${code}` : `/${code}${path}`))),
    ];
const listed = (value, fallback) => (value ? value.split(",").map((item) => item.trim()) : fallback);
// 360 × 640 is a common Android screen, 375 an iPhone's, 768 a tablet's portrait (docs/design.md).
const widths = listed(process.env.WIDTHS, ["360", "375", "768", "1280"]).map(Number);
const schemes = listed(process.env.SCHEMES, ["light", "dark"]);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox", "--disable-gpu"] });
for (const [width, colorScheme] of widths.flatMap((width) => schemes.map((scheme) => [width, scheme]))) {
  // Reduced motion paints every section at once (docs/decisions.md#d21): a page that hydrated after the walk below
  // would otherwise hide the sections it had not seen scroll in.
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 }, colorScheme, reducedMotion: "reduce" });
  for (const path of paths) {
    // Not "networkidle": the analytics build's tracker posts with keepalive, whose end Chromium never reports.
    await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
    // Walk down once so lazy images load (told by their load events, not by animation frames, which a headless page
    // in the background may never run: docs/decisions.md#d97); a step that waits in vain is reported, not fatal.
    const problem = await walkDownPage(page, 5000);
    if (problem) console.warn(`${path} at ${width} px, ${colorScheme}: ${problem}`);
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      // A full-page picture is taken from the top: the blocks the browser skips until they near the viewport
      // (content-visibility, docs/decisions.md#d119) are drawn as a reader scrolling to them would see them.
      for (const block of document.querySelectorAll("[data-reveal]")) block.style.contentVisibility = "visible";
      // An image that never loads (a lazy one the layout hides) must not hold the picture: a few seconds at most.
      const loaded = Promise.all([document.fonts.ready, ...[...document.images].map((image) => image.decode().catch(() => {}))]);
      await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    });
    const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}-${colorScheme}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();

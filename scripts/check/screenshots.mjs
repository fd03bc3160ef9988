// `npm run screenshots`: full-page PNGs of every route at phone and desktop widths, for looking at the site.
// Needs a server: run `npm start` first (it serves out-preview/ or out/ on PORT), or set BASE_URL.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";
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
const widths = [375, 1280];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox", "--disable-gpu"] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
  for (const path of paths) {
    await page.goto(new URL(path, baseURL).href, { waitUntil: "networkidle" });
    // Scroll through once so scroll-triggered sections have revealed themselves.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(700);
    const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();

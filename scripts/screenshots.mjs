// `npm run screenshots`: full-page PNGs of every route at phone and desktop widths, for looking at the site.
// Needs a server: run `npm start` first (it serves out-preview/ or out/ on PORT), or set BASE_URL.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";

const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const outDir = process.env.OUT_DIR ?? "screenshots";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
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
      // The French pages share the English ones' components: the spec routes and the 404 show how French copy fits them.
      "/fr",
      "/fr/about",
      "/fr/services",
      "/fr/contact",
      "/fr/signup",
      "/fr/page-introuvable",
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

// `npm run specimens`: the pictures of docs/design.md (the palette in each colour scheme, the type scale, a post's prose,
// the bands' rhythm, every drawing in both schemes, the drawings in their pages), drawn by the site's own stylesheet in headless
// Chromium, so they show what the CSS draws today. Needs a server, like `npm run screenshots`: run `npm start` first
// (it serves out-preview/ or out/ on PORT), or set BASE_URL. DRAWING_SCALE=3 draws the drawings larger, for a close look.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { findChromium } from "./chromium.mjs";

const root = join(import.meta.dirname, "..", "..");
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const outDir = join(root, "docs", "design");

const home = await fetch(baseURL).then((response) => response.text());
const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => new URL(match[1], baseURL).href);
if (stylesheets.length === 0) throw new Error(`No stylesheet in ${baseURL}: is the site served there?`);
// The font's custom properties are set by classes on <html> (lib/font.ts).
const htmlClass = /<html[^>]* class="([^"]*)"/.exec(home)?.[1] ?? "";

// The colour tokens of app/globals.css, as declared before its dark block: the roles have no number, the tones one.
const css = readFileSync(join(root, "app", "globals.css"), "utf8");
const declared = css.slice(0, css.indexOf("@media (prefers-color-scheme: dark)"));
const tokens = new Map([...declared.matchAll(/--color-([a-z-]+(?:-\d+)?):\s*(#[0-9a-f]+)/gi)].map((match) => [match[1], match[2]]));
const roles = [...tokens.keys()].filter((name) => !/\d$/.test(name));
// A tone no utility uses is left out of the stylesheet (the share images read it from app/globals.css): drawn from there.
const tones = [...tokens.keys()].filter((name) => /\d$/.test(name));
// The drawings' roles, each a role or a tone above (docs/design.md#illustrations).
const drawingRoles = [...declared.matchAll(/--(illo-[a-z0-9-]+):/g)].map((match) => match[1]);
const drawingsDir = join(root, "components", "illustrations");
const drawings = readdirSync(drawingsDir)
  .filter((file) => file.endsWith(".svg"))
  .map((file) => file.slice(0, -".svg".length));

const frame = (body, width) =>
  `<!doctype html><html lang="en" class="${htmlClass}"><head>${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("")}` +
  `<style>body{margin:0;width:${width}px}.label{font:500 12px/1.4 var(--font-sans);color:var(--color-muted)}</style></head>` +
  `<body class="bg-page text-ink font-sans antialiased">${body}</body></html>`;

const swatch = (name, fill = `var(--color-${name})`) =>
  `<div style="display:flex;gap:12px;align-items:center"><span data-colour="${name}" style="width:56px;height:40px;border-radius:10px;` +
  `background:${fill};box-shadow:inset 0 0 0 1px var(--color-line)"></span>` +
  `<span><b style="font:600 13px var(--font-sans)">${name}</b><br><span class="label" data-value="${name}"></span></span></div>`;

const palette = (title) =>
  `<div style="padding:32px"><p class="eyebrow">${title}</p>` +
  `<p class="label" style="margin:16px 0 8px">Roles: what components draw with; this scheme's tone of each</p>` +
  `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:14px 20px">${roles.map((name) => swatch(name)).join("")}</div>` +
  `<p class="label" style="margin:24px 0 8px">Brand tones: the same in both schemes (footer, dark bands, gradients, share images)</p>` +
  `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:14px 20px">${tones.map((name) => swatch(name, tokens.get(name))).join("")}</div>` +
  `<p class="label" style="margin:24px 0 8px">Drawings: the --illo-* roles, each a role or a tone above (skin is people's)</p>` +
  `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:14px 20px">${drawingRoles.map((name) => swatch(name, `var(--${name})`)).join("")}</div></div>`;

/** A drawing as the page writes it, on the ground it stands on: a scene on the page, a spot on a card. */
const drawingSpecimen = (name, width) =>
  `<div class="${name.startsWith("spot-") ? "bg-raised" : "bg-page"}" style="padding:12px">` +
  readFileSync(join(drawingsDir, `${name}.svg`), "utf8").replace("<svg ", `<svg style="display:block;width:${width - 24}px;height:auto" `) +
  `</div>`;

/** Each step of the type scale, with the classes the components use for it (docs/design.md). */
const typeSteps = [
  ["Display: the home hero's title", "text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl", "Building a Borderless AI Future"],
  ["Page title: every other h1", "text-4xl font-extrabold tracking-tight sm:text-5xl", "Our Solutions"],
  ["Section title: h2", "text-3xl font-bold tracking-tight sm:text-4xl", "A Global Talent Gap in AI"],
  ["Tagline", "text-xl font-semibold text-brand sm:text-2xl", "Unlocking Global AI Talent"],
  ["Card title: h3", "text-xl font-semibold", "Quality Education"],
  ["Figure", "text-2xl font-extrabold tracking-tight text-brand", "1 in 5"],
  ["Lead: a section's intro", "text-lg leading-relaxed text-muted", "Every programme we run is measured against three of the UN's goals."],
  ["Body", "leading-relaxed text-muted", "Paid projects, apprenticeships and job pathways that turn new skills into fair income."],
  ["Small: hints, meta", "text-sm text-muted", "Only letters, numbers, dashes or underscores."],
  ["Eyebrow: a band's label", "eyebrow", "The problem"],
];
const typeScale =
  `<div style="padding:32px 40px;display:grid;gap:18px">` +
  typeSteps
    .map(
      ([name, classes, sample]) =>
        `<div style="display:grid;grid-template-columns:230px 1fr;gap:24px;align-items:baseline"><span class="label"><b>${name}</b><br>` +
        `<span data-metrics></span><br><code style="font-size:11px">${classes}</code></span><p class="${classes}" style="margin:0">${sample}</p></div>`,
    )
    .join("") +
  `</div>`;

/** A page's bands with the Section component's padding and the shared gap (components/ui/section.tsx). */
const band = (ground, label, spacing) =>
  `<section ${ground === "white" ? 'data-page-ground=""' : ""} class="${{ white: "", surface: "bg-surface", dark: "bg-deep" }[ground]} ${spacing}">` +
  `<div class="container-page"><div style="border:1px dashed var(--color-brand);border-radius:8px;padding:10px 14px">` +
  `<p class="eyebrow ${ground === "dark" ? "text-brand-300" : ""}">${label}</p><p data-padding class="label" style="margin:6px 0 0${ground === "dark" ? ";color:#fffc" : ""}"></p>` +
  `</div></div></section>`;
const rhythm =
  band("white", "Page ground, xl", "py-14 sm:py-28") +
  band("white", "Page ground again, sm: shares one gap", "py-12 sm:py-20") +
  band("surface", "Surface, md", "py-12 sm:py-24") +
  band("dark", "Deep, lg", "py-14 sm:py-24") +
  band("white", "Page ground, xl", "py-14 sm:py-28");

/** A post's long-form text, as components/ui/prose.tsx draws the HTML of its Markdown (the `prose` utility, D114). */
const prose =
  `<div style="padding:28px 32px"><div class="prose text-lg leading-relaxed text-body">` +
  `<p>Most organisations that build AI now have a set of <a href="#">responsible-AI principles</a>. The gap between ` +
  `principle and practice is where harm happens.</p>` +
  `<h2>Before building: is this the right problem?</h2>` +
  `<ul><li><strong>Who is affected?</strong> Not only the users, but the people the system decides about.</li>` +
  `<li><strong>Is AI needed at all?</strong> A clear rule is often cheaper.</li></ul>` +
  `<blockquote>A model is not unfair because a company forgot to value fairness.</blockquote>` +
  `<h3>Evaluation: one number is never enough</h3><p>Plans are written before training starts, in <code>eval.md</code>.</p>` +
  `</div></div>`;

/** Writes what the browser computed beside each specimen, so the pictures state their own values. */
function annotate() {
  const hex = (colour) => {
    const [r, g, b, a] = colour.match(/[\d.]+/g).map(Number);
    const value = "#" + [r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("");
    return a === undefined || a === 1 ? value : `${value} at ${Math.round(a * 100)} %`;
  };
  for (const element of document.querySelectorAll("[data-value]")) {
    element.textContent = hex(getComputedStyle(document.querySelector(`[data-colour="${element.dataset.value}"]`)).backgroundColor);
  }
  for (const element of document.querySelectorAll("[data-metrics]")) {
    const style = getComputedStyle(element.closest("div").querySelector("p"));
    const tracking = style.letterSpacing === "normal" ? "0" : `${(parseFloat(style.letterSpacing) / parseFloat(style.fontSize)).toFixed(3)} em`;
    element.textContent = `${style.fontSize} / ${style.lineHeight}, weight ${style.fontWeight}, tracking ${tracking}`;
  }
  for (const element of document.querySelectorAll("[data-padding]")) {
    const style = getComputedStyle(element.closest("section"));
    element.textContent = `padding ${style.paddingTop} top, ${style.paddingBottom} bottom`;
  }
}

/** Light and dark, side by side. */
async function sideBySide(light, dark) {
  const [lightMeta, darkMeta] = await Promise.all([sharp(light).metadata(), sharp(dark).metadata()]);
  return sharp({ create: { width: lightMeta.width + darkMeta.width, height: Math.max(lightMeta.height, darkMeta.height), channels: 3, background: "#ffffff" } })
    .composite([
      { input: light, left: 0, top: 0 },
      { input: dark, left: lightMeta.width, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** A page of the site at one width, scrolled to its first drawing, as a visitor sees that screen (half size). */
async function inPage(browser, { path, width, colorScheme }) {
  const height = width < 600 ? 740 : 800;
  const page = await browser.newPage({ viewport: { width, height }, colorScheme, reducedMotion: "reduce" });
  await page.goto(new URL(path, baseURL).href, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  const drawing = page.locator("[data-illustration]").first();
  if (path !== "/" && !path.endsWith("/offline") && !path.includes("does-not")) {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await drawing.evaluate((element) => element.scrollIntoView({ block: "center" }));
    // The navbar fades to solid once the page has scrolled past its threshold (components/layout/header-frame.tsx): the
    // picture waits for that fade. A drawing already in the first screen scrolls nothing, and the navbar stays clear.
    const navbar = page.locator("header").first();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await navbar.evaluate((header) => Promise.all(header.getAnimations().map((animation) => animation.finished)));
  }
  // A drawing is an image, lazy below the first screen: the picture waits for it to be drawn.
  await drawing.evaluate((element) => (element instanceof HTMLImageElement ? element.decode() : undefined));
  const png = await page.screenshot();
  await page.close();
  return sharp(png)
    .resize(Math.round(width / 2), height / 2)
    .png()
    .toBuffer();
}

async function specimen(browser, { html, width, colorScheme = "light", scale = 1 }) {
  const page = await browser.newPage({ viewport: { width, height: 600 }, colorScheme, deviceScaleFactor: scale });
  // Served from the site's own origin, so its stylesheet and font load as they do for a page (the headers allow
  // them same-origin only); the specimen itself is not a page of the site, so it carries no policy.
  const address = new URL("/design-specimen", baseURL).href;
  await page.route(address, (route) => route.fulfill({ contentType: "text/html", body: frame(html, width) }));
  await page.goto(address, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(annotate);
  // The specimen's own height, not the window's: a drawing is shorter than the 600 px it is drawn in.
  const png = await page.locator("body").screenshot();
  await page.close();
  return png;
}

/** A 256-colour PNG: the pictures are flat colour and text, and stay small in the repository. */
const save = (png, name) => sharp(png).png({ palette: true, colours: 128, compressionLevel: 9 }).toFile(join(outDir, name));

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox", "--disable-gpu"] });
for (const colorScheme of ["light", "dark"]) {
  await save(await specimen(browser, { html: palette(`Palette, ${colorScheme} scheme`), width: 960, colorScheme }), `palette-${colorScheme}.png`);
}
await save(await specimen(browser, { html: typeScale, width: 1280 }), "type-scale.png");
// A post's text at a phone's measure, light and dark.
await save(
  await sideBySide(await specimen(browser, { html: prose, width: 600 }), await specimen(browser, { html: prose, width: 600, colorScheme: "dark" })),
  "prose.png",
);
// The rhythm at a phone's width and a desktop's, side by side.
const [phone, desktop] = [await specimen(browser, { html: rhythm, width: 375 }), await specimen(browser, { html: rhythm, width: 1024 })];
const [phoneMeta, desktopMeta] = await Promise.all([sharp(phone).metadata(), sharp(desktop).metadata()]);
const combined = await sharp({ create: { width: 375 + 24 + 1024, height: Math.max(phoneMeta.height, desktopMeta.height), channels: 3, background: "#ffffff" } })
  .composite([
    { input: phone, left: 0, top: 0 },
    { input: desktop, left: 375 + 24, top: 0 },
  ])
  .png()
  .toBuffer();
await save(combined, "rhythm.png");
// Every drawing, light and dark, on the ground it stands on in each scheme: a scene 240 px wide, a spot 160.
const drawingScale = Number(process.env.DRAWING_SCALE ?? 1);
for (const name of drawings) {
  const width = name.startsWith("spot-") ? 160 : 240;
  const pictures = [];
  for (const colorScheme of ["light", "dark"])
    pictures.push(await specimen(browser, { html: drawingSpecimen(name, width), width, colorScheme, scale: drawingScale }));
  await save(await sideBySide(...pictures), `illustration-${name}.png`);
}
// The drawings in their pages, light then dark: a phone's screens, and the home page's first screen on a desktop.
const phonePaths = ["/", "/services", "/services/job-simulation", "/offline", "/does-not-exist"];
const phoneRow = async (colorScheme) => {
  const screens = [];
  for (const path of phonePaths) screens.push(await inPage(browser, { path, width: 375, colorScheme }));
  return sharp({ create: { width: screens.length * 196, height: 370, channels: 3, background: "#ffffff" } })
    .composite(screens.map((input, index) => ({ input, left: index * 196, top: 0 })))
    .png()
    .toBuffer();
};
const [phoneLight, phoneDark] = [await phoneRow("light"), await phoneRow("dark")];
await save(
  await sharp({ create: { width: phonePaths.length * 196, height: 370 * 2 + 8, channels: 3, background: "#ffffff" } })
    .composite([
      { input: phoneLight, left: 0, top: 0 },
      { input: phoneDark, left: 0, top: 378 },
    ])
    .png()
    .toBuffer(),
  "in-page-375.png",
);
const homeScreens = [];
for (const colorScheme of ["light", "dark"]) homeScreens.push(await inPage(browser, { path: "/", width: 1280, colorScheme }));
await save(await sideBySide(...homeScreens), "in-page-1280.png");
await browser.close();
console.log(`docs/design/: the palette, type scale, rhythm, ${drawings.length} drawings and their pages (from ${stylesheets.join(", ")})`);

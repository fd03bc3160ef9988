/**
 * Draws one page's link-preview image as a PNG, at build time (app/og/[...image]/route.tsx). next/og's
 * ImageResponse (Satori, then resvg) lays out the card; the fonts are the site's Inter, unpacked to static
 * TrueType by scripts/build/share-image-fonts.mjs. Nothing is fetched: a character the fonts cannot draw would make
 * Satori look for a font online, so the text is checked first and the build stops naming the page. resvg's
 * full-colour PNG of the gradients weighs about 200 KiB; sharp reduces it to a 256-colour palette, lightly
 * dithered (about 95 KiB, the gradients still smooth), and the build stops if an image ever passes the limit. The
 * words drawn are also written into the PNG as text (lib/png-text.ts), so `npm run deploy:check` can read them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "@/content/site";
import { coverNetwork } from "@/lib/cover-network";
import { SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_SIZE, shareCardText, shareCardWords, undrawable, type ShareCard } from "@/lib/share-images";
import { characterMap } from "@/lib/font-cmap";
import { withText } from "@/lib/png-text";
import { ShareCardImage, type ShareCardColours } from "./share-card-image";

type Weight = 500 | 600 | 800;
interface LoadedFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

const root = process.cwd();
const fontDir = join(root, ".generated", "share-image");

let loaded: { fonts: LoadedFont[]; characters: Set<number>; colours: ShareCardColours; logo: string; homeArt: string } | undefined;

const dataUri = (file: string) => `data:image/svg+xml;base64,${readFileSync(join(root, file)).toString("base64")}`;

/** The colour tokens of app/globals.css: the images follow the site's palette. */
function themeColours(): ShareCardColours {
  const css = readFileSync(join(root, "app", "globals.css"), "utf8");
  const tokens = new Map([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [match[1], match[2]]));
  const token = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`Share images: app/globals.css has no --color-${name}.`);
    return value;
  };
  return {
    ink950: token("ink-950"),
    ink900: token("ink-900"),
    brand700: token("brand-700"),
    brand500: token("brand-500"),
    brand300: token("brand-300"),
    brand100: token("brand-100"),
    accent400: token("accent-400"),
    accent500: token("accent-500"),
  };
}

function assets() {
  if (loaded) return loaded;
  let files: string[];
  try {
    files = readdirSync(fontDir).filter((file) => file.endsWith(".ttf"));
  } catch {
    files = [];
  }
  if (files.length === 0) throw new Error("Share images: no fonts in .generated/share-image/. Run `npm run prebuild` (npm run build does).");
  // The Latin files first: Satori takes a glyph from the first font that has it.
  files.sort((a, b) => Number(a.includes("-ext-")) - Number(b.includes("-ext-")));
  const fonts = files.map((file) => ({
    name: "Inter",
    data: readFileSync(join(fontDir, file)),
    weight: Number(/-(\d+)\.ttf$/.exec(file)?.[1]) as Weight,
    style: "normal" as const,
  }));
  const characters = new Set(fonts.flatMap((font) => [...characterMap(font.data).keys()]));
  loaded = { fonts, characters, colours: themeColours(), logo: dataUri("app/icon.svg"), homeArt: dataUri("components/share-image/africa-network.svg") };
  return loaded;
}

/**
 * next/og and sharp, loaded by Node itself when the build draws the images instead of being bundled: both are
 * async modules to Turbopack (sharp's ESM entry as an external package, next/og's WebAssembly), and once any
 * module of the app imports one, Turbopack adds its async-module runtime to the runtime chunk every page
 * loads (+1.2 KB, +449 bytes gzip, measured), although no page uses it.
 */
async function loadTools(): Promise<{ ImageResponse: typeof import("next/og").ImageResponse; sharp: typeof import("sharp").default }> {
  const [og, sharp] = await Promise.all([
    import(/* turbopackIgnore: true */ "next/og.js") as Promise<typeof import("next/og")>,
    import(/* turbopackIgnore: true */ "sharp") as Promise<typeof import("sharp")>,
  ]);
  return { ImageResponse: og.ImageResponse, sharp: sharp.default };
}

/** The PNG of one page's link-preview image. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const { fonts, characters, colours, logo, homeArt } = assets();
  const missing = undrawable(shareCardText(card), characters);
  if (missing.length > 0) {
    const list = missing.map((character) => `"${character}" (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`).join(", ");
    throw new Error(
      `Share image of ${card.path}: Inter cannot draw ${list}. Change the copy, or add a font that has it to scripts/build/share-image-fonts.mjs.`,
    );
  }
  const { ImageResponse, sharp } = await loadTools();
  const response = new ImageResponse(<ShareCardImage card={card} assets={{ colours, logo, homeArt, network: coverNetwork(card.seed), name: site.name }} />, {
    ...SHARE_IMAGE_SIZE,
    fonts,
  });
  const png = await sharp(Buffer.from(await response.arrayBuffer()))
    .png({ palette: true, effort: 4, dither: 0.5, compressionLevel: 9 })
    .toBuffer();
  if (png.length > SHARE_IMAGE_MAX_BYTES) {
    throw new Error(
      `Share image of ${card.path}: ${Math.round(png.length / 1024)} KiB, over the ${SHARE_IMAGE_MAX_BYTES / 1024} KiB limit. Simplify the card.`,
    );
  }
  // The words it draws go inside the file too, for the deploy check to read (docs/decisions.md#d55).
  return withText(png, shareCardWords(card));
}

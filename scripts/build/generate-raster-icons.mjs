// Exists because iOS touch icons need a PNG: rebuilds app/apple-icon.png from scripts/build/assets/apple-icon.svg. (The link-preview
// images are drawn by every build: app/og/[...image]/route.tsx, docs/decisions.md#d38.)
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const asset = (name) => path.join(root, "scripts", "build", "assets", name);

const jobs = [{ src: asset("apple-icon.svg"), out: path.join(root, "app", "apple-icon.png"), size: [180, 180] }];

for (const {
  src,
  out,
  size: [width, height],
} of jobs) {
  const svg = await readFile(src);
  const info = await sharp(svg, { density: 72 }).resize(width, height).png({ compressionLevel: 9, palette: true }).toFile(out);
  console.log(`${path.relative(root, out)}: ${info.width}x${info.height}, ${info.size} bytes`);
}

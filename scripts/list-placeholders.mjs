// Lists every value under content/ still marked PLACEHOLDER, so editors know what the business must supply.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const marker = /\/\/\s*PLACEHOLDER:\s*(.+)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mdx?)$/.test(entry.name)) yield path;
  }
}

const found = [];
for (const file of files(join(root, "content"))) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      const match = line.match(marker);
      if (!match) return;
      const value = line.match(/"([^"]*)"/)?.[1] ?? "";
      found.push({ where: `${relative(root, file)}:${index + 1}`, needed: match[1].trim(), value });
    });
}

const envNames = ["NEXT_PUBLIC_EMAILJS_PUBLIC_KEY", "NEXT_PUBLIC_EMAILJS_SERVICE_ID", "NEXT_PUBLIC_EMAILJS_TEMPLATE_ID", "NEXT_PUBLIC_SITE_URL"];
const missingEnv = envNames.filter((name) => !process.env[name]);

if (found.length === 0 && missingEnv.length === 0) {
  console.log("No placeholders left.");
} else {
  console.log(`${found.length} placeholder value(s) in content/:\n`);
  for (const item of found) console.log(`  ${item.where}\n    needs: ${item.needed}\n    now:   ${item.value}\n`);
  if (missingEnv.length) console.log(`Environment variables not set here (see .env.example): ${missingEnv.join(", ")}`);
}

// Lists every value under content/ still marked PLACEHOLDER, so editors know what the business must supply
// (scripts/editorial/placeholder-markers.mjs reads the markers; `npm run deploy:check` refuses a build that shows one).
import { join } from "node:path";
import { contentPlaceholders } from "./placeholder-markers.mjs";

const root = join(import.meta.dirname, "..", "..");
const found = contentPlaceholders(root);

const envNames = ["NEXT_PUBLIC_EMAILJS_PUBLIC_KEY", "NEXT_PUBLIC_EMAILJS_SERVICE_ID", "NEXT_PUBLIC_EMAILJS_TEMPLATE_ID", "NEXT_PUBLIC_SITE_URL"];
const missingEnv = envNames.filter((name) => !process.env[name]);

if (found.length === 0 && missingEnv.length === 0) {
  console.log("No placeholders left.");
} else {
  console.log(`${found.length} placeholder value(s) in content/:\n`);
  for (const item of found) {
    console.log(`  ${item.file}:${item.line}${item.path ? ` ${item.path}` : ""}`);
    console.log(`    needs: ${item.needed}`);
    console.log(`    now:   ${item.value === undefined ? "(nothing yet: no page shows it)" : JSON.stringify(item.value)}\n`);
  }
  console.log("Replace each value and delete its marker. `npm run deploy:check` refuses a build whose pages still show one.");
  if (missingEnv.length) console.log(`Environment variables not set here (see .env.example): ${missingEnv.join(", ")}`);
}

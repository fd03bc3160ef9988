// `npm run deploy:check`: refuses (exit 1) to call out/ deployable unless it is a production build with its
// security headers: no local-preview marker, a _headers file whose policy names no local address, scripts
// without stand-in identifiers or a local e-mail origin, and a policy on every page. The README's deploy
// commands run it before anything is uploaded.
import { join, relative } from "node:path";
import { DEPLOY_DIR } from "./export-dir.mjs";
import { deployProblems } from "./security-headers.mjs";

const root = join(import.meta.dirname, "..");
const dirArgument = process.argv.indexOf("--dir");
const dir = join(root, dirArgument > 0 ? process.argv[dirArgument + 1] : DEPLOY_DIR);
const problems = deployProblems(dir);
if (problems.length) {
  console.error(`✖ ${relative(root, dir) || "."}/ must not be deployed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(`✔ ${relative(root, dir)}/ is a production build with its security headers: ready to deploy.`);

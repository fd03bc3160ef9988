import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Links go through SiteLink: the client router without next/link's code or prefetching (docs/decisions.md#d41, #d116).
const siteLinkOnly = { name: "next/link", message: "Use SiteLink (components/ui/site-link.tsx): it does not prefetch, and costs no next/link code." };
// The site's code never imports the build's scripts: what both need lives in lib/ (lib/build-contract.ts), and the
// scripts import it (docs/decisions.md#d63).
const noScripts = {
  regex: "^(@/|(\\.\\./)+)scripts/",
  message: "The site's code never imports scripts/: put what both need in lib/ (lib/build-contract.ts) and import it from the script.",
};
const siteCode = ["app/**", "components/**", "content/**", "lib/**"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { rules: { "no-restricted-imports": ["error", { paths: [siteLinkOnly] }] } },
  { files: siteCode, rules: { "no-restricted-imports": ["error", { paths: [siteLinkOnly], patterns: [noScripts] }] } },
  {
    // These modules run in the browser (client islands and what they import). cn() carries tailwind-merge, about
    // 8 KiB gzip that every phone would download on every page, so they join classes with clsx and never pass two
    // classes for one property; the server components use cn().
    files: [
      "components/forms/**",
      "components/layout/{header-frame,nav-link}.tsx",
      "components/ui/button-classes.ts",
      "components/ui/{button-link,field-error,select-field,spinner,text-area-field,text-field}.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [siteLinkOnly, { name: "@/lib/cn", message: "Browser code joins classes with clsx: cn() ships tailwind-merge (≈8 KiB gzip) to every page." }],
          patterns: [noScripts],
        },
      ],
    },
  },
  globalIgnores([".next/**", "out/**", "out-preview/**", "out-proof/**", "deploy/**", ".bench/**", "next-env.d.ts", "playwright-report/**", "test-results/**"]),
]);

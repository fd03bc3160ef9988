// The security headers step (scripts/build/write-headers.mjs and scripts/build/headers/): what it hashes, where the policy goes, how
// `_headers` is read, that it stays within Cloudflare Pages' limits with 200 blog posts, and that a preview
// build can never pass for a deployable one.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { DEPLOY_DIR, PREVIEW_DIR, PREVIEW_MARKER, exportDirFor } from "../scripts/config/export-dir.mjs";
import { headerRules } from "../scripts/build/headers/header-rules.mjs";
import { HOST_LIMITS, formatHeadersFile, headersForPath, hostLimitProblems, parseHeadersFile } from "../scripts/build/headers/headers-file.mjs";
import { cloudFrontPolicies, nginxConfig } from "../scripts/build/headers/host-configs.mjs";
import { META_PREFIX, hashSource, injectPolicy, scanHtml } from "../scripts/build/headers/page-policy.mjs";
import { secureExport } from "../scripts/build/write-headers.mjs";
import { deployProblems } from "../scripts/check/deploy-problems.mjs";
import { isRevalidatedEveryTime } from "../scripts/config/service-worker.mjs";
import { TRACKER_MARKER } from "../scripts/config/analytics-env.mjs";

const EMAILJS = "https://api.emailjs.com";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A page shaped like Next's export: charset first, external chunks, JSON-LD, flight-data scripts. */
function nextPage(id: string, extraBody = "") {
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>`,
    `<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/main.js" async=""></script>`,
    `<title>${id}</title></head><body><img alt="" src="/logo.svg" style="color:transparent"/>`,
    `<script type="application/ld+json">{"@type":"BlogPosting","name":"${id}"}</script>`,
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script>self.__next_f.push([1,"page ${id} \\u003c/script\\u003e"])</script>`,
    extraBody,
    `</body></html>`,
  ].join("");
}

/** A synthetic export with `posts` blog posts, a 404 page and a chunk that sends to `origin`. */
function syntheticExport(posts: number, origin = EMAILJS) {
  const dir = mkdtempSync(join(tmpdir(), "security-headers-"));
  temporary.push(dir);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write("index.html", nextPage("home"));
  write("404.html", nextPage("not-found"));
  for (let index = 0; index < posts; index += 1) write(`blog/post-${index}.html`, nextPage(`post-${index}`));
  write("_next/static/chunks/main.js", `init({publicKey:"pk",origin:${JSON.stringify(origin)}})`);
  return dir;
}

const metaPolicy = (html: string) => new RegExp(`${META_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^"]*)"`).exec(html)?.[1] ?? "";

describe("scanHtml", () => {
  it("hashes exactly the executable inline scripts, not JSON-LD or external ones", () => {
    const found = scanHtml(nextPage("x"));
    assert.deepEqual(found.scripts, ["(self.__next_f=self.__next_f||[]).push([0])", 'self.__next_f.push([1,"page x \\u003c/script\\u003e"])']);
    assert.equal(hashSource(""), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    assert.equal(hashSource(found.scripts[0]!), sha(found.scripts[0]!));
  });

  it("finds styles inside <noscript>, decodes style attributes, and skips comments", () => {
    const found = scanHtml(
      `<head><noscript><style>[data-menu]{display:none}</style></noscript></head><!-- <script>not code</script> --><p style="font-family:&quot;Inter&quot;">a</p><script type="module">import "/a.js"</script>`,
    );
    assert.deepEqual(found.styles, ["[data-menu]{display:none}"]);
    assert.deepEqual(found.styleAttributes, ['font-family:"Inter"']);
    assert.deepEqual(found.scripts, ['import "/a.js"']);
  });

  it("reports inline event handlers and javascript: URLs, which no hash can allow", () => {
    const found = scanHtml(`<button onclick="go()">a</button><a href=" javascript:alert(1)">b</a>`);
    assert.equal(found.handlers.length, 1);
    assert.equal(found.javascriptUrls.length, 1);
  });

  it("takes a script's or a style's text as the browser hashes it: markup and entities in it are text, CR LF is LF", () => {
    const found = scanHtml(
      `<title>a <b> &amp;</title><textarea><script>not code</script></textarea><script>if (a<b) x = "</div>&amp;";\r\n</script><style>a>b{content:"&amp;"}</style><p ONCLICK="x" onclick="y">a</p>`,
    );
    assert.deepEqual(found.scripts, ['if (a<b) x = "</div>&amp;";\n']);
    assert.deepEqual(found.styles, ['a>b{content:"&amp;"}']);
    assert.deepEqual(found.handlers, ["<p onclick>", "<p onclick>"], "a repeated attribute is seen too");
  });
});

describe("injectPolicy", () => {
  it("puts the policy right after the charset, before any script, and replaces an earlier one", () => {
    const once = injectPolicy(nextPage("x"), "default-src 'none'");
    assert.ok(once.indexOf(META_PREFIX) < once.indexOf("<script"));
    assert.ok(once.indexOf('<meta charSet="utf-8"/>') < once.indexOf(META_PREFIX));
    const twice = injectPolicy(once, "default-src 'self'");
    assert.equal(twice.split(META_PREFIX).length, 2);
    assert.equal(metaPolicy(twice), "default-src 'self'");
  });
});

describe("secureExport", () => {
  it("stays within Cloudflare Pages' limits with 200 blog posts: _headers does not grow with the pages", () => {
    const large = syntheticExport(200);
    const small = syntheticExport(1);
    const { headersText, pages } = secureExport({ dir: large, emailOrigin: EMAILJS, runtimeStyles: ["[data-sonner-toaster]{}"] });
    assert.equal(pages.length, 202);
    assert.deepEqual(hostLimitProblems(headersText), []);
    assert.ok(parseHeadersFile(headersText).length <= HOST_LIMITS.rules);
    for (const line of headersText.split("\n")) assert.ok(line.length <= HOST_LIMITS.lineLength, line);
    assert.equal(secureExport({ dir: small, emailOrigin: EMAILJS, runtimeStyles: ["[data-sonner-toaster]{}"] }).headersText, headersText);
    assert.equal(readFileSync(join(large, "_headers"), "utf8"), headersText);
  });

  it("gives each page the hashes of its own inline scripts only, and no unsafe source", () => {
    const dir = syntheticExport(2);
    secureExport({ dir, emailOrigin: EMAILJS, runtimeStyles: ["[data-sonner-toaster]{}"] });
    const post0 = metaPolicy(readFileSync(join(dir, "blog/post-0.html"), "utf8"));
    const script = (id: string) => `self.__next_f.push([1,"page ${id} \\u003c/script\\u003e"])`;
    assert.match(post0, /^default-src 'none'; script-src 'self' /);
    assert.ok(post0.includes(sha(script("post-0"))));
    assert.ok(!post0.includes(sha(script("post-1"))));
    assert.ok(!post0.includes(sha('{"@type":"BlogPosting","name":"post-0"}')), "JSON-LD is data, not code");
    assert.ok(post0.includes(sha("[data-sonner-toaster]{}")) && post0.includes(sha("color:transparent")));
    assert.doesNotMatch(post0, /unsafe-inline|unsafe-eval|\*/);
    assert.match(post0, /connect-src 'self' https:\/\/api\.emailjs\.com;/);
  });

  it("fails the build, naming the file, for inline code CSP could only allow with 'unsafe-inline'", () => {
    const dir = syntheticExport(1);
    writeFileSync(join(dir, "blog/post-0.html"), nextPage("p", `<button onclick="x()">x</button>`));
    assert.throws(() => secureExport({ dir, emailOrigin: EMAILJS }), /blog\/post-0\.html: inline event handlers/);
  });

  it("refuses an export whose scripts send to another e-mail origin than the policy would allow", () => {
    const dir = syntheticExport(1, "http://127.0.0.1:8787");
    assert.throws(() => secureExport({ dir, emailOrigin: EMAILJS }), /another e-mail origin/);
  });
});

describe("_headers", () => {
  const rules = headerRules({ emailOrigin: EMAILJS });
  const parsed = parseHeadersFile(formatHeadersFile(rules));

  it("sends the security headers on every path and caches only /_next/static/* for a year", () => {
    const page = headersForPath(parsed, "/blog/post-1");
    assert.match(page.get("Content-Security-Policy")!, /frame-ancestors 'none'/);
    assert.match(page.get("Content-Security-Policy")!, /connect-src 'self' https:\/\/api\.emailjs\.com/);
    assert.doesNotMatch(page.get("Content-Security-Policy")!, /script-src|default-src|unsafe/);
    assert.match(page.get("Strict-Transport-Security")!, /max-age=(\d{8,}); includeSubDomains/);
    assert.equal(Number(/max-age=(\d+)/.exec(page.get("Strict-Transport-Security")!)![1]) >= 31536000, true);
    assert.equal(page.get("X-Frame-Options"), "DENY");
    assert.equal(page.get("X-Content-Type-Options"), "nosniff");
    assert.equal(page.get("Referrer-Policy"), "strict-origin-when-cross-origin");
    assert.equal(page.get("Cross-Origin-Opener-Policy"), "same-origin");
    assert.equal(page.get("Cross-Origin-Resource-Policy"), "same-origin");
    assert.match(page.get("Permissions-Policy")!, /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    assert.equal(page.get("Cache-Control"), undefined);
    assert.equal(headersForPath(parsed, "/_next/static/chunks/a.js").get("Cache-Control"), "public, max-age=31536000, immutable");
    assert.equal(headersForPath(parsed, "/images/hero.svg").get("Cache-Control"), undefined);
  });

  it("lets the site register its own service worker and no other worker", () => {
    assert.match(headersForPath(parsed, "/").get("Content-Security-Policy")!, /worker-src 'self'(;|$)/);
  });

  it("reads the file as the hosts do: splats, placeholders, joined values and detached headers", () => {
    const text = ["# comment", "/*", "  X-A: 1", "/blog/:slug", "  X-A: 2", "  X-B: b", "/blog/secret", "  ! X-B", ""].join("\n");
    const hostRules = parseHeadersFile(text);
    assert.deepEqual(
      [...headersForPath(hostRules, "/blog/one")],
      [
        ["X-A", "1, 2"],
        ["X-B", "b"],
      ],
    );
    assert.deepEqual([...headersForPath(hostRules, "/blog/secret")], [["X-A", "1, 2"]]);
    assert.deepEqual([...headersForPath(hostRules, "/blog/one/two")], [["X-A", "1"]]);
  });

  it("the limit check fails on 101 rules and on a 2,001-character line", () => {
    const many = Array.from({ length: 101 }, (_, index) => `/page-${index}\n  X-A: 1`).join("\n");
    assert.match(hostLimitProblems(many).join(), /101 rules/);
    assert.match(hostLimitProblems(`/*\n  X-A: ${"a".repeat(HOST_LIMITS.lineLength - 4)}`).join(), /2001 characters/);
  });

  it("the nginx include repeats the common headers where a location adds its own", () => {
    const conf = nginxConfig(rules);
    assert.match(conf, /^add_header Content-Security-Policy "base-uri 'none';.*" always;$/m);
    const location = conf.slice(conf.indexOf("location ^~ /_next/static/"));
    assert.match(location, /add_header Strict-Transport-Security/);
    assert.match(location, /add_header Cache-Control "public, max-age=31536000, immutable" always;/);
  });

  it("every host recipe sends the service worker uncached, with the common headers", () => {
    const worker = headersForPath(parsed, "/sw.js");
    assert.equal(worker.get("Cache-Control"), "no-cache");
    assert.match(worker.get("Content-Security-Policy")!, /frame-ancestors 'none'/);
    assert.ok(isRevalidatedEveryTime(worker.get("Cache-Control")));
    const conf = nginxConfig(rules);
    const location = conf.slice(conf.indexOf("location = /sw.js {"), conf.indexOf("}", conf.indexOf("location = /sw.js {")));
    assert.match(location, /add_header Cache-Control "no-cache" always;/);
    assert.match(location, /add_header Strict-Transport-Security/);
    const cloudFront = cloudFrontPolicies(rules)["/sw.js"] as { CustomHeadersConfig: { Items: { Header: string; Value: string }[] } };
    assert.deepEqual(
      cloudFront.CustomHeadersConfig.Items.find((item) => item.Header === "Cache-Control"),
      { Header: "Cache-Control", Value: "no-cache", Override: true },
    );
  });

  it("knows which Cache-Control values make a browser ask again every time", () => {
    for (const value of ["no-cache", "max-age=0", "public, max-age=0, must-revalidate", "no-store"]) assert.ok(isRevalidatedEveryTime(value), value);
    for (const value of [undefined, "", "max-age=60", "public, max-age=31536000, immutable", "max-age=00600"])
      assert.ok(!isRevalidatedEveryTime(value), String(value));
  });
});

describe("a preview build is never deployable", () => {
  it("next.config.ts sends a local-preview export to out-preview/ and a production one to out/", async () => {
    Object.assign(globalThis, { __dirname: process.cwd() });
    const { default: config } = await import("../next.config");
    const saved = { ...process.env };
    try {
      for (const key of Object.keys(process.env)) if (key.includes("EMAILJS")) delete process.env[key];
      process.env.EMAILJS_LOCAL_PREVIEW = "1";
      assert.equal(config("phase-production-build").distDir, PREVIEW_DIR);
      assert.equal(config("phase-development-server").distDir, undefined, "next dev keeps .next");
      delete process.env.EMAILJS_LOCAL_PREVIEW;
      Object.assign(process.env, {
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "pk",
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: "s",
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "t",
        NEXT_PUBLIC_SITE_URL: "https://www.talanta-ai.org",
      });
      assert.equal(config("phase-production-build").distDir, undefined, "the default export folder, out/");
    } finally {
      process.env = saved;
    }
    assert.equal(exportDirFor("local-preview"), PREVIEW_DIR);
    assert.equal(exportDirFor("emailjs"), DEPLOY_DIR);
    assert.notEqual(PREVIEW_DIR, DEPLOY_DIR);
  });

  it("marks a preview export, and the deploy check refuses it", () => {
    const dir = syntheticExport(1, "http://127.0.0.1:8787");
    writeFileSync(join(dir, "_next/static/chunks/main.js"), `init({publicKey:"local-preview-key",origin:"http://127.0.0.1:8787"})`);
    secureExport({ dir, emailOrigin: "http://127.0.0.1:8787", localPreview: true });
    assert.ok(existsSync(join(dir, PREVIEW_MARKER)));
    assert.match(metaPolicy(readFileSync(join(dir, "index.html"), "utf8")), /connect-src 'self' 127\.0\.0\.1:8787;/);
    const problems = deployProblems(dir).join("\n");
    assert.match(problems, /local-preview build/);
    assert.match(problems, /local address/);
    assert.match(problems, /local-preview identifiers/);
    assert.throws(() => secureExport({ dir, emailOrigin: EMAILJS }), /holds a local-preview build/);
  });

  it("the deploy check passes a production export and refuses one without headers", () => {
    const dir = syntheticExport(3);
    assert.match(deployProblems(dir).join(), /no _headers/);
    secureExport({ dir, emailOrigin: EMAILJS });
    assert.match(deployProblems(dir).join(), /no \/sw\.js/);
    writeFileSync(join(dir, "sw.js"), "self.addEventListener('fetch', () => {})");
    assert.deepEqual(deployProblems(dir), []);
    const headers = readFileSync(join(dir, "_headers"), "utf8");
    writeFileSync(join(dir, "_headers"), headers.replace("Cache-Control: no-cache", "Cache-Control: max-age=3600"));
    assert.match(deployProblems(dir).join(), /lets browsers keep \/sw\.js \(Cache-Control: max-age=3600\)/);
    writeFileSync(join(dir, "_headers"), headers);
    writeFileSync(join(dir, "blog/post-1.html"), nextPage("unsecured"));
    assert.match(deployProblems(dir).join(), /post-1\.html has no Content-Security-Policy/);
  });
});

describe("analytics in the policy (docs/decisions.md#d91)", () => {
  const PLAUSIBLE_EVENTS = "https://plausible.io/api/event";
  /** A synthetic export whose scripts carry the tracker and count visits at `endpoint`. */
  function countingExport(endpoint: string) {
    const dir = syntheticExport(2);
    writeFileSync(
      join(dir, "_next/static/chunks/analytics.js"),
      `send({domain:"talanta.ai",endpoint:${JSON.stringify(endpoint)},name:${JSON.stringify(TRACKER_MARKER)}})`,
    );
    writeFileSync(join(dir, "sw.js"), "self.addEventListener('fetch', () => {})");
    return dir;
  }
  const connect = (policy: string) => /connect-src ([^;]*)/.exec(policy)?.[1];
  const headerPolicyOf = (dir: string) =>
    headersForPath(parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8")), "/").get("Content-Security-Policy") ?? "";
  const hosted = { mode: "on", domain: "talanta.ai", host: "https://plausible.io", endpoint: PLAUSIBLE_EVENTS } as const;

  it("adds exactly the provider's origin to connect-src, in every page and in _headers, and nothing when it counts nothing", () => {
    const dir = countingExport(PLAUSIBLE_EVENTS);
    secureExport({ dir, emailOrigin: EMAILJS, analyticsEndpoint: PLAUSIBLE_EVENTS });
    for (const page of ["index.html", "404.html", "blog/post-1.html"])
      assert.equal(connect(metaPolicy(readFileSync(join(dir, page), "utf8"))), "'self' https://api.emailjs.com https://plausible.io", page);
    assert.equal(connect(headerPolicyOf(dir)), "'self' https://api.emailjs.com https://plausible.io");
    assert.match(
      nginxConfig(headerRules({ emailOrigin: EMAILJS, analyticsOrigin: "https://plausible.io" })),
      /connect-src 'self' https:\/\/api\.emailjs\.com https:\/\/plausible\.io/,
    );
    const plain = syntheticExport(1);
    secureExport({ dir: plain, emailOrigin: EMAILJS });
    assert.equal(connect(headerPolicyOf(plain)), "'self' https://api.emailjs.com");
  });

  it("refuses to secure an export whose scripts count visits elsewhere, or at all when none is configured", () => {
    assert.throws(
      () => secureExport({ dir: countingExport("https://stats.talanta.ai/api/event"), emailOrigin: EMAILJS, analyticsEndpoint: PLAUSIBLE_EVENTS }),
      /another analytics configuration/,
    );
    assert.throws(() => secureExport({ dir: countingExport(PLAUSIBLE_EVENTS), emailOrigin: EMAILJS }), /carries the analytics tracker/);
  });

  it("the deploy check refuses an export whose policy and configured provider disagree", () => {
    const dir = countingExport(PLAUSIBLE_EVENTS);
    secureExport({ dir, emailOrigin: EMAILJS, analyticsEndpoint: PLAUSIBLE_EVENTS });
    assert.deepEqual(deployProblems(dir, { analytics: hosted }), []);
    assert.match(deployProblems(dir).join("\n"), /carry the analytics tracker, but NEXT_PUBLIC_ANALYTICS_DOMAIN is not set/);
    assert.match(deployProblems(dir).join("\n"), /connect-src allows https:\/\/plausible\.io beyond the site and its e-mail service/);
    assert.match(deployProblems(dir, { analytics: { mode: "off", reason: "staging build" } }).join("\n"), /analytics is off here \(staging build\)/);
    const selfHosted = { mode: "on", domain: "talanta.ai", host: "https://stats.talanta.ai", endpoint: "https://stats.talanta.ai/api/event" } as const;
    const problems = deployProblems(dir, { analytics: selfHosted }).join("\n");
    assert.match(problems, /_headers policy does not allow https:\/\/stats\.talanta\.ai/);
    assert.match(problems, /index\.html's policy does not allow https:\/\/stats\.talanta\.ai|404\.html's policy/);
    assert.match(problems, /do not count visits at https:\/\/stats\.talanta\.ai\/api\/event/);

    const plain = syntheticExport(1);
    secureExport({ dir: plain, emailOrigin: EMAILJS });
    writeFileSync(join(plain, "sw.js"), "");
    assert.match(deployProblems(plain, { analytics: hosted }).join("\n"), /does not allow https:\/\/plausible\.io, the configured analytics provider/);
  });
});

// The real next.config.ts: a production build without identifiers fails with their names, unless
// local preview is asked for; the bundle then points at the local inbox.
import assert from "node:assert/strict";
import { afterAll, describe, it } from "vitest";

Object.assign(globalThis, { __dirname: process.cwd() });
const { default: config } = await import("../next.config");
const saved = { ...process.env };
const build = "phase-production-build";

function withEnv(env: Record<string, string>, fn: () => void) {
  for (const key of Object.keys(process.env))
    if (key.includes("EMAILJS") || key === "INBOX_PORT" || key === "OUTBOX_PORT" || key === "NEXT_PUBLIC_SITE_URL") delete process.env[key];
  Object.assign(process.env, env);
  fn();
}

describe("next.config.ts", () => {
  afterAll(() => {
    process.env = saved;
  });

  it("refuses a production build without the EmailJS identifiers", () => {
    withEnv({}, () =>
      assert.throws(
        () => config(build),
        /Missing EmailJS configuration: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID/,
      ),
    );
  });

  const ids = {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live",
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: "service_x",
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "template_y",
  };

  it("refuses a production build without a real https:// site URL or with a plain-http e-mail origin", () => {
    withEnv(ids, () => assert.throws(() => config(build), /NEXT_PUBLIC_SITE_URL is not set/));
    withEnv({ ...ids, NEXT_PUBLIC_SITE_URL: "https://www.example.org" }, () => assert.throws(() => config(build), /placeholder/));
    withEnv({ ...ids, NEXT_PUBLIC_SITE_URL: "https://www.talanta.ai", NEXT_PUBLIC_EMAILJS_ORIGIN: "http://api.emailjs.com" }, () =>
      assert.throws(() => config(build), /must be an https:\/\/ origin/),
    );
    withEnv({ ...ids, NEXT_PUBLIC_SITE_URL: "https://www.talanta.ai" }, () => {
      assert.equal(config(build).env?.NEXT_PUBLIC_EMAILJS_ORIGIN, "https://api.emailjs.com");
    });
  });

  it("lets `next dev` run without a site URL or identifiers", () => {
    withEnv({}, () => assert.equal(config("phase-development-server").env?.NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8787"));
  });

  it("builds for the local inbox when EMAILJS_LOCAL_PREVIEW=1", () => {
    withEnv({ EMAILJS_LOCAL_PREVIEW: "1", INBOX_PORT: "8797" }, () => {
      const result = config(build);
      assert.equal(result.output, "export");
      assert.equal(result.env?.NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8797");
    });
  });
});

// The real next.config.ts: a production build without identifiers fails with their names, unless
// local preview is asked for; the bundle then points at the outbox.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";

Object.assign(globalThis, { __dirname: process.cwd() });
const { default: config } = await import("../next.config");
const saved = { ...process.env };
const build = "phase-production-build";

function withEnv(env: Record<string, string>, fn: () => void) {
  for (const key of Object.keys(process.env)) if (key.includes("EMAILJS") || key === "OUTBOX_PORT") delete process.env[key];
  Object.assign(process.env, env);
  fn();
}

describe("next.config.ts", () => {
  after(() => {
    process.env = saved;
  });

  it("refuses a production build without the EmailJS identifiers", () => {
    withEnv({}, () => assert.throws(() => config(build), /Missing EmailJS configuration: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID/));
  });

  it("builds for the local outbox when EMAILJS_LOCAL_PREVIEW=1", () => {
    withEnv({ EMAILJS_LOCAL_PREVIEW: "1", OUTBOX_PORT: "8797" }, () => {
      const result = config(build);
      assert.equal(result.output, "export");
      assert.equal(result.env?.NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8797");
    });
  });
});

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { missingEmailVars, outboxPort, resolveEmailEnv } from "../scripts/email-env.mjs";

const ids = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live",
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "service_x",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "template_y",
};

describe("resolveEmailEnv", () => {
  it("fails a production build without identifiers, naming every missing variable", () => {
    assert.throws(() => resolveEmailEnv({}), /NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID/);
    assert.throws(() => resolveEmailEnv({ ...ids, NEXT_PUBLIC_EMAILJS_SERVICE_ID: " " }), (error: Error) => {
      assert.match(error.message, /Missing EmailJS configuration: NEXT_PUBLIC_EMAILJS_SERVICE_ID\./);
      assert.match(error.message, /EMAILJS_LOCAL_PREVIEW=1/);
      return true;
    });
  });

  it("sends a configured production build to EmailJS", () => {
    const env = resolveEmailEnv(ids);
    assert.equal(env.mode, "emailjs");
    assert.equal(env.NEXT_PUBLIC_EMAILJS_ORIGIN, "https://api.emailjs.com");
    assert.equal(env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, "pk_live");
  });

  it("never lets a production build point at a local address", () => {
    assert.throws(() => resolveEmailEnv({ ...ids, NEXT_PUBLIC_EMAILJS_ORIGIN: "http://127.0.0.1:8787" }), /local address/);
    assert.throws(() => resolveEmailEnv({ ...ids, NEXT_PUBLIC_EMAILJS_ORIGIN: "http://localhost:9000/" }), /local address/);
  });

  it("builds for the local outbox when asked, with stand-in identifiers", () => {
    const env = resolveEmailEnv({ EMAILJS_LOCAL_PREVIEW: "1", OUTBOX_PORT: "8797" });
    assert.equal(env.mode, "local-preview");
    assert.equal(env.NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8797");
    assert.ok(env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY && env.NEXT_PUBLIC_EMAILJS_SERVICE_ID && env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID);
    assert.equal(resolveEmailEnv({ EMAILJS_LOCAL_PREVIEW: "true" }).NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8787");
  });

  it("uses the outbox in `next dev` only while the identifiers are missing", () => {
    assert.equal(resolveEmailEnv({}, { dev: true }).mode, "local-preview");
    assert.equal(resolveEmailEnv(ids, { dev: true }).mode, "emailjs");
  });
});

describe("missingEmailVars and outboxPort", () => {
  it("lists blank identifiers and validates the port", () => {
    assert.deepEqual(missingEmailVars(ids), []);
    assert.deepEqual(missingEmailVars({ ...ids, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "" }), ["NEXT_PUBLIC_EMAILJS_TEMPLATE_ID"]);
    assert.equal(outboxPort({}), 8787);
    assert.throws(() => outboxPort({ OUTBOX_PORT: "http" }), /OUTBOX_PORT/);
  });
});

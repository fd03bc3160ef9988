import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, it } from "vitest";
import { checkSiteUrl, missingEmailVars, inboxPort, resolveEmailEnv } from "../scripts/config/email-env.mjs";

const ids = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live",
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "service_x",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "template_y",
};

describe("resolveEmailEnv", () => {
  it("fails a production build without identifiers, naming every missing variable", () => {
    assert.throws(() => resolveEmailEnv({}), /NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID/);
    assert.throws(
      () => resolveEmailEnv({ ...ids, NEXT_PUBLIC_EMAILJS_SERVICE_ID: " " }),
      (error: Error) => {
        assert.match(error.message, /Missing EmailJS configuration: NEXT_PUBLIC_EMAILJS_SERVICE_ID\./);
        assert.match(error.message, /EMAILJS_LOCAL_PREVIEW=1/);
        return true;
      },
    );
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

  it("requires an https:// e-mail origin in a production build", () => {
    for (const origin of ["http://api.emailjs.com", "ftp://api.emailjs.com", "api.emailjs.com", "https://"]) {
      assert.throws(() => resolveEmailEnv({ ...ids, NEXT_PUBLIC_EMAILJS_ORIGIN: origin }), /NEXT_PUBLIC_EMAILJS_ORIGIN must be an https:\/\/ origin/, origin);
    }
    assert.equal(
      resolveEmailEnv({ ...ids, NEXT_PUBLIC_EMAILJS_ORIGIN: "https://api.eu.emailjs.example/" }).NEXT_PUBLIC_EMAILJS_ORIGIN,
      "https://api.eu.emailjs.example",
    );
  });

  it("builds for the local inbox when asked, with stand-in identifiers", () => {
    const env = resolveEmailEnv({ EMAILJS_LOCAL_PREVIEW: "1", INBOX_PORT: "8797" });
    assert.equal(env.mode, "local-preview");
    assert.equal(env.NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8797");
    assert.ok(env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY && env.NEXT_PUBLIC_EMAILJS_SERVICE_ID && env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID);
    assert.equal(resolveEmailEnv({ EMAILJS_LOCAL_PREVIEW: "true" }).NEXT_PUBLIC_EMAILJS_ORIGIN, "http://127.0.0.1:8787");
  });

  it("uses the local inbox in `next dev` only while the identifiers are missing", () => {
    assert.equal(resolveEmailEnv({}, { dev: true }).mode, "local-preview");
    assert.equal(resolveEmailEnv(ids, { dev: true }).mode, "emailjs");
  });
});

describe("missingEmailVars and inboxPort", () => {
  it("lists blank identifiers and validates the port", () => {
    assert.deepEqual(missingEmailVars(ids), []);
    assert.deepEqual(missingEmailVars({ ...ids, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "" }), ["NEXT_PUBLIC_EMAILJS_TEMPLATE_ID"]);
    assert.equal(inboxPort({}), 8787);
    assert.throws(() => inboxPort({ INBOX_PORT: "http" }), /INBOX_PORT must be a TCP port number/);
  });

  it("still reads OUTBOX_PORT, the local inbox's former name, when INBOX_PORT is unset", () => {
    assert.equal(inboxPort({ OUTBOX_PORT: "8837" }), 8837);
    assert.equal(inboxPort({ INBOX_PORT: "8838", OUTBOX_PORT: "8837" }), 8838);
    assert.throws(() => inboxPort({ OUTBOX_PORT: "http" }), /OUTBOX_PORT must be a TCP port number/);
  });
});

describe("checkSiteUrl", () => {
  it("requires a real https:// site origin in a production build, naming the variable", () => {
    assert.throws(() => checkSiteUrl({}), /NEXT_PUBLIC_SITE_URL is not set/);
    assert.throws(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "  " }), /NEXT_PUBLIC_SITE_URL is not set/);
    assert.throws(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "http://www.talanta.ai" }), /must be an https:\/\/ URL/);
    assert.throws(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "www.talanta.ai" }), /must be an https:\/\/ URL/);
    for (const placeholder of [
      "https://www.example.org",
      "https://example.com",
      "https://talanta-ai.example",
      "https://site.test",
      "https://localhost:3000",
      "https://127.0.0.1",
      "https://[::1]",
      "https://preview.localhost",
    ]) {
      assert.throws(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: placeholder }), /placeholder or local address/, placeholder);
    }
    assert.throws(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "https://www.talanta.ai/blog" }), /origin only/);
  });

  it("accepts a real origin, with or without a trailing slash", () => {
    assert.doesNotThrow(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "https://www.talanta.ai" }));
    assert.doesNotThrow(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "https://talanta.ai/" }));
  });

  it("leaves local preview and `next dev` alone", () => {
    assert.doesNotThrow(() => checkSiteUrl({ EMAILJS_LOCAL_PREVIEW: "1" }));
    assert.doesNotThrow(() => checkSiteUrl({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000" }, { dev: true }));
    assert.doesNotThrow(() => checkSiteUrl({}, { dev: true }));
  });
});

describe(".gitignore", () => {
  // Env files may hold a host's settings: none but the documented example may ever be committed.
  const ignored = (file: string) => spawnSync("git", ["check-ignore", "--quiet", "--no-index", file], { cwd: process.cwd() }).status === 0;
  const hasGit = spawnSync("git", ["rev-parse", "--git-dir"], { cwd: process.cwd() }).status === 0;

  // Outside a git checkout (a source tarball) there is no .gitignore to ask.
  it.skipIf(!hasGit)("ignores every .env* file except .env.example", () => {
    for (const file of [".env", ".env.local", ".env.production", ".env.production.local", ".env.development", ".env.staging", ".env.test.local"]) {
      assert.ok(ignored(file), `${file} must be ignored`);
    }
    assert.ok(!ignored(".env.example"), ".env.example must stay tracked");
  });
});

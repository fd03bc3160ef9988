import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  allowedOrigins,
  ANALYTICS_EVENTS_FILE,
  inboxFile,
  MAX_BODY_BYTES,
  printable,
  REFUSED_STATUS,
  startLocalInbox,
  type RunningInbox,
} from "../scripts/serve/local-inbox.mjs";

const site = "http://127.0.0.1:4555";
const body = {
  lib_version: "4.4.1",
  user_id: "key",
  service_id: "service",
  template_id: "template",
  template_params: { from_name: "Zanele", from_email: "z@example.za", message: "Sawubona", language: "fr" },
};

describe("local inbox", () => {
  let inbox: RunningInbox;
  let dir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "local-inbox-"));
    inbox = await startLocalInbox({
      port: 0,
      file: join(dir, "nested", "messages.jsonl"),
      log: (line) => lines.push(line),
      origins: [site, "http://localhost:4555"],
    });
  });
  afterAll(async () => {
    await inbox.close();
    await rm(dir, { recursive: true, force: true });
  });

  const post = (text: string, headers: Record<string, string> = {}) =>
    fetch(`${inbox.url}/api/v1.0/email/send`, { method: "POST", headers: { "Content-type": "application/json", Origin: site, ...headers }, body: text });
  const stored = async () => (await readFile(inbox.file, "utf8").catch(() => "")).split("\n").filter(Boolean);

  it("answers a send from the preview site like EmailJS (200 'OK'), granting that origin only, and appends it", async () => {
    const response = await post(JSON.stringify(body));
    assert.equal(response.status, 200);
    assert.equal(await response.text(), "OK");
    assert.equal(response.headers.get("access-control-allow-origin"), site);
    assert.equal(response.headers.get("vary"), "Origin");
    const entries = (await stored()).map((line) => JSON.parse(line));
    assert.equal(entries.length, 1);
    assert.deepEqual(entries[0].template_params, body.template_params);
    assert.equal(entries[0].lib_version, "4.4.1");
    assert.equal(lines.length, 1);
    assert.match(lines[0] ?? "", /"Zanele" <z@example.za> in fr \(8 characters\)/, "the summary names the visitor's language");
    assert.equal((await post(JSON.stringify(body), { Origin: "http://localhost:4555" })).status, 200);
    assert.equal((await stored()).length, 2);
  });

  it("stands in for the analytics provider: takes an event from the preview site (202), appends it beside the messages, refuses others", async () => {
    const event = { name: "pageview", url: `${site}/about`, domain: "talanta-ai.example", referrer: null, props: { language: "en" } };
    const send = (text: string, origin = site) =>
      fetch(`${inbox.url}/api/event`, { method: "POST", headers: { "Content-Type": "text/plain", Origin: origin }, body: text });
    const response = await send(JSON.stringify(event));
    assert.equal(response.status, 202);
    assert.equal(response.headers.get("access-control-allow-origin"), site);
    const events = (await readFile(join(dirname(inbox.file), ANALYTICS_EVENTS_FILE), "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.deepEqual(
      events.map(({ received_at, ...sent }) => (assert.match(String(received_at), /^\d{4}-/), sent)),
      [event],
    );
    assert.match(lines.at(-1) ?? "", /local analytics: pageview on http:\/\/127\.0\.0\.1:4555\/about/);
    assert.equal((await send("not json")).status, 400);
    assert.equal((await send(JSON.stringify({ name: "pageview" }))).status, 400);
    assert.equal((await send(JSON.stringify(event), "https://elsewhere.example")).status, 403);
  });

  it("answers the CORS preflight for the preview site and refuses it for any other origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${inbox.url}/api/v1.0/email/send`, { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "POST" } });
    const ok = await preflight(site);
    assert.equal(ok.status, 204);
    assert.equal(ok.headers.get("access-control-allow-origin"), site);
    assert.match(ok.headers.get("access-control-allow-headers") ?? "", /content-type/);
    for (const origin of ["https://evil.example", "http://127.0.0.1:4556", "null"]) {
      const refused = await preflight(origin);
      assert.equal(refused.status, 403, origin);
      assert.equal(refused.headers.get("access-control-allow-origin"), null, origin);
    }
  });

  it("refuses a send from another origin, or with no origin, and stores nothing", async () => {
    const before = (await stored()).length;
    for (const origin of ["https://evil.example", "http://127.0.0.1:4556"]) {
      const response = await post(JSON.stringify(body), { Origin: origin });
      assert.equal(response.status, 403, origin);
      assert.equal(response.headers.get("access-control-allow-origin"), null);
      assert.match(await response.text(), /only takes messages from the preview site/);
    }
    const noOrigin = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${inbox.url}/api/v1.0/email/send`, { method: "POST", headers: { "Content-Type": "application/json" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end(JSON.stringify(body));
    });
    assert.equal(noOrigin, 403);
    assert.equal((await stored()).length, before);
  });

  it("accepts application/json only (a form post or plain text needs no preflight, so it is refused here)", async () => {
    const before = (await stored()).length;
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp"]) {
      assert.equal((await post(JSON.stringify(body), { "Content-type": type })).status, 415, type);
    }
    assert.equal((await post(JSON.stringify(body), { "Content-type": "application/json; charset=utf-8" })).status, 200);
    assert.equal((await stored()).length, before + 1);
  });

  it("refuses malformed requests with 400 and a clear text", async () => {
    const before = (await stored()).length;
    for (const [text, message] of [
      ["{not json", /not valid JSON/],
      ["[]", /must be a JSON object/],
      [JSON.stringify({ service_id: "s", template_id: "t" }), /user_id parameter is required/],
      [JSON.stringify({ user_id: "k", service_id: "s", template_id: "t", template_params: "x" }), /template_params must be a JSON object/],
    ] as const) {
      const response = await post(text);
      assert.equal(response.status, 400);
      assert.match(await response.text(), message);
    }
    assert.equal((await stored()).length, before);
  });

  it("refuses a sender at the reserved .invalid domain with a clear text, saving nothing, so a form's failure can be seen", async () => {
    const before = (await stored()).length;
    lines.length = 0;
    for (const address of ["fails@inbox.invalid", " Someone@Example.INVALID ", "x@invalid", "x@team.invalid."]) {
      const response = await post(JSON.stringify({ ...body, template_params: { ...body.template_params, from_email: address } }));
      assert.equal(response.status, REFUSED_STATUS, address);
      assert.notEqual(REFUSED_STATUS, 200);
      assert.equal(response.headers.get("access-control-allow-origin"), site, "the page can read the refusal");
      assert.match(await response.text(), /^Refused \(local preview\): .+ is at the reserved \.invalid domain.*Nothing was saved\.$/);
    }
    assert.equal((await stored()).length, before);
    assert.equal(lines.length, 4);
    assert.match(lines[0] ?? "", /refused a message from fails@inbox\.invalid .*nothing saved/);
    // Only the domain counts: an address that merely mentions "invalid" is saved as usual.
    for (const address of ["invalid@example.com", "x@invalid.example.com", "x@example.invalidity"]) {
      const response = await post(JSON.stringify({ ...body, template_params: { ...body.template_params, from_email: address } }));
      assert.equal(response.status, 200, address);
    }
    assert.equal((await stored()).length, before + 3);
  });

  it("refuses an oversized body by its declared length", async () => {
    const response = await post(JSON.stringify({ ...body, template_params: { message: "x".repeat(MAX_BODY_BYTES) } }));
    assert.equal(response.status, 413);
  });

  it("stops reading a streamed body once it passes the cap and closes the connection", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    const result = await new Promise<{ status: number; written: number }>((resolve) => {
      let written = 0;
      let status = 0;
      const request = httpRequest(`${inbox.url}/api/v1.0/email/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site, "Transfer-Encoding": "chunked" },
      });
      request.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      const finish = () => resolve({ status, written });
      request.on("error", finish);
      request.on("close", finish);
      // Keep writing up to 64 MB: a server that kept reading would take all of it.
      const pump = () => {
        while (written < 64 * 1024 * 1024 && !request.destroyed) {
          written += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        if (!request.destroyed) request.end();
      };
      pump();
    });
    assert.equal(result.status, 413);
    assert.ok(result.written < 16 * 1024 * 1024, `the client could write ${result.written} bytes`);
  });

  it("serves nothing else", async () => {
    assert.equal((await fetch(`${inbox.url}/api/v1.0/email/send-form`, { method: "POST" })).status, 404);
    assert.equal((await fetch(`${inbox.url}/api/v1.0/email/send`)).status, 405);
    assert.equal(await (await fetch(`${inbox.url}/health`)).text(), "OK");
  });

  it("prints no control characters or bidi overrides a visitor typed", async () => {
    lines.length = 0;
    const evil = {
      ...body,
      template_params: { from_name: "Eve\u001b[2J\u001b]0;pwned\u0007\r\nFAKE LINE\u202e", from_email: "e@x.io\u0000\u009b31m", message: "hi" },
    };
    assert.equal((await post(JSON.stringify(evil))).status, 200);
    assert.equal(lines.length, 1);
    assert.doesNotMatch(lines[0] ?? "", /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    assert.match(lines[0] ?? "", /"Eve\[2J\]0;pwnedFAKE LINE" <e@x\.io31m>/);
    assert.equal(printable("a\tb\u2066c\u200fd"), "abcd");
  });
});

describe("local inbox file cap", () => {
  it("refuses new messages once the file would pass its cap, keeping the file as it was", async () => {
    const dir = await mkdtemp(join(tmpdir(), "local-inbox-cap-"));
    const file = join(dir, "messages.jsonl");
    const logs: string[] = [];
    const inbox = await startLocalInbox({ port: 0, file, origins: [site], maxFileBytes: 1000, log: (line) => logs.push(line) });
    try {
      await writeFile(file, `${"x".repeat(900)}\n`);
      const response = await fetch(`${inbox.url}/api/v1.0/email/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site },
        body: JSON.stringify(body),
      });
      assert.equal(response.status, 507);
      assert.match(await response.text(), /is full/);
      assert.equal((await readFile(file, "utf8")).length, 901);
      assert.match(logs[0] ?? "", /is full/);
    } finally {
      await inbox.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("allowedOrigins", () => {
  it("is the preview site on this machine, from PORT (default 3000)", () => {
    assert.deepEqual(allowedOrigins({ PORT: "4310" }), ["http://127.0.0.1:4310", "http://localhost:4310"]);
    assert.deepEqual(allowedOrigins({}), ["http://127.0.0.1:3000", "http://localhost:3000"]);
  });
});

describe("inboxFile", () => {
  it("is INBOX_FILE, else OUTBOX_FILE (its former name), else .local-inbox/messages.jsonl, from the repository's root", () => {
    const root = join(import.meta.dirname, "..");
    assert.equal(inboxFile({}), join(root, ".local-inbox/messages.jsonl"));
    assert.equal(inboxFile({ OUTBOX_FILE: "old.jsonl" }), join(root, "old.jsonl"));
    assert.equal(inboxFile({ INBOX_FILE: "/tmp/new.jsonl", OUTBOX_FILE: "old.jsonl" }), "/tmp/new.jsonl");
  });
});

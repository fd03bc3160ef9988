import assert from "node:assert/strict";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { startOutbox, type RunningOutbox } from "../scripts/outbox-server.mjs";

describe("local outbox", () => {
  let outbox: RunningOutbox;
  let dir: string;
  const lines: string[] = [];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "outbox-"));
    outbox = await startOutbox({ port: 0, file: join(dir, "nested", "messages.jsonl"), log: (line) => lines.push(line) });
  });
  after(async () => {
    await outbox.close();
    await rm(dir, { recursive: true, force: true });
  });

  const post = (body: string) =>
    fetch(`${outbox.url}/api/v1.0/email/send`, { method: "POST", headers: { "Content-type": "application/json" }, body });

  it("answers a send like EmailJS (200 'OK') and appends it to the file", async () => {
    const body = {
      lib_version: "4.4.1",
      user_id: "key",
      service_id: "service",
      template_id: "template",
      template_params: { from_name: "Zanele", from_email: "z@example.za", message: "Sawubona" },
    };
    const response = await post(JSON.stringify(body));
    assert.equal(response.status, 200);
    assert.equal(await response.text(), "OK");
    assert.equal(response.headers.get("access-control-allow-origin"), "*");
    const stored = (await readFile(outbox.file, "utf8")).trim().split("\n").map((line) => JSON.parse(line));
    assert.equal(stored.length, 1);
    assert.deepEqual(stored[0].template_params, body.template_params);
    assert.equal(stored[0].lib_version, "4.4.1");
    assert.equal(lines.length, 1);
    assert.match(lines[0] ?? "", /"Zanele" <z@example.za>/);
  });

  it("answers the CORS preflight", async () => {
    const response = await fetch(`${outbox.url}/api/v1.0/email/send`, { method: "OPTIONS" });
    assert.equal(response.status, 204);
    assert.match(response.headers.get("access-control-allow-headers") ?? "", /content-type/);
  });

  it("refuses malformed requests with 400 and a clear text", async () => {
    for (const [body, text] of [
      ["{not json", /not valid JSON/],
      ["[]", /must be a JSON object/],
      [JSON.stringify({ service_id: "s", template_id: "t" }), /user_id parameter is required/],
      [JSON.stringify({ user_id: "k", service_id: "s", template_id: "t", template_params: "x" }), /template_params must be a JSON object/],
    ] as const) {
      const response = await post(body);
      assert.equal(response.status, 400);
      assert.match(await response.text(), text);
    }
    assert.equal((await readFile(outbox.file, "utf8")).trim().split("\n").length, 1);
  });

  it("serves nothing else", async () => {
    assert.equal((await fetch(`${outbox.url}/api/v1.0/email/send-form`, { method: "POST" })).status, 404);
    assert.equal((await fetch(`${outbox.url}/api/v1.0/email/send`)).status, 405);
    assert.equal(await (await fetch(`${outbox.url}/health`)).text(), "OK");
  });
});

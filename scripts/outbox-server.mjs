// Local preview outbox (DECISIONS 13): speaks EmailJS's send API on 127.0.0.1 so every form works on a
// fresh machine without EmailJS keys, and appends each message to a JSON-lines file you can read.
// Started by `npm start` (scripts/serve.mjs) and by the e2e suite; run alone with `node scripts/outbox-server.mjs`.
import { appendFile, mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, isAbsolute, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { outboxPort } from "./email-env.mjs";

const root = join(import.meta.dirname, "..");
export const DEFAULT_OUTBOX_FILE = ".outbox/messages.jsonl";
const SEND_PATH = "/api/v1.0/email/send";
const MAX_BODY_BYTES = 256 * 1024;

/** Absolute path of the outbox file: `OUTBOX_FILE` (relative to the repository) or .outbox/messages.jsonl. */
export function outboxFile(env = process.env) {
  const file = env.OUTBOX_FILE?.trim() || DEFAULT_OUTBOX_FILE;
  return isAbsolute(file) ? file : join(root, file);
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type",
  "Access-Control-Max-Age": "600",
};

function reply(response, status, text) {
  response.writeHead(status, { ...cors, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end(text);
}

/**
 * Checks a send request the way EmailJS does. Returns the message to store, or `{ error }` with a
 * text that says what is wrong (sent back with status 400).
 */
export function parseSendRequest(bodyText) {
  let body;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { error: "Bad request: the body is not valid JSON. Send the JSON that @emailjs/browser's send() posts." };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return { error: "Bad request: the body must be a JSON object." };
  for (const field of ["user_id", "service_id", "template_id"]) {
    if (typeof body[field] !== "string" || !body[field].trim()) return { error: `Bad request: the ${field} parameter is required.` };
  }
  const params = body.template_params ?? {};
  if (typeof params !== "object" || Array.isArray(params) || params === null) {
    return { error: "Bad request: template_params must be a JSON object." };
  }
  return {
    message: {
      received_at: new Date().toISOString(),
      lib_version: typeof body.lib_version === "string" ? body.lib_version : null,
      user_id: body.user_id,
      service_id: body.service_id,
      template_id: body.template_id,
      template_params: params,
    },
  };
}

function summary(message, fileForHumans) {
  const p = message.template_params;
  const from = [p.from_name && `"${String(p.from_name).slice(0, 60)}"`, p.from_email && `<${String(p.from_email).slice(0, 80)}>`].filter(Boolean).join(" ");
  const kind = typeof p.message === "string" ? `${p.message.length} characters` : Object.keys(p).join(", ") || "no fields";
  return `✉  outbox: message from ${from || "(no sender)"} (${kind}) → ${fileForHumans}`;
}

/**
 * Starts the outbox. Resolves once it listens.
 * @param {{ port?: number, host?: string, file?: string, log?: (line: string) => void }} [options]
 */
export function startOutbox({ port = outboxPort(process.env), host = "127.0.0.1", file = outboxFile(), log = console.log } = {}) {
  const fileForHumans = relative(process.cwd(), file) || file;

  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];

    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method === "GET" && (path === "/health" || path === "/")) {
      reply(response, 200, path === "/health" ? "OK" : `Local EmailJS outbox. POST ${SEND_PATH}; messages are appended to ${fileForHumans}.`);
      return;
    }
    if (path !== SEND_PATH) {
      reply(response, 404, `Not found: the local outbox only serves POST ${SEND_PATH}.`);
      return;
    }
    if (request.method !== "POST") {
      reply(response, 405, `Method not allowed: use POST ${SEND_PATH}.`);
      return;
    }

    const chunks = [];
    let size = 0;
    let tooLarge = false;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on("end", async () => {
      if (tooLarge) {
        reply(response, 413, `Payload too large: the local outbox accepts at most ${MAX_BODY_BYTES} bytes.`);
        return;
      }
      const parsed = parseSendRequest(Buffer.concat(chunks).toString("utf8"));
      if (parsed.error) {
        reply(response, 400, parsed.error);
        return;
      }
      try {
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, `${JSON.stringify(parsed.message)}\n`, "utf8");
      } catch (error) {
        reply(response, 500, `The local outbox could not write ${fileForHumans}: ${error instanceof Error ? error.message : error}`);
        return;
      }
      log(summary(parsed.message, fileForHumans));
      reply(response, 200, "OK");
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({ server, port: actualPort, url: `http://${host}:${actualPort}`, file, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** True when something that answers like an outbox already listens on the port. */
export async function outboxIsRunning(port, host = "127.0.0.1") {
  try {
    const response = await fetch(`http://${host}:${port}/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok && (await response.text()) === "OK";
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outbox = await startOutbox();
  console.log(`Local EmailJS outbox listening on ${outbox.url}; messages go to ${relative(process.cwd(), outbox.file)}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => outbox.close().then(() => process.exit(0)));
}

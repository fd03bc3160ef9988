// The local inbox (docs/decisions.md#d17): a stand-in for EmailJS on 127.0.0.1 that catches what a local-preview
// build's forms send, so every form works on a fresh machine without EmailJS keys; it speaks EmailJS's send API and
// appends each message to a JSON-lines file you can read. A sender at the reserved `.invalid` domain is refused, so a
// form's failure path can be seen on demand. (Not the send queue, lib/send-queue/, which keeps a visitor's form on
// their device while they are offline.) Started by `npm start` (scripts/serve/serve.mjs) and by the e2e suite; run
// alone with `npm run inbox`.
// It also stands in for the analytics provider's events API (docs/decisions.md#d91): a test build that counts visits
// (NEXT_PUBLIC_ANALYTICS_HOST=http://localhost:<this port>) posts its events here, and they are appended, as sent, to
// analytics-events.jsonl beside the messages.
// Hand-written because no package imitates EmailJS's send API, and this one must also guard the disk and the origins.
// @ts-check
import { appendFile, mkdir, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, isAbsolute, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { EVENTS_PATH } from "../config/analytics-env.mjs";
import { inboxPort } from "../config/email-env.mjs";

/** @typedef {import("../config/email-env.mjs").Env} Env */
/**
 * One line of the inbox file: what @emailjs/browser's send() posted, and when.
 * @typedef {object} InboxMessage
 * @property {string} received_at
 * @property {string | null} lib_version
 * @property {string} user_id
 * @property {string} service_id
 * @property {string} template_id
 * @property {Record<string, unknown>} template_params
 */
/**
 * @typedef {object} RunningInbox
 * @property {import("node:http").Server} server
 * @property {number} port
 * @property {string} url
 * @property {string} file
 * @property {() => Promise<void>} close
 */

const root = join(import.meta.dirname, "..", "..");
export const DEFAULT_INBOX_FILE = ".local-inbox/messages.jsonl";
const SEND_PATH = "/api/v1.0/email/send";
export const MAX_BODY_BYTES = 256 * 1024;
/** The local inbox file stops growing here: a runaway loop or a flood fills a message, not the disk. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The analytics events file, beside the inbox file: what a counting preview build sent, one event a line. */
export const ANALYTICS_EVENTS_FILE = "analytics-events.jsonl";
/** An event is a few hundred bytes; the provider refuses far less than this. */
const MAX_EVENT_BYTES = 16 * 1024;
/** What the local inbox answers a sender at the reserved `.invalid` domain (RFC 2606): a failure, as EmailJS answers one. */
export const REFUSED_STATUS = 422;

/**
 * Absolute path of the inbox file: `INBOX_FILE` (relative to the repository; `OUTBOX_FILE`, its former name, is still
 * read) or .local-inbox/messages.jsonl.
 * @param {Env} [env]
 */
export function inboxFile(env = process.env) {
  const file = env.INBOX_FILE?.trim() || env.OUTBOX_FILE?.trim() || DEFAULT_INBOX_FILE;
  return isAbsolute(file) ? file : join(root, file);
}

/**
 * The origins whose pages may send: the preview site served by `npm start` or the e2e run (scripts/serve/serve.mjs
 * starts this local inbox in the same process, with the site's `PORT`), or `next dev` beside `npm run inbox`
 * (same `PORT`, default 3000). Both spellings of this machine, since a visitor may type either.
 * @param {Env} [env]
 */
export function allowedOrigins(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * Letters a terminal would act on (controls, escapes, bidi overrides) are removed from what is printed.
 * @param {unknown} text
 */
export function printable(text) {
  return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}

/** @param {string} origin */
function corsHeaders(origin) {
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "content-type",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function reply(response, status, text, headers = {}) {
  response.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end(text);
}

/**
 * True for `application/json`, with or without parameters such as `; charset=utf-8`.
 * @param {string | undefined} contentType
 */
function isJson(contentType) {
  return (String(contentType ?? "").split(";")[0] ?? "").trim().toLowerCase() === "application/json";
}

/**
 * Checks a send request the way EmailJS does. Returns the message to store, or `{ error }` with a
 * text that says what is wrong (sent back with status 400).
 * @param {string} bodyText
 * @returns {{ error: string, message?: undefined } | { error?: undefined, message: InboxMessage }}
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

/**
 * The sender's address when it is at the reserved `.invalid` domain (`fails@inbox.invalid`), else null. Such an
 * address can never be anyone's, so the local inbox refuses its message: anyone can see a form's failure path
 * locally, QA and editors by hand and the cross-engine tests in browsers where requests cannot be intercepted.
 * @param {InboxMessage} message
 */
export function refusedSender(message) {
  const email = message.template_params.from_email;
  if (typeof email !== "string" || !email.includes("@")) return null;
  const address = email.trim();
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  return /(^|\.)invalid\.?$/.test(domain) ? address : null;
}

/**
 * @param {InboxMessage} message
 * @param {string} fileForHumans
 */
function summary(message, fileForHumans) {
  const p = message.template_params;
  const from = [p.from_name && `"${printable(p.from_name).slice(0, 60)}"`, p.from_email && `<${printable(p.from_email).slice(0, 80)}>`]
    .filter(Boolean)
    .join(" ");
  const kind = typeof p.message === "string" ? `${p.message.length} characters` : printable(Object.keys(p).join(", ")).slice(0, 200) || "no fields";
  // The language the visitor used the site in: the team answers in it.
  const language = typeof p.language === "string" && p.language ? ` in ${printable(p.language).slice(0, 16)}` : "";
  return `✉  local inbox: message from ${from || "(no sender)"}${language} (${kind}) → ${fileForHumans}`;
}

/**
 * Starts the local inbox. Resolves once it listens.
 * @param {{ port?: number, host?: string, file?: string, log?: (line: string) => void, origins?: string[], maxFileBytes?: number }} [options]
 * @returns {Promise<RunningInbox>}
 */
export function startLocalInbox({
  port = inboxPort(process.env),
  host = "127.0.0.1",
  file = inboxFile(),
  log = console.log,
  origins = allowedOrigins(),
  maxFileBytes = MAX_FILE_BYTES,
} = {}) {
  const fileForHumans = relative(process.cwd(), file) || file;
  const refusedOrigin = `Forbidden: the local inbox only takes messages from the preview site (${origins.join(", ")}).`;

  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    const origin = request.headers.origin;
    // Only the preview's own pages may send: another site open in the same browser gets no CORS grant.
    const cors = origin && origins.includes(origin) ? corsHeaders(origin) : null;

    if (request.method === "OPTIONS") {
      if (!cors) {
        reply(response, 403, refusedOrigin);
        return;
      }
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method === "GET" && (path === "/health" || path === "/")) {
      reply(response, 200, path === "/health" ? "OK" : `Local EmailJS inbox. POST ${SEND_PATH}; messages are appended to ${fileForHumans}.`);
      return;
    }
    if (path === EVENTS_PATH && request.method === "POST") {
      if (cors) receiveEvent(request, response, cors, { file: join(dirname(file), ANALYTICS_EVENTS_FILE), maxFileBytes, log });
      else reply(response, 403, refusedOrigin, { Connection: "close" });
      return;
    }
    if (path !== SEND_PATH) {
      reply(response, 404, `Not found: the local inbox only serves POST ${SEND_PATH}.`);
      return;
    }
    if (request.method !== "POST") {
      reply(response, 405, `Method not allowed: use POST ${SEND_PATH}.`);
      return;
    }
    if (!cors) {
      reply(response, 403, refusedOrigin, { Connection: "close" });
      return;
    }
    if (!isJson(request.headers["content-type"])) {
      reply(response, 415, "Unsupported media type: send Content-Type: application/json, as @emailjs/browser's send() does.", { ...cors, Connection: "close" });
      return;
    }

    const tooLarge = () => {
      // Answer, then drop the connection: the rest of an oversized body is never read.
      response.writeHead(413, { ...cors, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      response.end(`Payload too large: the local inbox accepts at most ${MAX_BODY_BYTES} bytes.`, () => request.destroy());
      request.pause();
    };
    if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      tooLarge();
      return;
    }

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.removeAllListeners("data");
      request.removeAllListeners("end");
      tooLarge();
    });
    request.on("end", async () => {
      const parsed = parseSendRequest(Buffer.concat(chunks).toString("utf8"));
      if (!parsed.message) {
        reply(response, 400, parsed.error, cors);
        return;
      }
      const refused = refusedSender(parsed.message);
      if (refused) {
        const text = `Refused (local preview): ${printable(refused).slice(0, 254)} is at the reserved .invalid domain, which the local inbox always refuses so that a form's failure can be seen. Nothing was saved.`;
        reply(response, REFUSED_STATUS, text, cors);
        log(`✉  local inbox: refused a message from ${printable(refused).slice(0, 80)} (.invalid domain: the form shows its failure); nothing saved.`);
        return;
      }
      const line = `${JSON.stringify(parsed.message)}\n`;
      try {
        const current = (await stat(file).catch(() => null))?.size ?? 0;
        if (current + Buffer.byteLength(line) > maxFileBytes) {
          reply(response, 507, `The local inbox file ${fileForHumans} is full (${maxFileBytes} bytes): move or delete it to receive more messages.`, cors);
          log(`✉  local inbox: refused a message, ${printable(fileForHumans)} is full; move or delete it.`);
          return;
        }
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, line, "utf8");
      } catch (error) {
        reply(response, 500, `The local inbox could not write ${fileForHumans}: ${error instanceof Error ? error.message : error}`, cors);
        return;
      }
      log(summary(parsed.message, fileForHumans));
      reply(response, 200, "OK", cors);
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        server,
        port: actualPort,
        url: `http://${host}:${actualPort}`,
        file,
        close: () => /** @type {Promise<void>} */ (new Promise((done) => server.close(() => done()))),
      });
    });
  });
}

/**
 * One analytics event, as the provider's events API takes it (a JSON body sent as text/plain, so no preflight): it is
 * appended as sent, with the time, and answered 202 like the provider. A body that is not an event gets a 400.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {Record<string, string>} cors
 * @param {{ file: string, maxFileBytes: number, log: (line: string) => void }} options
 */
function receiveEvent(request, response, cors, { file, maxFileBytes, log }) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  request.on("data", (chunk) => {
    size += chunk.length;
    if (size <= MAX_EVENT_BYTES) chunks.push(chunk);
  });
  request.on("end", async () => {
    let event;
    try {
      event = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      event = null;
    }
    if (size > MAX_EVENT_BYTES || typeof event?.name !== "string" || typeof event?.url !== "string" || typeof event?.domain !== "string") {
      reply(response, 400, "Bad request: post one event as the provider's events API takes it, a JSON object with name, url and domain.", cors);
      return;
    }
    const line = `${JSON.stringify({ received_at: new Date().toISOString(), ...event })}\n`;
    const current = (await stat(file).catch(() => null))?.size ?? 0;
    if (current + Buffer.byteLength(line) > maxFileBytes) {
      reply(response, 507, `The analytics events file is full (${maxFileBytes} bytes): move or delete it to receive more.`, cors);
      return;
    }
    try {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, "utf8");
    } catch (error) {
      reply(response, 500, `The local inbox could not write ${file}: ${error instanceof Error ? error.message : error}`, cors);
      return;
    }
    log(`📊 local analytics: ${printable(event.name).slice(0, 60)} on ${printable(event.url).slice(0, 120)}`);
    reply(response, 202, "ok", cors);
  });
}

/**
 * True when something that answers like a local inbox already listens on the port.
 * @param {number} port
 */
export async function inboxIsRunning(port, host = "127.0.0.1") {
  try {
    const response = await fetch(`http://${host}:${port}/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok && (await response.text()) === "OK";
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const inbox = await startLocalInbox();
  console.log(`Local EmailJS inbox listening on ${inbox.url}; messages go to ${relative(process.cwd(), inbox.file)}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => inbox.close().then(() => process.exit(0)));
}

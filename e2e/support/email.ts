/**
 * Network helpers for the form suites. Every EmailJS send is intercepted with page.route (the test
 * build sends to the local inbox; the pattern matches any origin, EmailJS's included), except in the
 * local inbox runs, which let the request through and read the inbox file back.
 */
import { readFile } from "node:fs/promises";
import { expect, type Page, type Request, type Route } from "@playwright/test";
import { inboxPort } from "../../scripts/config/email-env.mjs";
import { inboxFile } from "../../scripts/serve/local-inbox.mjs";

export const SEND_URL = "**/api/v1.0/email/send";

export interface SendBody {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** What the fake service does with a send. */
export type Reply =
  | { status: number; body?: string }
  | { abort: "connectionreset" | "failed" | "connectionrefused" }
  | { hang: true }
  | { held: Promise<{ status: number; body?: string }> };

const cors = { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain; charset=utf-8" };

/**
 * Intercepts every send. Returns the parsed bodies, in order. `reply` may be one answer for all sends,
 * or a function of the send's index.
 */
export async function mockEmail(page: Page, reply: Reply | ((index: number) => Reply) = { status: 200, body: "OK" }) {
  const sends: SendBody[] = [];
  await page.route(SEND_URL, async (route: Route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    const index = sends.length;
    sends.push(request.postDataJSON() as SendBody);
    const answer = typeof reply === "function" ? reply(index) : reply;
    if ("abort" in answer) return route.abort(answer.abort);
    if ("hang" in answer) return; // never answered: the page's own timeout has to end it
    const { status, body } = "held" in answer ? await answer.held : answer;
    await route.fulfill({ status, headers: cors, body: body ?? (status === 200 ? "OK" : "Error") }).catch(() => {
      // The page may be gone by the time a held answer is released.
    });
  });
  return sends;
}

/** A reply the test releases when it has looked at the loading state. */
export function heldReply() {
  let release!: (answer: { status: number; body?: string }) => void;
  const held = new Promise<{ status: number; body?: string }>((resolve) => {
    release = resolve;
  });
  return { reply: { held } as Reply, release };
}

/** Every request the page makes (URL, method, body), for proving what never leaves the browser. */
export function recordRequests(page: Page) {
  const requests: { url: string; method: string; body: string }[] = [];
  page.on("request", (request: Request) => {
    requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? "" });
  });
  return requests;
}

/** Console output of the page, to check what gets logged. */
export function recordConsole(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => lines.push(message.text()));
  return lines;
}

/** The local inbox the test build sends to: its origin, as the build's policy names it, and the file it writes. */
export const inboxOrigin = `http://127.0.0.1:${inboxPort(process.env)}`;
export function inboxFilePath() {
  return inboxFile(process.env);
}

export interface InboxEntry {
  received_at: string;
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** Every inbox entry sent from `email` (its template_params.from_email), as the file holds them now. */
export async function inboxEntriesFrom(email: string): Promise<InboxEntry[]> {
  return (await readInboxFile())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as InboxEntry)
    .filter((entry) => entry.template_params.from_email === email);
}

/** Waits for the inbox entry whose template_params.from_email is `email`, and returns it. */
export async function inboxEntryFor(email: string): Promise<InboxEntry> {
  let found: InboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxEntriesFrom(email))[0];
        return Boolean(found);
      },
      { message: `an inbox entry from ${email} in ${inboxFilePath()}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The raw inbox file, for searching what must never be in it. */
export function readInboxFile() {
  return readFile(inboxFilePath(), "utf8").catch(() => "");
}

/** A unique e-mail address, so parallel tests never read each other's inbox entries. */
export function uniqueEmail(prefix: string, domain = "example.com") {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** A unique address at the reserved `.invalid` domain, whose message the local inbox refuses (scripts/serve/local-inbox.mjs). */
export function refusedEmail(prefix: string) {
  return uniqueEmail(prefix, "inbox.invalid");
}

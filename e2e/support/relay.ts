/**
 * A network the tests control: an HTTP relay in front of a server, which the browser reaches as the site's origin, so
 * the page's requests and its service worker's own go through it as they would through a real network (docs/testing.md,
 * "The relay"). Per pattern of the request's path and query, switchable while a test runs, it passes the answer on,
 * delays it, never answers, sends the headers and part of the body and then stalls, or cuts the connection; and it can
 * refuse every connection, as a server that has gone away does. Nothing is faked in the browser: `navigator.onLine`
 * stays true throughout, as on lie-fi.
 */
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test as base } from "@playwright/test";

/**
 * What the network does with a request:
 * - `pass`: the server's answer, as it comes;
 * - `never`: nothing, for as long as the network stays like this (the connection stays open, as on lie-fi);
 * - `reset`: the connection is cut before any answer (a TCP reset: the browser's network error);
 * - `{ delayMs }`: the server's answer, that much later;
 * - `{ stallAfter }`: the headers and that fraction of the body (0.3: 30 %), then nothing, as above.
 */
export type Behaviour = "pass" | "never" | "reset" | { delayMs: number } | { stallAfter: number };

/** A request the relay has seen: its method, its path with the query, and what the network did with it. */
export interface Seen {
  method: string;
  url: string;
  behaviour: Behaviour;
}

export interface Relay {
  /** `http://127.0.0.1:<port>`: the origin the browser knows the site by. */
  origin: string;
  url(path: string): string;
  /**
   * From now on, a request whose path and query (`/about.txt?_rsc=…`) match `pattern` meets `behaviour`; the latest rule
   * that matches wins. Requests already under way keep what they met.
   */
  set(pattern: RegExp, behaviour: Behaviour): void;
  /**
   * The network is good again: every rule goes, and each request it holds (`never`, `stallAfter`) fails, as stuck
   * connections do when a network recovers.
   */
  heal(): void;
  /** The requests held whose path and query match `pattern` go on after all: answered, or the rest of their body sent. */
  release(pattern: RegExp): void;
  /** Every request seen so far whose path and query match `pattern`. */
  seen(pattern?: RegExp): Seen[];
  /** How many requests matching `pattern` the relay holds unanswered now (`never`, or stalled mid-body). */
  holding(pattern: RegExp): number;
  /** Nothing listens any more: every open connection is dropped, and each new one refused. */
  refuse(): Promise<void>;
  /** Listening again, on the same port. */
  accept(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a relay on 127.0.0.1 in front of the server at 127.0.0.1:`target`, on `port` (by default a free one). */
export async function startRelay({ target, port = 0 }: { target: number; port?: number }): Promise<Relay> {
  const rules: { pattern: RegExp; behaviour: Behaviour }[] = [];
  const log: Seen[] = [];
  /** Answers the relay is holding: the URL each answers, and how it goes on if released. */
  const held = new Map<ServerResponse, { url: string; goOn: () => void }>();
  const behaviourFor = (url: string) => rules.findLast((rule) => rule.pattern.test(url))?.behaviour ?? "pass";

  const hold = (outgoing: ServerResponse, url: string, goOn: () => void) => {
    held.set(outgoing, { url, goOn });
    outgoing.on("close", () => held.delete(outgoing));
  };

  function relay(incoming: IncomingMessage, outgoing: ServerResponse) {
    const url = incoming.url ?? "/";
    const behaviour = behaviourFor(url);
    log.push({ method: incoming.method ?? "GET", url, behaviour });
    if (behaviour === "reset") return incoming.socket.resetAndDestroy();
    if (behaviour === "never") return hold(outgoing, url, () => ask(incoming, outgoing, "pass"));
    ask(incoming, outgoing, behaviour);
  }

  /**
   * Asks the server, and answers as `behaviour` says. An answer that is to stall mid-body is asked for whole: the
   * browser's conditional request would get a 304, which has no body to stall.
   */
  function ask(incoming: IncomingMessage, outgoing: ServerResponse, behaviour: Exclude<Behaviour, "never" | "reset">) {
    const url = incoming.url ?? "/";
    const headers = { ...incoming.headers };
    if (typeof behaviour === "object" && "stallAfter" in behaviour) {
      delete headers["if-none-match"];
      delete headers["if-modified-since"];
    }
    const upstream = forward({ host: "127.0.0.1", port: target, path: url, method: incoming.method, headers }, (answer) => {
      if (typeof behaviour === "object" && "stallAfter" in behaviour) return stallMidBody(answer, outgoing, url, behaviour.stallAfter);
      const pass = () => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      };
      if (typeof behaviour === "object") setTimeout(pass, behaviour.delayMs);
      else pass();
    });
    upstream.on("error", () => outgoing.destroy());
    outgoing.on("close", () => upstream.destroy());
    incoming.pipe(upstream);
  }

  /** The headers (with the full length) and the first `fraction` of the body, then nothing more until released. */
  function stallMidBody(answer: IncomingMessage, outgoing: ServerResponse, url: string, fraction: number) {
    const chunks: Buffer[] = [];
    answer.on("data", (chunk: Buffer) => chunks.push(chunk));
    answer.on("end", () => {
      const body = Buffer.concat(chunks);
      const sent = Math.floor(body.length * fraction);
      const headers = { ...answer.headers, "content-length": String(body.length) };
      delete headers["transfer-encoding"];
      outgoing.writeHead(answer.statusCode ?? 502, headers);
      outgoing.write(body.subarray(0, sent));
      hold(outgoing, url, () => outgoing.end(body.subarray(sent)));
    });
  }

  const server: Server = createServer(relay);
  const listen = (on: number) => new Promise<void>((resolve, reject) => server.once("error", reject).listen(on, "127.0.0.1", () => resolve()));
  await listen(port);
  const bound = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${bound}`;
  const dropAll = () => {
    for (const response of held.keys()) response.destroy();
    held.clear();
  };

  return {
    origin,
    url: (path) => `${origin}${path}`,
    set(pattern, behaviour) {
      rules.push({ pattern, behaviour });
    },
    heal() {
      rules.length = 0;
      dropAll();
    },
    release(pattern) {
      for (const [response, { url, goOn }] of held) {
        if (!pattern.test(url)) continue;
        held.delete(response);
        goOn();
      }
    },
    seen: (pattern) => log.filter((entry) => !pattern || pattern.test(entry.url)),
    holding: (pattern) => [...held.values()].filter(({ url }) => pattern.test(url)).length,
    async refuse() {
      dropAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    accept: () => listen(bound),
    async close() {
      dropAll();
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Playwright's `test` with the suite's site behind a relay of its own: `baseURL` is the relay's origin, so `page.goto("/about")`
 * and every request after it go through `relay`, which the test sets.
 */
export const test = base.extend<{ relay: Relay }>({
  // `provide`, not `use`: the React lint rules read any `use(...)` call as a hook.
  relay: async ({}, provide, testInfo) => {
    const site = new URL(String(testInfo.project.use.baseURL));
    const relay = await startRelay({ target: Number(site.port) });
    await provide(relay);
    await relay.close();
  },
  baseURL: async ({ relay }, provide) => provide(relay.origin),
});

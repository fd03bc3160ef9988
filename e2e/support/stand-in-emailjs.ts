/**
 * A stand-in for EmailJS's send API on a port of its own (docs/decisions.md#d78), for a copy of the site that sends to
 * it (`copyOfSite({ sendTo })`, offline.ts): the tests of a network that loses answers see the requests as the service
 * would. Each message that reaches it is counted, then, by its mode, answered (200 OK), cut before the answer (the
 * socket destroyed: the service got it, the page never hears back), or held unanswered. `down()` makes it refuse every
 * connection, as a network that has gone does, until `up()`.
 *
 * Every answer closes its connection, so each request the page makes arrives on a connection of its own and is counted
 * once: a browser may resend a request whose reused connection breaks before the answer, and the count would then
 * measure the browser's network stack, not the page's tries.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { SendBody } from "./email";

export type StandInMode = "answer" | "cut" | "hang";

const SEND_PATH = "/api/v1.0/email/send";

export async function standInEmailJs(mode: StandInMode = "answer") {
  let current = mode;
  const received: { at: number; body: SendBody }[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const cors = {
      "Access-Control-Allow-Origin": request.headers.origin ?? "*",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "content-type",
      Vary: "Origin",
      Connection: "close",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method !== "POST" || request.url !== SEND_PATH) {
      response.writeHead(404, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ at: Date.now(), body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as SendBody });
      if (current === "answer") response.writeHead(200, { ...cors, "Content-Type": "text/plain; charset=utf-8" }).end("OK");
      else if (current === "cut") request.socket.destroy();
      // "hang": never answered, until the connection goes.
    });
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const closeConnections = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    /** The messages from `email` that reached the service so far, whatever became of their answers. */
    from: (email: string) => received.filter((message) => message.body.template_params.from_email === email),
    setMode(next: StandInMode) {
      current = next;
    },
    /** The network goes: connections in progress break, new ones are refused. */
    async down() {
      if (!server.listening) return;
      const closed = new Promise((resolve) => server.close(resolve));
      closeConnections();
      await closed;
    },
    /** The network comes back, on the same port. */
    async up() {
      if (server.listening) return;
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    async close() {
      await this.down();
    },
  };
}

export type StandInEmailJs = Awaited<ReturnType<typeof standInEmailJs>>;

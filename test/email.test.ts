// The boundary's decisions with a stubbed fetch and localStorage: which status is success, how client
// errors map to failures, the honeypot, and the per-form rate limit. The real browser is tested in e2e/.
import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it, vi } from "vitest";
import { SEND_TIMEOUT_MS } from "@/lib/time-limit";

process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = "test-key";
process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID = "test-service";
process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID = "test-template";
process.env.NEXT_PUBLIC_EMAILJS_ORIGIN = "http://local-inbox.test";

const store = new Map<string, string>();
const requests: { url: string; body: unknown }[] = [];
let answer: () => Promise<Response> = async () => new Response("OK", { status: 200 });

Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  },
  location: { pathname: "/contact" },
  fetch: async (url: string, init: { body: string }) => {
    requests.push({ url, body: JSON.parse(init.body) });
    return answer();
  },
});
console.error = () => {};

const email = await import("@/lib/email");
const contact = { name: "Ama", email: "ama@example.gh", message: "Hello" };

describe("lib/email", () => {
  beforeEach(() => {
    store.clear();
    requests.length = 0;
    answer = async () => new Response("OK", { status: 200 });
  });

  it("posts the EmailJS send JSON to the configured origin and treats 200 as success", async () => {
    assert.deepEqual(await email.sendSubmission({ form: "contact", values: contact, language: "en" }), { ok: true, dropped: false });
    assert.equal(requests[0]?.url, "http://local-inbox.test/api/v1.0/email/send");
    assert.deepEqual(requests[0]?.body, {
      lib_version: "4.4.1",
      user_id: "test-key",
      service_id: "test-service",
      template_id: "test-template",
      template_params: { from_name: "Ama", from_email: "ama@example.gh", message: "Hello", language: "en" },
    });
  });

  it("treats any other status as failure, and lets the visitor retry at once", async () => {
    for (const status of [400, 500, 201]) {
      answer = async () => new Response("nope", { status });
      const result = await email.sendSubmission({ form: "newsletter", values: { email: "a@b.co" }, language: "en" });
      assert.equal(result.ok, false);
      assert.equal(!result.ok && result.status, status);
    }
    assert.equal(requests.length, 3, "a failed send does not start the throttle");
  });

  it("maps a failed fetch to a network failure", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    assert.deepEqual(await email.sendSubmission({ form: "contact", values: contact, language: "en" }), { ok: false, reason: "network" });
  });

  it("throttles a second send of the same form, not of another form, and says when it may go again", async () => {
    const before = Date.now();
    assert.equal((await email.sendSubmission({ form: "contact", values: contact, language: "en" })).ok, true);
    const throttled = await email.sendSubmission({ form: "contact", values: contact, language: "en" });
    assert.equal(throttled.ok, false);
    assert.equal(!throttled.ok && throttled.reason, "throttled");
    const retryAt = !throttled.ok ? (throttled.retryAt ?? 0) : 0;
    assert.ok(retryAt >= before + email.SEND_THROTTLE_MS && retryAt <= Date.now() + email.SEND_THROTTLE_MS, String(retryAt));
    assert.equal((await email.sendSubmission({ form: "newsletter", values: { email: "a@b.co" }, language: "en" })).ok, true);
    assert.equal(requests.length, 2);
  });

  it("drops a filled honeypot silently, as a success", async () => {
    assert.deepEqual(await email.sendSubmission({ form: "contact", values: contact, language: "en" }, "http://spam.example"), { ok: true, dropped: true });
    assert.equal(requests.length, 0);
  });

  it("keeps the password out of the developer signup request", async () => {
    const values = { username: "dev", fullName: "Dev One", email: "dev@example.com", password: "hunter2hunter2", confirmPassword: "hunter2hunter2" };
    assert.equal((await email.sendSubmission({ form: "developer-signup", values, language: "en" })).ok, true);
    assert.ok(!JSON.stringify(requests).includes("hunter2"));
  });

  it("maps the client's own errors", () => {
    assert.deepEqual(email.failureFromError({ status: 451, text: "Unavailable For Headless Browser" }), { reason: "headless", status: 451 });
    assert.deepEqual(email.failureFromError({ status: 403, text: "Forbidden" }), { reason: "blocked", status: 403 });
    assert.deepEqual(email.failureFromError({ status: 0, text: "Network Error" }), { reason: "network", status: 0 });
    assert.deepEqual(email.failureFromError("The public key is required"), { reason: "not-configured" });
  });
});

/** Lets the client's own awaits (storage, fetch) run, without moving the mocked clock. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An answer the test releases when it wants, like a slow network. */
function held() {
  let release!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => response, release: (status: number) => release(new Response(status === 200 ? "OK" : "nope", { status })) };
}

describe("lib/email: never two e-mails for one intent (a send that timed out may still arrive)", () => {
  beforeEach(() => {
    store.clear();
    requests.length = 0;
    vi.useFakeTimers({ toFake: ["setTimeout"] });
  });
  afterEach(() => vi.useRealTimers());

  async function timeOut(send: Promise<unknown>) {
    await flush();
    vi.advanceTimersByTime(SEND_TIMEOUT_MS);
    const result = (await send) as Awaited<ReturnType<typeof email.sendSubmission>>;
    assert.equal(result.ok, false);
    assert.equal(!result.ok && result.reason, "timeout");
    return result as Extract<typeof result, { ok: false }>;
  }

  it("reports failure after 15 s, then the late arrival to the same caller", async () => {
    const slow = held();
    answer = slow.answer;
    const first = await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    slow.release(200);
    assert.deepEqual(await first.later, { ok: true, dropped: false });
    assert.equal(requests.length, 1);
  });

  it("a resend while the first is still on its way sends nothing and reports the first's arrival once", async () => {
    const slow = held();
    answer = slow.answer;
    const first = await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    const resend = email.sendSubmission({ form: "contact", values: { ...contact, message: "Hello again" }, language: "en" });
    await flush();
    assert.equal(requests.length, 1, "the resend waits instead of sending");
    slow.release(200);
    assert.deepEqual(await resend, { ok: true, dropped: false });
    assert.equal(await first.later, null, "the resend reports it; the first caller stays quiet");
    assert.equal(requests.length, 1);
  });

  it("a resend that also runs out of time hands the late arrival to the resend", async () => {
    const slow = held();
    answer = slow.answer;
    const first = await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    const second = await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    slow.release(200);
    assert.deepEqual(await second.later, { ok: true, dropped: false });
    assert.equal(await first.later, null);
    assert.equal(requests.length, 1);
  });

  it("when the first fails after all, a waiting resend really sends", async () => {
    const slow = held();
    answer = slow.answer;
    await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    const resend = email.sendSubmission({ form: "contact", values: contact, language: "en" });
    await flush();
    answer = async () => new Response("OK", { status: 200 });
    slow.release(500);
    assert.deepEqual(await resend, { ok: true, dropped: false });
    assert.equal(requests.length, 2);
  });

  it("when the first fails late, the caller hears nothing new and a retry really sends", async () => {
    const slow = held();
    answer = slow.answer;
    const first = await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    slow.release(500);
    const late = await first.later;
    assert.equal(late?.ok, false);
    answer = async () => new Response("OK", { status: 200 });
    assert.deepEqual(await email.sendSubmission({ form: "contact", values: contact, language: "en" }), { ok: true, dropped: false });
    assert.equal(requests.length, 2, "the failed send did not throttle the retry");
  });

  it("only the same form waits: another form sends at once", async () => {
    const slow = held();
    answer = slow.answer;
    await timeOut(email.sendSubmission({ form: "contact", values: contact, language: "en" }));
    answer = async () => new Response("OK", { status: 200 });
    assert.deepEqual(await email.sendSubmission({ form: "newsletter", values: { email: "a@b.co" }, language: "en" }), { ok: true, dropped: false });
    assert.equal(requests.length, 2);
    slow.release(200);
    await flush();
  });
});

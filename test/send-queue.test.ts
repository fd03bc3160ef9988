// The send queue's main branch without React or a browser (lib/send-queue/, docs/decisions.md#d48): what the door does
// online and offline, what each answer does to a kept entry, the time limit of a try, cancelling while a try is on its
// way, a lock held by another tab, the 7 days, and the flag that goes with the store. IndexedDB is fake-indexeddb, and
// the Web Locks, localStorage and the network's state are small stand-ins below; the e-mail boundary is a stub whose
// answers each test gives.
import assert from "node:assert/strict";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, it, vi } from "vitest";
import type { SendResult } from "@/lib/email";
import type { FormSubmission } from "@/lib/form-values";
import type { SendOutcome } from "@/lib/send-queue/outcomes";

/** Web Locks as the browser grants them: one holder per name, `ifAvailable` gives up at once. */
class Locks {
  readonly held = new Map<string, Promise<void>>();
  async request<T>(name: string, options: { ifAvailable?: boolean }, task: (lock: { name: string } | null) => Promise<T>): Promise<T> {
    if (options.ifAvailable && this.held.has(name)) return task(null);
    while (this.held.has(name)) await this.held.get(name);
    let release!: () => void;
    this.held.set(
      name,
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    try {
      return await task({ name });
    } finally {
      this.held.delete(name);
      release();
    }
  }
  async query() {
    return { held: [...this.held.keys()].map((name) => ({ name })) };
  }
}

/** What the stub e-mail boundary answers next, by call; a request that never answers is `new Promise(() => {})`. */
let answers: (() => Promise<SendResult>)[] = [];
const sent: FormSubmission[] = [];
vi.mock("@/lib/email", () => ({
  SEND_THROTTLE_MS: 10_000,
  sendQueuedSubmission: (submission: FormSubmission) => {
    sent.push(submission);
    return (answers.shift() ?? (() => Promise.resolve({ ok: true, dropped: false } as SendResult)))();
  },
  sendSubmission: (submission: FormSubmission) => {
    sent.push(submission);
    return (answers.shift() ?? (() => Promise.resolve({ ok: true, dropped: false } as SendResult)))();
  },
}));

const contact: FormSubmission = {
  form: "contact",
  values: { name: "Amina Okafor", email: "amina@example.org", message: "We would like to run an AI lab with your talent." },
  language: "en",
};

let locks: Locks;
let storage: Map<string, string>;
let outcomes: SendOutcome[];

async function load() {
  const [store, sender, submit, outcomeStream] = await Promise.all([
    import("@/lib/send-queue/store"),
    import("@/lib/send-queue/sender"),
    import("@/lib/send-queue/submit"),
    import("@/lib/send-queue/outcomes"),
  ]);
  outcomeStream.onOutcome((outcome) => outcomes.push(outcome));
  return { store, sender, submit };
}

const kinds = () => outcomes.map((outcome) => outcome.kind);
const flag = () => storage.get("talanta-send-queue") ?? null;
const online = (value: boolean) => Object.assign(globalThis.navigator, { onLine: value });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  answers = [];
  sent.length = 0;
  outcomes = [];
  locks = new Locks();
  storage = new Map();
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.stubGlobal("navigator", { onLine: true, locks });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal("window", Object.assign(new EventTarget(), { localStorage: globalThis.localStorage }));
  // One tab: Node's channels would also reach the modules of earlier tests, which stay alive.
  vi.stubGlobal("BroadcastChannel", undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the door (submit.ts)", () => {
  it("sends now when online, and the stream hears it", async () => {
    const { submit } = await load();
    const outcome = await submit.submit(contact, "");
    assert.equal(outcome.kind, "sent");
    assert.equal(sent.length, 1);
    assert.deepEqual(kinds(), ["sent"]);
  });

  it("keeps it when offline: only the form's own fields, the flag raised", async () => {
    online(false);
    const { submit, store } = await load();
    const outcome = await submit.submit(contact, "");
    assert.equal(outcome.kind, "kept");
    assert.equal(sent.length, 0);
    const [entry] = await store.keptEntries();
    assert.deepEqual(entry?.submission, contact);
    assert.equal(entry?.state, "waiting");
    assert.equal(flag(), "1");
  });

  it("tells a rate-limited send as a wait with its end, a bot's as a success without sending it", async () => {
    answers.push(() => Promise.resolve({ ok: false, reason: "throttled", status: 429, retryAt: Date.now() + 7_000 }));
    const { submit } = await load();
    const throttled = await submit.submit(contact, "");
    assert.equal(throttled.kind, "throttled");
    assert.equal(throttled.kind === "throttled" && throttled.until, Date.now() + 7_000);
    const bot = await submit.submit(contact, "http://spam.example");
    assert.equal(bot.kind, "sent");
    assert.equal(sent.length, 1, "the bot's submission never reaches the boundary");
  });
});

describe("a kept entry's answer (sender.ts)", () => {
  async function keptOffline() {
    online(false);
    const loaded = await load();
    await loaded.submit.submit(contact, "");
    online(true);
    return loaded;
  }

  it("a 2xx delivers it: gone from the device, the flag with it", async () => {
    const { sender, store } = await keptOffline();
    await sender.tend();
    assert.deepEqual(kinds(), ["kept", "delivered"]);
    assert.deepEqual(await store.keptEntries(), []);
    assert.equal(flag(), null);
  });

  it("a 4xx keeps it as refused, never tries it again, and hands its words back to its form once", async () => {
    answers.push(() => Promise.resolve({ ok: false, reason: "rejected", status: 422 }));
    const { sender, store } = await keptOffline();
    await sender.tend();
    assert.deepEqual(kinds(), ["kept", "refused"]);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await sender.tend();
    assert.equal(sent.length, 1, "a refused entry is never sent again");
    assert.equal(flag(), "1", "the flag stays while a refused entry waits for its form");

    const { restored, refused } = await store.formEntries("contact", { except: null, restoreInto: true });
    assert.deepEqual(restored?.submission, contact);
    assert.deepEqual(refused, []);
    assert.deepEqual(await store.keptEntries(), []);
    assert.equal(flag(), null);
    assert.equal(kinds().at(-1), "restored");
  });

  it("a 5xx keeps it waiting with back-off; the network's return does not hurry it, but it goes when due", async () => {
    answers.push(() => Promise.resolve({ ok: false, reason: "rejected", status: 503 }));
    const { sender, store } = await keptOffline();
    await sender.tend();
    const [waiting] = await store.keptEntries();
    assert.equal(waiting?.attempts, 1);
    assert.equal(waiting?.retryAt, Date.now() + 15_000);
    await sender.tend();
    assert.equal(sent.length, 1, "not before its back-off, even on an online event");
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => assert.equal(kinds().at(-1), "delivered"));
    assert.deepEqual(await store.keptEntries(), []);
    assert.equal(sent.length, 2);
  });

  it("no answer waits its back-off: an `online` event, a page open or another tab's pass does not hurry it", async () => {
    answers.push(() => Promise.resolve({ ok: false, reason: "network", status: 0 }));
    const { sender, store } = await keptOffline();
    await sender.tend();
    assert.equal(typeof (await store.keptEntries())[0]?.unansweredAt, "number");
    for (let pass = 0; pass < 3; pass += 1) await sender.tend();
    assert.equal(sent.length, 1, "not before its back-off, whatever asks");
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => assert.equal(kinds().at(-1), "delivered"));
    assert.equal(sent.length, 2);
  });

  it("a tab closed while its try is on its way leaves the entry waiting its back-off: the next tab does not send it again at once", async () => {
    answers.push(() => new Promise(() => {}));
    const { sender, store } = await keptOffline();
    void sender.tend();
    await vi.waitFor(() => assert.equal(sent.length, 1));
    const [entry] = await store.keptEntries();
    assert.equal(entry?.attempts, 1, "the try is counted before it leaves");
    // The tab closes: its lock goes with it, and its answer never comes. The next tab opens the site.
    locks.held.delete(store.entryLockName(entry!.id));
    vi.resetModules();
    const next = await load();
    await next.sender.tend();
    assert.equal(sent.length, 1, "not again before the back-off");
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => assert.equal(kinds().at(-1), "delivered"));
    assert.equal(sent.length, 2);
  });

  it("on a network that flaps every 2 s for 40 s and loses every answer, it is sent at 0 s and 15 s, never in a burst", async () => {
    answers = Array.from({ length: 20 }, () => () => Promise.resolve({ ok: false, reason: "network", status: 0 } as SendResult));
    const { sender } = await keptOffline();
    for (let second = 0; second < 40; second += 2) {
      const up = second % 4 === 0;
      online(up);
      // Each return of the network is an `online` event: the page tends the queue.
      if (up) await sender.tend();
      await vi.advanceTimersByTimeAsync(2_000);
    }
    assert.equal(sent.length, 2);
  });

  it("a real answer from the service shows the network is back: an entry whose last try went unanswered goes at once", async () => {
    online(false);
    const { sender, submit, store } = await load();
    await submit.submit(contact, "");
    await vi.advanceTimersByTimeAsync(1);
    await submit.submit({ ...contact, values: { ...contact.values, message: "A second message." } }, "");
    online(true);
    // The first try of the oldest gets no answer; the next entry's try is answered: then the oldest goes again at once.
    answers.push(() => Promise.resolve({ ok: false, reason: "network", status: 0 }));
    await sender.tend();
    assert.equal(sent.length, 3);
    assert.deepEqual(await store.keptEntries(), []);
  });

  it("a try with no answer lets go of its lock after 60 s; cancelled meanwhile, it is deleted when the try ends and never sent again", async () => {
    answers.push(() => new Promise(() => {}));
    const { sender, store } = await keptOffline();
    const pass = sender.tend();
    await vi.waitFor(() => assert.equal(sent.length, 1));
    const [entry] = await store.keptEntries();
    assert.ok(locks.held.has(store.entryLockName(entry!.id)), "the try holds the entry's lock");

    await vi.advanceTimersByTimeAsync(60_000);
    await pass;
    assert.equal(locks.held.size, 0, "the lock is released after the limit");
    assert.equal((await store.keptEntries())[0]?.attempts, 1);

    // The next try waits on the same request (still on its way) rather than send a second e-mail.
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => assert.ok(locks.held.has(store.entryLockName(entry!.id))));
    assert.equal(await store.cancel(entry!.id), "cancelled-in-flight");
    assert.deepEqual(await store.keptEntries(), [], "hidden from the lists at once");
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => assert.equal(locks.held.size, 0));
    await vi.waitFor(() => assert.equal(flag(), null));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    assert.equal(sent.length, 1, "never sent again");
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.kind === "cancelled"),
      [{ kind: "cancelled", form: "contact", entry: entry!.id, inFlight: true }],
    );
  });

  it("an entry another tab is trying is left to it, and tried as soon as that tab's lock is released", async () => {
    const { sender, store } = await keptOffline();
    const [entry] = await store.keptEntries();
    let otherTabDone!: () => void;
    const otherTab = locks.request(store.entryLockName(entry!.id), {}, () => new Promise<void>((resolve) => (otherTabDone = resolve)));
    await sender.tend();
    assert.equal(sent.length, 0, "left to the other tab");
    otherTabDone();
    await otherTab;
    await vi.waitFor(() => assert.equal(sent.length, 1));
    await vi.waitFor(async () => assert.deepEqual(await store.keptEntries(), []));
  });

  it("an entry kept more than 7 days is deleted unsent at the next page open, even offline, and told", async () => {
    const { sender, store } = await keptOffline();
    online(false);
    await vi.advanceTimersByTimeAsync(7 * 24 * 60 * 60 * 1000 + 1);
    await sender.tend();
    assert.deepEqual(await store.keptEntries(), []);
    assert.equal(flag(), null);
    assert.equal(sent.length, 0);
    assert.equal(kinds().at(-1), "expired");
  });

  it("cancelled with no try on its way, it is deleted at once", async () => {
    const { store } = await keptOffline();
    const [entry] = await store.keptEntries();
    assert.equal(await store.cancel(entry!.id), "cancelled");
    assert.deepEqual(await store.keptEntries(), []);
    assert.equal(flag(), null);
    assert.equal(await store.cancel(entry!.id), null, "already gone");
  });
});

describe("the flag (flag.ts), and a full localStorage", () => {
  it("says something may wait while it is raised, and nothing when it is down and could be written", async () => {
    const { somethingWaits } = await import("@/lib/send-queue/flag");
    assert.equal(somethingWaits(), false);
    storage.set("talanta-send-queue", "1");
    assert.equal(somethingWaits(), true);
    storage.delete("talanta-send-queue");
    assert.equal(somethingWaits(), false);
    assert.deepEqual([...storage.keys()], [], "its probe is never kept");
  });

  it("with localStorage full, an entry kept without its flag is found by the next page, which sends it or lets it expire", async () => {
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
      removeItem: (key: string) => storage.delete(key),
    });
    online(false);
    const { submit, sender, store } = await load();
    const { somethingWaits } = await import("@/lib/send-queue/flag");
    await submit.submit(contact, "");
    assert.equal(flag(), null, "the flag could not be written");
    assert.equal(somethingWaits(), true, "a page that cannot write it looks in the store");
    online(true);
    await sender.tend();
    assert.deepEqual(kinds(), ["kept", "delivered"]);
    assert.deepEqual(await store.keptEntries(), []);

    online(false);
    await submit.submit(contact, "");
    await vi.advanceTimersByTimeAsync(7 * 24 * 60 * 60 * 1000 + 1);
    await sender.tend();
    assert.equal(kinds().at(-1), "expired");
    assert.deepEqual(await store.keptEntries(), []);
  });

  it("with storage refused outright, IndexedDB is too: nothing can wait, and the door says the device could not keep it", async () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    vi.stubGlobal("indexedDB", {
      open: () => {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    online(false);
    const { submit } = await load();
    const { somethingWaits } = await import("@/lib/send-queue/flag");
    assert.equal(somethingWaits(), false);
    const outcome = await submit.submit(contact, "");
    assert.deepEqual(outcome, { kind: "unkept", form: "contact" });
    assert.deepEqual(kinds(), ["unkept"]);
    assert.equal(sent.length, 0);
  });
});

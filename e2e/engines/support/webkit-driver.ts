/**
 * The WebKit adapter: Debian's WebKitGTK through its WebDriver (classic only: no BiDi, so no init scripts, page-error
 * events or request interception), driven by selenium-webdriver, in WebKitGTK's MiniBrowser on a virtual X display.
 * One driver process holds one session at a time, so each worker runs its own driver (docs/decisions.md#d37).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, Key as Keys, Origin, type WebDriver } from "selenium-webdriver";
import type { EngineHost, PageOptions } from "./engine-host";
import type { Key, NativeDriver } from "./browse";

const keys: Record<Key, string> = { Escape: Keys.ESCAPE };

/**
 * MiniBrowser's toolbar (buttons and address entry) holds its window at least 447 px wide, so a page could never be
 * phone-narrow. GTK reads this stylesheet for MiniBrowser's own widgets only (never for the page): with the toolbar
 * shrunk, the window goes down to 290 px and the viewport is exactly the size asked for.
 */
const MINIBROWSER_GTK_CSS = "* { font-size: 1px; min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }\n";

/** Starts the worker's X server; Xvfb picks a free display itself (`-displayfd`), so parallel workers never collide. */
export async function startDisplay(xvfb: string): Promise<{ display: string; stop: () => Promise<void> }> {
  const server = spawn(xvfb, ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let written = "";
    let errors = "";
    server.stderr!.on("data", (chunk) => (errors += chunk));
    server.stdio[3]!.on("data", (chunk) => {
      written += chunk;
      if (written.includes("\n")) resolve(`:${written.trim()}`);
    });
    server.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors.trim()}`)));
  });
  return { display, stop: () => stopProcess(server) };
}

interface WebKitOptions {
  driverPath: string;
  miniBrowserPath: string;
  display: string;
  /** The first port to try for the driver; the next free one is used. */
  port: number;
  javaScriptEnabled: boolean;
}

export async function launchWebKit({ driverPath, miniBrowserPath, display, port, javaScriptEnabled }: WebKitOptions): Promise<EngineHost> {
  // MiniBrowser's settings, data and caches live in a folder of this worker's, removed with it.
  const home = await mkdtemp(join(tmpdir(), "e2e-webkit-"));
  await mkdir(join(home, "config", "gtk-3.0"), { recursive: true });
  await writeFile(join(home, "config", "gtk-3.0", "gtk.css"), MINIBROWSER_GTK_CSS);
  const driverPort = await freePort(port);
  const server = spawn(driverPath, [`--port=${driverPort}`, "--host=local"], {
    // Its own process group: MiniBrowser and its web processes join it, and stopping the group stops them all.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: join(home, "config"),
      XDG_DATA_HOME: join(home, "data"),
      XDG_CACHE_HOME: join(home, "cache"),
    },
  });
  const url = `http://127.0.0.1:${driverPort}`;
  await waitUntilReady(server, url);
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary: miniBrowserPath,
        // MiniBrowser reads WebKitSettings from its arguments; JavaScript off is a session of its own.
        args: ["--automation", ...(javaScriptEnabled ? [] : ["--enable-javascript=false"])],
      },
    })
    .build();
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
  const toolbar: { height?: number } = {};
  return {
    open: (options) => openPage(driver, options, toolbar),
    async close() {
      await driver.quit().catch(() => {});
      await stopProcess(server, true);
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** The session is the worker's: a test gets it at the viewport it asks for, and leaves it with nothing stored. */
async function openPage(driver: WebDriver, { viewport, javaScriptEnabled }: PageOptions, toolbar: { height?: number }): Promise<NativeDriver> {
  const sizes = () => driver.executeScript<number[]>("return [outerWidth, outerHeight, innerWidth, innerHeight]");
  const setViewport = async ({ width, height }: { width: number; height: number }) => {
    const window = driver.manage().window();
    if (toolbar.height === undefined) {
      // The window's height includes MiniBrowser's (shrunk) toolbar: measured once the page sees the new window.
      await window.setRect({ width, height });
      const [, outerHeight, , innerHeight] = await until(sizes, ([w, h]) => w === width && h === height, `a ${width}×${height} window`);
      toolbar.height = outerHeight! - innerHeight!;
    }
    await window.setRect({ width, height: height + toolbar.height });
    await until(sizes, ([, , w, h]) => w === width && h === height, `a ${width}×${height} viewport (see MINIBROWSER_GTK_CSS)`);
  };
  await setViewport(viewport);
  const actions = () => driver.actions({ async: true });
  return {
    watchesFromStart: false,
    javaScriptEnabled,
    async goto(url) {
      await driver.get(url);
      // WebDriver classic reports no HTTP status, and WebKit's navigation timing has no responseStatus: ask the
      // server for the same address (the export is static, so it answers as it answered the browser). A stopped server
      // (the offline tests) cannot say: the page came from the service worker, and the status is unknown (0).
      const response = await fetch(await driver.getCurrentUrl(), { method: "HEAD" }).catch(() => null);
      return response?.status ?? 0;
    },
    evaluate: (fn, arg) => driver.executeScript(fn, arg),
    clickAt: (x, y) => actions().move({ x, y, origin: Origin.VIEWPORT }).press().release().perform(),
    type: (text) => actions().sendKeys(text).perform(),
    press: (key) => actions().sendKeys(keys[key]).perform(),
    takeProblems: () => [],
    async close() {
      // The send rate limit lives in localStorage (docs/decisions.md#d12): the next test starts with none.
      // (A browser error page, such as "could not connect", may not touch storage: it has none of the site's.)
      if ((await driver.getCurrentUrl()).startsWith("http")) {
        await driver.executeScript("try { localStorage.clear(); sessionStorage.clear(); } catch {}");
      }
      await driver.manage().deleteAllCookies();
      await driver.get("about:blank");
    },
  };
}

/** Reads `read` until `done` holds (the window manager applies a size after the command returns), for 10 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`MiniBrowser never showed ${what}: it has ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first port from `from` on that nothing listens on. */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${from} to ${from + 99} for WebKitWebDriver`);
}

/** Resolves once the driver answers its status; fails with its own words if it exits first. */
async function waitUntilReady(server: ChildProcess, url: string): Promise<void> {
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited (${server.exitCode}): ${output.trim()}`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json())
      .then((body: { value?: { ready?: boolean } }) => body.value?.ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within 30 s: ${output.trim()}`);
}

/** Stops a process this worker started (with its process group, when it leads one) and waits for it to exit. */
async function stopProcess(child: ChildProcess, group = false): Promise<void> {
  const running = child.exitCode === null && child.signalCode === null;
  const exited = running ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve();
  try {
    // A group outlives its leader: MiniBrowser stays if the driver died, so the group is stopped either way.
    if (group) process.kill(-child.pid!, "SIGTERM");
    else if (running) child.kill("SIGTERM");
  } catch {
    // Nothing of it was left.
  }
  await exited;
}

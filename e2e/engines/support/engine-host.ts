/**
 * Browsers per worker (docs/decisions.md#d37): each Playwright worker starts its engine once and gives every test a
 * fresh page in it. Firefox and WebKit need a second browser for the JavaScript-off checks (see their adapters),
 * started only when a test of the worker asks for one.
 */
import type { NativeDriver } from "./browse";

export interface PageOptions {
  viewport: { width: number; height: number };
  javaScriptEnabled: boolean;
}

/** A running browser: it opens a page per test, and closes with its worker. */
export interface EngineHost {
  open(options: PageOptions): Promise<NativeDriver>;
  close(): Promise<void>;
}

export class EngineHosts {
  private readonly started = new Map<boolean, Promise<EngineHost>>();

  constructor(
    /** Starts the browser for pages with JavaScript on or off (Chromium serves both from one). */
    private readonly start: (javaScriptEnabled: boolean) => Promise<EngineHost>,
    /** What to stop once every browser has closed (WebKit's X display). */
    private readonly stopAfter: () => Promise<void> = async () => {},
  ) {}

  /** Whether opening a page with these options first starts a browser (which the caller may want to time). */
  needsStart(javaScriptEnabled: boolean): boolean {
    return !this.started.has(javaScriptEnabled);
  }

  async open(options: PageOptions): Promise<NativeDriver> {
    let host = this.started.get(options.javaScriptEnabled);
    if (!host) {
      host = this.start(options.javaScriptEnabled);
      this.started.set(options.javaScriptEnabled, host);
    }
    return (await host).open(options);
  }

  async close(): Promise<void> {
    const hosts = new Set(this.started.values());
    for (const host of hosts) await (await host.catch(() => null))?.close();
    await this.stopAfter();
  }
}

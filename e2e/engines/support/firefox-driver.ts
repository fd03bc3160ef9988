/**
 * The Firefox adapter: puppeteer-core over WebDriver BiDi, in Debian's Firefox ESR. Playwright cannot drive ESR 140
 * (its BiDi client sends commands ESR 140 does not know), and puppeteer-core is pinned to 24.25.0, the last release
 * whose setViewport ESR 140 understands (docs/decisions.md#d37). Requests are never intercepted here: BiDi
 * interception is unreliable in ESR 140, so forms send to the local inbox.
 */
import puppeteer, { type Browser } from "puppeteer-core";
import type { EngineHost, PageOptions } from "./engine-host";
import type { NativeDriver } from "./browse";
import { watchPage } from "./in-page";

/**
 * One Firefox per worker. ESR 140 has no BiDi command to turn scripts off in a page, so the JavaScript-off runs
 * get a Firefox of their own started with the `javascript.enabled` preference off.
 */
export async function launchFirefox(executablePath: string, javaScriptEnabled: boolean): Promise<EngineHost> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    extraPrefsFirefox: javaScriptEnabled ? {} : { "javascript.enabled": false },
  });
  return { open: (options) => openPage(browser, options), close: () => browser.close() };
}

/** A fresh browser context per test: nothing one test stored is seen by the next. */
async function openPage(browser: Browser, { viewport, javaScriptEnabled }: PageOptions): Promise<NativeDriver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const problems: string[] = [];
  // Firefox also reports a policy violation here, as a page error naming the directive.
  page.on("pageerror", (error) => problems.push(`page error on ${new URL(page.url()).pathname}: ${error instanceof Error ? error.message : String(error)}`));
  if (javaScriptEnabled) {
    await page.exposeFunction("__e2eReport", (line: string) => problems.push(line));
    await page.evaluateOnNewDocument(watchPage, false);
  }
  return {
    watchesFromStart: true,
    javaScriptEnabled,
    async goto(url) {
      const response = await page.goto(url, { waitUntil: "load" });
      return response?.status() ?? 0;
    },
    evaluate: <Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg) => page.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Result>,
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    takeProblems: () => problems.splice(0),
    close: () => context.close(),
  };
}

/** The Chromium adapter: Playwright's own page, in the Chromium the main suite runs in (playwright.config.ts). */
import type { Browser, BrowserType, LaunchOptions } from "@playwright/test";
import type { EngineHost, PageOptions } from "./engine-host";
import type { NativeDriver } from "./browse";
import { watchPage } from "./in-page";

export async function launchChromium(chromium: BrowserType, launchOptions: LaunchOptions): Promise<EngineHost> {
  const browser = await chromium.launch(launchOptions);
  return { open: (options) => openPage(browser, options), close: () => browser.close() };
}

/** A fresh context per test: nothing one test stored is seen by the next. */
async function openPage(browser: Browser, { viewport, javaScriptEnabled }: PageOptions): Promise<NativeDriver> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error on ${new URL(page.url()).pathname}: ${error.message}`));
  if (!javaScriptEnabled) {
    // No script can listen for violations; the browser still reports them (the <noscript> menu's styles are hashed).
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) problems.push(`CSP violation: ${message.text()}`);
    });
  } else {
    await page.exposeFunction("__e2eReport", (line: string) => problems.push(line));
    await page.addInitScript(watchPage, false);
  }
  return {
    watchesFromStart: true,
    javaScriptEnabled,
    async goto(url) {
      const response = await page.goto(url);
      return response?.status() ?? 0;
    },
    evaluate: <Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg) => page.evaluate(fn as never, arg) as Promise<Result>,
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    takeProblems: () => problems.splice(0),
    close: () => context.close(),
  };
}

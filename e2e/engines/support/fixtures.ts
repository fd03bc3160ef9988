/**
 * The cross-engine test (docs/decisions.md#d37): `test` gives every test a `browse` in the engine of its project,
 * Chromium in the main suite (playwright.config.ts), Firefox or WebKit in playwright.engines.config.ts. Each test
 * ends by checking that the page reported no error and no Content-Security-Policy violation.
 */
import { expect, test as base } from "@playwright/test";
import { engineBinaries, missingEngineBinaries } from "../../../scripts/check/system-browsers.mjs";
import { Browse, type Engine } from "./browse";
import { launchChromium } from "./chromium-driver";
import { EngineHosts, type EngineHost } from "./engine-host";
import { launchFirefox } from "./firefox-driver";
import { launchWebKit, startDisplay } from "./webkit-driver";

export interface EngineOptions {
  engine: Engine;
}

/** Time a test gets on top of its own when it is the one that starts its worker's browser. */
const BROWSER_START_MS = 60_000;
/** The first WebDriver port a worker tries (WEBKIT_DRIVER_PORT), plus two per parallel worker. */
const driverPortBase = Number(process.env.WEBKIT_DRIVER_PORT ?? 4450);

export const test = base.extend<{ browse: Browse }, EngineOptions & { engineHosts: EngineHosts }>({
  engine: ["chromium", { option: true, scope: "worker" }],

  engineHosts: [
    // `provide`, not `use`: the React lint rules read any `use(...)` call as a hook.
    async ({ engine, playwright, launchOptions }, provide, workerInfo) => {
      const hosts = startHosts(engine, () => launchChromium(playwright.chromium, launchOptions), driverPortBase + 2 * workerInfo.parallelIndex);
      await provide(hosts);
      await hosts.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],

  browse: async ({ engineHosts, baseURL, viewport, javaScriptEnabled }, provide, testInfo) => {
    const options = { viewport: viewport ?? { width: 1280, height: 800 }, javaScriptEnabled: javaScriptEnabled ?? true };
    if (engineHosts.needsStart(options.javaScriptEnabled)) testInfo.setTimeout(testInfo.timeout + BROWSER_START_MS);
    const driver = await engineHosts.open(options);
    const browse = new Browse(driver, baseURL!);
    await provide(browse);
    const problems = await browse.takeProblems().finally(() => driver.close());
    expect(problems, "no page error and no Content-Security-Policy violation").toEqual([]);
  },
});

export { expect };

function startHosts(engine: Engine, chromium: () => Promise<EngineHost>, driverPort: number): EngineHosts {
  if (engine === "chromium") {
    // One Chromium serves pages with JavaScript on and off (a context option).
    let browser: Promise<EngineHost> | null = null;
    return new EngineHosts(() => (browser ??= chromium()));
  }
  const needed = engine === "firefox" ? (["Firefox ESR"] as const) : (["WebKitWebDriver", "MiniBrowser", "Xvfb"] as const);
  const missing = missingEngineBinaries([...needed]);
  if (missing.length) throw new Error(`Missing ${missing.join(", ")}: run \`npm run test:engines\`, which installs them or says how.`);
  const binaries = engineBinaries();
  if (engine === "firefox") return new EngineHosts((javaScriptEnabled) => launchFirefox(binaries["Firefox ESR"]!, javaScriptEnabled));

  let display: ReturnType<typeof startDisplay> | null = null;
  return new EngineHosts(
    async (javaScriptEnabled) => {
      display ??= startDisplay(binaries.Xvfb!);
      return launchWebKit({
        driverPath: binaries.WebKitWebDriver!,
        miniBrowserPath: binaries.MiniBrowser!,
        display: (await display).display,
        port: driverPort + (javaScriptEnabled ? 0 : 1),
        javaScriptEnabled,
      });
    },
    async () => (await display)?.stop(),
  );
}

/**
 * The one way a cross-engine test drives a browser (docs/decisions.md#d37). Tests speak to `Browse`; `Browse`
 * resolves every user-facing target with the same in-page script (support/in-page.ts) and leaves only the native
 * acts (navigate, click at a point, type, press a key, evaluate) to an engine's `NativeDriver`.
 */
import { expect } from "@playwright/test";
import { loadEvidence, runQuery, takeBufferedProblems, watchPage, type ActionPoint, type NameMatch, type Query, type Reading, type Target } from "./in-page";

export type Engine = "chromium" | "firefox" | "webkit";
export type Key = "Escape";
export type { Target } from "./in-page";

/**
 * What each engine's adapter does natively. Everything else is shared. The viewport is Playwright's `viewport`
 * option, which each adapter applies when it opens the test's page.
 */
export interface NativeDriver {
  /**
   * Whether page errors and policy violations are watched from each document's first script (init scripts and
   * page-error events), or only from the moment `Browse` installs a buffered watch after load (WebKit).
   */
  readonly watchesFromStart: boolean;
  readonly javaScriptEnabled: boolean;
  /** Loads `url`, waits for its load event, and returns the HTTP status of the document. */
  goto(url: string): Promise<number>;
  evaluate<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result>;
  clickAt(x: number, y: number): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The page errors and policy violations reported to the driver since the last call. */
  takeProblems(): string[];
  /** Ends the test's page and whatever it stored (a fresh context, or the session's storage cleared). */
  close(): Promise<void>;
}

/** By role and accessible name: `byRole("button", "Subscribe")`, `byRole("heading", undefined, { level: 1 })`. */
export function byRole(role: string, name?: string | RegExp, options: { level?: number; nth?: number; hasText?: string } = {}): Target {
  const description = `${role}${name === undefined ? "" : ` "${name}"`}${options.level ? ` level ${options.level}` : ""}${options.nth === undefined ? "" : ` #${options.nth + 1}`}`;
  return { role, name: name === undefined ? undefined : toMatch(name), ...options, description };
}

/** A form field by its label's text. */
export function byLabel(label: string | RegExp): Target {
  return { label: toMatch(label), description: `field labelled "${label}"` };
}

/** The document element, for what the whole document carries (`lang`, the hydration mark). */
export const documentElement: Target = { css: "html", description: "<html>" };

/** `target`, looked for inside `scope` only. */
export function within(scope: Target, target: Target): Target {
  return { ...target, within: scope, description: `${target.description} in ${scope.description}` };
}

function toMatch(name: string | RegExp): NameMatch {
  return typeof name === "string" ? name : { pattern: name.source, flags: name.flags };
}

/** How long an action waits for its target to be actionable before it fails. */
const ACTION_TIMEOUT_MS = 15_000;
/** Between two looks at a target that is not ready yet: the time a frame or two takes, not a guess at a delay. */
const POLL_MS = 50;

export class Browse {
  private marks = 0;
  private collected: string[] = [];

  constructor(
    private readonly driver: NativeDriver,
    private readonly baseURL: string,
  ) {}

  /** Opens `path` and returns its HTTP status once it has loaded. */
  async goto(path: string): Promise<number> {
    await this.collectBufferedProblems();
    const status = await this.driver.goto(new URL(path, this.baseURL).href);
    if (!this.driver.watchesFromStart && this.driver.javaScriptEnabled) await this.driver.evaluate(watchPage, true);
    return status;
  }

  /**
   * The page's path, read in the page (the router changes it without a navigation the driver would see). Null while
   * a link's full page load replaces the document under the read: poll it.
   */
  pathname(): Promise<string | null> {
    return this.driver.evaluate(() => location.pathname, undefined).catch(() => null);
  }

  /** Resolves once the page has hydrated (the navbar marks `<html data-hydrated>`, components/layout/header-frame.tsx). */
  async waitForHydration(): Promise<void> {
    await expect.poll(() => this.attribute(documentElement, "data-hydrated"), { message: "the page hydrates" }).toBe("true");
  }

  async click(target: Target): Promise<void> {
    const { x, y } = await this.actionPoint(target, false);
    await this.driver.clickAt(x, y);
  }

  /** Clicks into a field, selects what it holds and types `value` over it, key by key. */
  async fill(target: Target, value: string): Promise<void> {
    const { x, y, token } = await this.actionPoint(target, true);
    await this.driver.clickAt(x, y);
    await expect.poll(() => this.driver.evaluate(runQuery, { op: "focus-and-select", token }), { message: `${target.description} has focus` }).toBe(true);
    await this.driver.type(value);
  }

  /** Chooses the option of a `<select>` whose text is `option`. */
  async choose(target: Target, option: string): Promise<void> {
    await expect
      .poll(() => this.driver.evaluate(runQuery, { op: "choose", target, option } satisfies Query), { message: `choose "${option}" in ${target.description}` })
      .toBe(true);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /** Scrolls the window to `top` and returns where it landed, once two frames have been drawn there. */
  scrollTo(top: number): Promise<number> {
    return this.driver.evaluate(async (y: number) => {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY;
    }, top);
  }

  evaluate<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result> {
    return this.driver.evaluate(fn, arg);
  }

  /** How many elements match (one-shot: use it in `expect.poll`). */
  async count(target: Target): Promise<number> {
    return (await this.read(target)).count;
  }

  /** Whether the one element matching is visible; false when none matches. */
  async visible(target: Target): Promise<boolean> {
    return (await this.readOne(target)).visible;
  }

  async text(target: Target): Promise<string | null> {
    return (await this.readOne(target)).text;
  }

  async value(target: Target): Promise<string | null> {
    return (await this.readOne(target)).value;
  }

  async attribute(target: Target, attribute: string): Promise<string | null> {
    return (await this.readOne(target, { attribute })).attribute;
  }

  /** A computed style property, as the engine serialises it. */
  async style(target: Target, style: string): Promise<string | null> {
    return (await this.readOne(target, { style })).style;
  }

  /** The lowest opacity of the element and its ancestors: what the visitor actually sees (0 when none matches). */
  async opacity(target: Target): Promise<number> {
    return (await this.readOne(target)).opacity;
  }

  /** Everything the page's policy governs, and whether it loaded and ran (see in-page.ts `loadEvidence`). */
  loadEvidence() {
    return this.driver.evaluate(loadEvidence, undefined);
  }

  /** The page errors and policy violations seen since the last call (the fixture checks the rest at the end). */
  async takeProblems(): Promise<string[]> {
    await this.collectBufferedProblems();
    return this.collected.splice(0);
  }

  private async collectBufferedProblems() {
    if (!this.driver.watchesFromStart && this.driver.javaScriptEnabled) {
      // The page may be gone or elsewhere (about:blank before the first visit): then there is nothing to read.
      const buffered = await this.driver.evaluate(takeBufferedProblems, undefined).catch(() => []);
      this.collected.push(...buffered);
    }
    this.collected.push(...this.driver.takeProblems());
  }

  private read(target: Target, extra: { attribute?: string; style?: string } = {}): Promise<Reading> {
    return this.driver.evaluate(runQuery, { op: "read", target, ...extra }) as Promise<Reading>;
  }

  /** Reads the one element matching; several matching is a mistake in the test, not a state to wait out. */
  private async readOne(target: Target, extra: { attribute?: string; style?: string } = {}): Promise<Reading> {
    const reading = await this.read(target, extra);
    if (reading.count > 1) throw new Error(`${reading.count} elements match ${target.description}; make the target precise`);
    return reading;
  }

  /**
   * Waits until the target can take a pointer: exactly one element, visible, enabled (and editable, for typing),
   * scrolled on screen, topmost at its centre, and in the same place on two looks in a row (not moving).
   */
  private async actionPoint(target: Target, typing: boolean): Promise<ActionPoint & { token: string }> {
    const token = `t${++this.marks}`;
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    let previous: ActionPoint | null = null;
    for (;;) {
      const point = (await this.driver.evaluate(runQuery, { op: "prepare", target, token, typing })) as ActionPoint;
      if (!point.blocked && previous && !previous.blocked && previous.rect === point.rect) return { ...point, token };
      if (Date.now() > deadline) {
        throw new Error(`${target.description} never became ${typing ? "editable" : "clickable"}: ${point.blocked ?? "it kept moving"}`);
      }
      previous = point;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

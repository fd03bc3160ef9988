/**
 * The scripts every engine runs inside the page. Each is passed as a function to the adapter's evaluate, which
 * sends its source text, so each must be self-contained: no imports, no outside names.
 */

/** A name to match: a string is the whole name, whitespace collapsed; a pattern is a serialised RegExp. */
export type NameMatch = string | { pattern: string; flags: string };

/**
 * A user-facing description of one element, resolved the same way in every engine: by role and accessible name
 * (and heading level), by label text, by CSS for the document itself, narrowed by `within`, `hasText` and `nth`.
 */
export interface Target {
  role?: string;
  name?: NameMatch;
  level?: number;
  label?: NameMatch;
  css?: string;
  hasText?: NameMatch;
  nth?: number;
  within?: Target;
  /** How the target is written in a failure message. */
  description: string;
}

export type Query =
  | { op: "read"; target: Target; attribute?: string; style?: string }
  | { op: "prepare"; target: Target; token: string; typing: boolean }
  | { op: "focus-and-select"; token: string }
  | { op: "choose"; target: Target; option: string };

/** What a read sees: how many elements match, and the one element's state when exactly one does. */
export interface Reading {
  count: number;
  visible: boolean;
  text: string | null;
  value: string | null;
  attribute: string | null;
  style: string | null;
  /** The lowest opacity of the element and its ancestors: what the visitor actually sees. */
  opacity: number;
}

/** Where an action can land: the element's centre once it is on screen, enabled and the topmost element there. */
export interface ActionPoint {
  count: number;
  /** Why the element cannot take the action yet, or null when it can. */
  blocked: string | null;
  x: number;
  y: number;
  rect: string;
}

/**
 * Resolves a target and reads it, or prepares it for a native action. Roles and names follow the ARIA rules for the
 * markup this site uses (implicit roles, aria-labelledby, aria-label, labels, text content, alt); elements hidden
 * from assistive technology (display: none, visibility: hidden, aria-hidden) never match, as with Playwright's
 * getByRole.
 */
export function runQuery(query: Query): Reading | ActionPoint | boolean | null {
  // HTML's whitespace only: the no-break spaces of French typography are part of the text.
  const collapse = (text: string) => text.replace(/[ \t\n\r\f]+/g, " ").trim();
  const matches = (actual: string, expected: NameMatch) =>
    typeof expected === "string" ? collapse(actual) === expected : new RegExp(expected.pattern, expected.flags).test(collapse(actual));

  const hiddenFromReaders = (element: Element) => Boolean(element.closest('[aria-hidden="true"]')) || !element.checkVisibility({ visibilityProperty: true });

  const landmarkScoped = (element: Element) => !element.parentElement?.closest("article, aside, main, nav, section");
  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute("role");
    if (explicit) return explicit.split(/\s+/)[0] ?? null;
    const tag = element.localName;
    if (/^h[1-6]$/.test(tag)) return "heading";
    if (tag === "input") {
      const type = (element as HTMLInputElement).type;
      if (["button", "submit", "reset", "image"].includes(type)) return "button";
      if (type === "checkbox" || type === "radio") return type;
      return ["text", "email", "tel", "url", "search"].includes(type) ? "textbox" : null;
    }
    const named = Boolean(element.getAttribute("aria-label") || element.getAttribute("aria-labelledby"));
    const roles: Record<string, string | null> = {
      a: element.hasAttribute("href") ? "link" : null,
      button: "button",
      textarea: "textbox",
      select: "combobox",
      header: landmarkScoped(element) ? "banner" : null,
      footer: landmarkScoped(element) ? "contentinfo" : null,
      main: "main",
      nav: "navigation",
      aside: "complementary",
      section: named ? "region" : null,
      form: named ? "form" : null,
      article: "article",
      ul: "list",
      ol: "list",
      li: "listitem",
      img: (element as HTMLImageElement).alt === "" ? null : "img",
    };
    return roles[tag] ?? null;
  };

  // Text a name takes from content: text nodes and the names of child elements, skipping what readers skip.
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
    if (!node.checkVisibility()) return "";
    if (node.getAttribute("aria-label")) return ` ${node.getAttribute("aria-label")} `;
    if (node instanceof HTMLImageElement) return node.alt;
    const inline = node instanceof HTMLElement && getComputedStyle(node).display.startsWith("inline");
    const inner = [...node.childNodes].map(textOf).join("");
    return inline ? inner : ` ${inner} `;
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((element) => (element ? textOf(element) : ""))
      .join(" ");
  const nameFromContent = ["button", "link", "heading", "listitem", "checkbox", "radio", "tab", "option", "cell"];
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) return collapse(byIds(labelledBy));
    const label = element.getAttribute("aria-label");
    if (label && collapse(label)) return collapse(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      const labels = [...(element.labels ?? [])].map(textOf).join(" ");
      if (collapse(labels)) return collapse(labels);
    }
    if (element instanceof HTMLImageElement) return collapse(element.alt);
    const role = roleOf(element);
    if (role && nameFromContent.includes(role)) return collapse(textOf(element));
    return collapse(element.getAttribute("title") ?? "");
  };

  const resolve = (target: Target): Element[] => {
    let scopes: ParentNode[] = [document];
    if (target.within) {
      const found = resolve(target.within);
      if (found.length > 1) throw new Error(`${found.length} elements match ${target.within.description}`);
      scopes = found;
    }
    let found = scopes.flatMap((scope) => [...scope.querySelectorAll(target.css ?? (target.label !== undefined ? "input, textarea, select" : "*"))]);
    if (target.role) found = found.filter((element) => roleOf(element) === target.role);
    if (target.level) found = found.filter((element) => Number(element.getAttribute("aria-level") ?? element.localName.slice(1)) === target.level);
    if (!target.css) found = found.filter((element) => !hiddenFromReaders(element));
    const name = target.name ?? target.label;
    if (name !== undefined) found = found.filter((element) => matches(nameOf(element), name));
    if (target.hasText !== undefined) {
      const expected = target.hasText;
      found = found.filter((element) =>
        typeof expected === "string" ? collapse(element.textContent ?? "").includes(expected) : matches(element.textContent ?? "", expected),
      );
    }
    if (target.nth !== undefined) found = found.slice(target.nth, target.nth + 1);
    return found;
  };

  const isVisible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const marked = (token: string) => document.querySelector(`[data-e2e-target="${token}"]`);

  switch (query.op) {
    case "read": {
      const found = resolve(query.target);
      const element = found.length === 1 ? found[0]! : null;
      let opacity = 1;
      for (let node = element; node; node = node.parentElement) opacity = Math.min(opacity, Number(getComputedStyle(node).opacity));
      return {
        count: found.length,
        visible: element ? isVisible(element) : false,
        text: element ? collapse(element.textContent ?? "") : null,
        value: element && "value" in element ? String(element.value) : null,
        attribute: element && query.attribute ? element.getAttribute(query.attribute) : null,
        style: element && query.style ? getComputedStyle(element).getPropertyValue(query.style) : null,
        opacity: element ? opacity : 0,
      };
    }
    case "prepare": {
      const found = resolve(query.target);
      const element = found[0];
      const point = (blocked: string | null, rect?: DOMRect) => ({
        count: found.length,
        blocked,
        x: rect ? Math.round(rect.left + rect.width / 2) : 0,
        y: rect ? Math.round(rect.top + rect.height / 2) : 0,
        rect: rect ? [rect.left, rect.top, rect.width, rect.height].map(Math.round).join(",") : "",
      });
      if (found.length !== 1 || !element) return point(found.length ? `${found.length} elements match` : "no element matches");
      if (!isVisible(element)) return point("it is not visible");
      if (element.matches(":disabled") || element.getAttribute("aria-disabled") === "true") return point("it is disabled");
      if (query.typing && (element as HTMLInputElement).readOnly) return point("it is read-only");
      let rect = element.getBoundingClientRect();
      const onScreen = rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
      if (!onScreen) {
        // The middle of the screen: never under the fixed navbar or a toast.
        element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
        rect = element.getBoundingClientRect();
      }
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const topmost = document.elementFromPoint(x, y);
      if (!topmost || !(element === topmost || element.contains(topmost))) {
        return point(`another element is on top of it (${topmost ? topmost.outerHTML.slice(0, 120) : "nothing"})`, rect);
      }
      document.querySelectorAll("[data-e2e-target]").forEach((other) => other.removeAttribute("data-e2e-target"));
      element.setAttribute("data-e2e-target", query.token);
      return point(null, rect);
    }
    case "focus-and-select": {
      const field = marked(query.token);
      if (document.activeElement !== field) return false;
      // Typing then replaces what the field held, as a visitor's select-all would.
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
      return true;
    }
    case "choose": {
      const found = resolve(query.target);
      const select = found[0];
      if (found.length !== 1 || !(select instanceof HTMLSelectElement) || select.disabled) return false;
      const option = [...select.options].find((candidate) => collapse(candidate.text) === query.option);
      if (!option) return false;
      // What choosing an option does, as Playwright's selectOption does it: the value, then input and change.
      select.value = option.value;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
      return true;
    }
  }
}

/**
 * Watches the page for what must never happen: a Content-Security-Policy violation, and (where the engine has no
 * page-error event of its own, `buffered`) an uncaught error or rejection. Unbuffered, each report goes at once to
 * the test through the `window.__e2eReport` binding; buffered, it waits in the page until read.
 */
export function watchPage(buffered: boolean): void {
  const page = window as unknown as { __e2eWatching?: boolean; __e2eProblems?: string[]; __e2eReport?: (line: string) => void };
  if (page.__e2eWatching) return;
  page.__e2eWatching = true;
  const report = (line: string) => (buffered ? (page.__e2eProblems ??= []).push(line) : page.__e2eReport?.(line));
  document.addEventListener(
    "securitypolicyviolation",
    (event) => report(`CSP violation on ${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"}`),
    true,
  );
  if (buffered) {
    window.addEventListener("error", (event) => report(`page error on ${location.pathname}: ${event.message}`));
    window.addEventListener("unhandledrejection", (event) => report(`unhandled rejection on ${location.pathname}: ${String(event.reason)}`));
  }
}

/** Takes the reports a buffered watch holds (see watchPage), leaving it empty. */
export function takeBufferedProblems(): string[] {
  const page = window as unknown as { __e2eProblems?: string[] };
  return page.__e2eProblems?.splice(0) ?? [];
}

/** What the page's policy governs, and whether each of them loaded and ran (see loadEvidence). */
export interface LoadEvidence {
  hydrated: boolean;
  scriptsNotLoaded: string[];
  stylesheetsNotApplied: string[];
  styleAttributesIgnored: string[];
  layoutStyled: boolean;
  imagesPending: string[];
  imagesBroken: string[];
  fontsFailed: string[];
  bodyFontLoaded: boolean;
}

/** The evidence of a page whose every script, style, image and font loaded and ran. */
export const everythingLoaded: LoadEvidence = {
  hydrated: true,
  scriptsNotLoaded: [],
  stylesheetsNotApplied: [],
  styleAttributesIgnored: [],
  layoutStyled: true,
  imagesPending: [],
  imagesBroken: [],
  fontsFailed: [],
  bodyFontLoaded: true,
};

/**
 * Proves that everything the page's policy governs loaded and ran: every script (the page hydrated, and each
 * script file was fetched), every stylesheet, `<style>` and style attribute (applied: the fixed header is styled),
 * every image (loaded with a size) and the font the text is set in. A resource the policy had blocked would be
 * missing here, whenever it was blocked: this is how a WebKit run, which cannot watch a page from its first byte,
 * still sees a violation during load. Poll it: images and scripts the page fetches late arrive in their time.
 */
export async function loadEvidence(): Promise<LoadEvidence> {
  // A lazy image starts loading when it is no longer lazy: every image is checked without scrolling the page.
  const images = [...document.images].filter((image) => image.checkVisibility());
  for (const image of images) if (image.loading === "lazy") image.loading = "eager";
  await document.fonts.ready;
  const fetched = new Set(performance.getEntriesByType("resource").map((entry) => entry.name));
  const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, "");
  const bodyFonts = getComputedStyle(document.body).fontFamily.split(",").map(unquote);
  // Only faces the site serves count: a `local()` fallback (Next's "inter Fallback" on Arial) fails on a machine
  // without that font, and no policy governs it.
  const servedFamilies = new Set(
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue("src").includes("url("))
      .map((rule) => unquote(rule.style.getPropertyValue("font-family"))),
  );
  const faces = [...document.fonts].filter((face) => servedFamilies.has(unquote(face.family)));
  const source = (image: HTMLImageElement) => image.currentSrc || image.src;
  return {
    hydrated: document.documentElement.dataset.hydrated === "true",
    // Module browsers never fetch the noModule polyfills.
    scriptsNotLoaded: [...document.querySelectorAll<HTMLScriptElement>("script[src]:not([nomodule])")]
      .map((script) => script.src)
      .filter((src) => !fetched.has(src)),
    stylesheetsNotApplied: [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')]
      .filter((element) => !element.sheet || element.sheet.cssRules.length === 0)
      .map((element) => (element instanceof HTMLLinkElement ? element.href : `<style> ${element.textContent?.slice(0, 60)}`)),
    // A blocked style attribute stays in the markup but declares nothing.
    styleAttributesIgnored: [...document.querySelectorAll<HTMLElement>("[style]")]
      .filter((element) => element.getAttribute("style")!.trim() && element.style.length === 0)
      .map((element) => element.outerHTML.slice(0, 120)),
    layoutStyled: getComputedStyle(document.querySelector("header")!).position === "fixed",
    imagesPending: images.filter((image) => !image.complete).map(source),
    imagesBroken: images.filter((image) => image.complete && image.naturalWidth === 0).map(source),
    fontsFailed: faces.filter((face) => face.status === "error").map((face) => `${face.family} ${face.weight}`),
    bodyFontLoaded: faces.some((face) => bodyFonts.includes(unquote(face.family)) && face.status === "loaded"),
  };
}

/** How many entries the send queue holds (docs/decisions.md#d48), read with the browser's own IndexedDB API. */
export function keptEntriesCount(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const open = indexedDB.open("talanta-send-queue");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction("kept-submissions").objectStore("kept-submissions").count();
      count.onsuccess = () => resolve(count.result);
    };
  });
}

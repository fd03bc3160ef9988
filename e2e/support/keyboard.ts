/** Keyboard-only helpers: focus moves with Tab, never with a click or a programmatic focus(). */
import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 150, backwards = false } = {}): Promise<void> {
  const key = backwards ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${limit} presses`).toBeFocused({ timeout: 1 });
}

/** Tabs to each field in turn and types its value; a select is chosen by typing the option's first letters. */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
  await expect(field).toHaveValue(value);
}

/** Something is drawn to show focus: an outline, or a box-shadow ring (the form fields). */
export async function expectFocusIndicator(target: Locator): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, width: parseFloat(computed.outlineWidth), shadow: computed.boxShadow };
  });
  const outlined = style.outline !== "none" && style.width >= 2;
  expect(outlined || style.shadow !== "none", `a visible focus indicator (${JSON.stringify(style)})`).toBe(true);
}

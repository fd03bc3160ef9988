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

/** Links and buttons show keyboard focus with a solid outline at least 2 px wide (app/globals.css :focus-visible). */
export async function expectFocusIndicator(target: Locator): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth) };
  });
  expect(style.style, "a solid focus outline").toBe("solid");
  expect(style.width, "a focus outline at least 2 px wide").toBeGreaterThanOrEqual(2);
}

/**
 * The toaster (docs/decisions.md#d20): top-right, closes after 5000 ms, pauses while hovered, closes on click or
 * with its button, can be swiped away, and shows the remaining time as a bar.
 */
import { expect, test, type Page } from "@playwright/test";
import { organization, texts, toast } from "./support/form-drivers";

const message = texts.validation.nameRequired;

/** Shows one toast without any network on the open organization form: its first validation message. */
async function showToast(page: Page) {
  await organization.submit(page).click();
  const item = toast(page, message);
  await expect(item).toBeVisible();
  return item;
}

/**
 * Freezes the page clock just after its current time, so only fastForward moves the toast timers; returns that time.
 * On a busy machine the page's clock can pass the chosen instant before the freeze lands: then it tries a later one.
 */
async function freezeClock(page: Page) {
  for (let margin = 250; ; margin *= 2) {
    const frozenAt = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(frozenAt);
      return frozenAt;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past") || margin > 16_000) throw error;
    }
  }
}

test("a toast closes by itself after 5000 ms; hovering pauses the countdown and the remaining-time bar", async ({ page }) => {
  test.slow(); // two stories on one page: the time of two tests
  await page.clock.install();
  await organization.open(page);
  await test.step("a toast closes by itself after 5000 ms", async () => {
    const shownAt = await page.evaluate(() => Date.now());
    await organization.submit(page).click();
    const item = toast(page, message);
    await expect(item).toBeVisible();
    await page.mouse.move(0, 0);
    // The page clock ran while the toast appeared (slowly, on a busy machine): count the 4 s from the submit.
    const frozenAt = await freezeClock(page);
    await page.clock.fastForward(shownAt + 4_000 - frozenAt);
    await expect(item, "still shown after 4 s").toBeVisible();
    await page.clock.fastForward(1_300);
    await page.clock.resume();
    await expect(item).toHaveCount(0);
  });

  await test.step("the next toast: hovering pauses the countdown and the remaining-time bar", async () => {
    const item = await showToast(page);
    const bar = item.locator(".toast-progress");
    await expect(bar).toHaveCSS("animation-name", "toast-progress");
    await expect(bar).toHaveCSS("animation-duration", "5s");
    await expect(bar).toHaveCSS("animation-play-state", "running");

    await item.hover();
    await freezeClock(page);
    await expect(bar).toHaveCSS("animation-play-state", "paused");
    await page.clock.fastForward(20_000);
    await expect(item, "still shown while hovered").toBeVisible();

    await page.mouse.move(0, 0);
    await expect(bar).toHaveCSS("animation-play-state", "running");
    await page.clock.fastForward(6_000);
    await page.clock.resume();
    await expect(item).toHaveCount(0);
  });
});

test("toasts appear at the top right, and close on a click, with their close button or with a swipe", async ({ page }) => {
  await organization.open(page);
  const item = await showToast(page);
  await test.step("at the top right", async () => {
    const box = (await item.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 3);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  });

  await test.step("a click anywhere on the toast closes it", async () => {
    await item.getByText(message).click();
    await expect(item).toHaveCount(0);
  });

  await test.step("the close button closes it", async () => {
    await organization.submit(page).click();
    await item.hover();
    await item.getByRole("button", { name: /close/i }).click();
    await expect(item).toHaveCount(0);
  });

  await test.step("a swipe closes it", async () => {
    await organization.submit(page).click();
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 40 + step * 15, y);
    await page.mouse.up();
    await expect(item).toHaveCount(0);
  });
});

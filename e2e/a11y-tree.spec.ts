/**
 * What assistive technology gets, read from the accessibility tree and ARIA: toasts announced politely and
 * errors assertively, one clear name per landmark, decorative images and icons hidden while meaningful
 * images have useful text, and nothing overflowing or cut off at 320 px or at 200 % zoom.
 */
import { expect, test, type Page } from "@playwright/test";
import { mockEmail } from "./support/email";
import { contactPage, texts, toast } from "./support/form-drivers";
import { waitForHydration } from "./support/page-state";
import { englishPaths } from "./support/site-pages";

// Landmarks and markup come from the same components in every language: the English pages stand for both.
const allPaths = [...englishPaths, "/does-not-exist"];

test.describe.configure({ timeout: 60_000 });

/** The politeness a screen reader uses for text that appears inside `selector`: its nearest live region. */
function livenessOf(page: Page, text: string) {
  return page.getByText(text, { exact: true }).evaluate((element) => {
    const live = element.closest('[aria-live], [role="alert"], [role="status"], [role="log"]');
    if (!live) return "none";
    if (live.getAttribute("aria-live")) return live.getAttribute("aria-live");
    return live.getAttribute("role") === "alert" ? "assertive" : "polite";
  });
}

async function sendContact(page: Page, status: number) {
  await mockEmail(page, { status, body: status === 200 ? "OK" : "Error" });
  await page.goto("/contact");
  await waitForHydration(page);
  for (const field of contactPage.fields(page)) await field.locator.fill(field.value);
  await contactPage.submit(page).click();
}

test.describe("toasts are announced", () => {
  test("the notification region is a polite live region, there before any toast; a success toast is announced politely", async ({ page }) => {
    await mockEmail(page, { status: 200, body: "OK" });
    await page.goto("/contact");
    await waitForHydration(page);
    const region = page.getByRole("region", { name: /Notifications/ });
    // The toaster loads when a visitor starts on a form (docs/decisions.md#d27): a page only read never pays for it.
    await expect(region).toHaveCount(0);
    const fields = contactPage.fields(page);
    await fields[0]!.locator.focus();
    // A live region must exist before its content arrives, or the first message goes unspoken.
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region.getByRole("listitem")).toHaveCount(0);

    await test.step("a success toast is announced politely", async () => {
      for (const field of fields) await field.locator.fill(field.value);
      await contactPage.submit(page).click();
      await expect(toast(page, texts.contact.success)).toBeVisible();
      expect(await livenessOf(page, texts.contact.success)).toBe("polite");
      await expect(page.getByRole("alert").filter({ hasText: texts.contact.success })).toHaveCount(0);
    });
  });

  test("an error toast is announced assertively, as an alert; its icons are hidden and its close button has a name", async ({ page }) => {
    await sendContact(page, 500);
    const item = toast(page, texts.contact.failure);
    await expect(item).toBeVisible();
    expect(await livenessOf(page, texts.contact.failure)).toBe("assertive");
    await expect(page.getByRole("alert").filter({ hasText: texts.contact.failure })).toHaveCount(1);
    const snapshot = await item.ariaSnapshot();
    expect(snapshot).not.toMatch(/\bimg\b/);
    expect(snapshot).toContain('button "Close toast notification"');
  });
});

const landmarkRoles = ["banner", "main", "contentinfo", "navigation", "region", "complementary", "form", "search"];
const alwaysNamed = new Set(["navigation", "region", "complementary", "form", "search"]);

// Landmarks and the markup of images do not depend on the width: the desktop run covers them, one load per page.
test.describe("landmarks, images and icons", () => {
  for (const path of allPaths) {
    test(path, { tag: "@desktop-only" }, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await test.step("landmarks: one clear name each", async () => {
        const snapshot = await page.locator("body").ariaSnapshot();
        const landmarks = [...snapshot.matchAll(new RegExp(`^\\s*- (${landmarkRoles.join("|")})(?: "([^"]*)")?`, "gm"))].map((match) => ({
          role: match[1]!,
          name: (match[2] ?? "").trim(),
        }));
        for (const role of ["banner", "main", "contentinfo"]) {
          expect(
            landmarks.filter((landmark) => landmark.role === role),
            `one ${role}`,
          ).toHaveLength(1);
        }
        for (const role of new Set(landmarks.map((landmark) => landmark.role))) {
          const ofRole = landmarks.filter((landmark) => landmark.role === role);
          if (alwaysNamed.has(role) || ofRole.length > 1) {
            for (const landmark of ofRole) expect(landmark.name, `every ${role} is named`).not.toBe("");
            const names = ofRole.map((landmark) => landmark.name.toLowerCase());
            expect(names, `${role} names are unique`).toEqual([...new Set(names)]);
          }
        }
      });
      await test.step("images and icons: described, or hidden where decorative", async () => {
        const report = await page.evaluate(() => {
          const hidden = (element: Element) => !!element.closest('[aria-hidden="true"]');
          // Every inline SVG is decoration (icons, the logo mark, post covers) beside words that say it: hidden from the tree.
          const exposedSvgs = [...document.querySelectorAll("svg")]
            .filter((svg) => !hidden(svg) && !svg.closest("svg:not(:scope)"))
            .map((svg) => svg.outerHTML.slice(0, 80));
          const images = [...document.querySelectorAll("img")].map((image) => ({
            src: image.getAttribute("src") ?? "",
            alt: image.getAttribute("alt"),
            hidden: hidden(image),
            // Decorative: an empty alt, or a mark beside a text that says the same (the logo).
            besideText: !!image.parentElement?.textContent?.trim(),
          }));
          return { exposedSvgs, images };
        });
        expect(report.exposedSvgs, "inline SVGs are hidden from the tree").toEqual([]);
        for (const image of report.images) {
          expect(image.alt, `${image.src} has an alt attribute`).not.toBeNull();
          if (image.alt === "") {
            expect(image.hidden || image.besideText, `${image.src} is decorative only where words stand beside it`).toBe(true);
          } else {
            const file = image.src.split("/").pop()!.split(".")[0]!;
            expect(image.alt!.length, `${image.src}: alt says something`).toBeGreaterThan(10);
            expect(image.alt!.toLowerCase(), `${image.src}: alt is not the file name`).not.toContain(file.toLowerCase());
          }
        }
      });
    });
  }
});

/** Every visible piece of text or control inside the viewport's width, none clipped by its box. */
async function expectNothingCutOff(page: Page, label: string) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const skipped = '[aria-hidden="true"], .sr-only, noscript, [hidden], [data-sonner-toaster]';
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (element.closest(skipped)) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const control = element.matches("a, button, input, select, textarea, img");
      if (!ownText && !control) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Content inside a box that scrolls sideways on purpose is reachable, not cut off.
      let scroller = element.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("alt") ?? "").trim().slice(0, 40)}"`;
      if (!scroller && (box.left < -1 || box.right > width + 1)) found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (ownText) {
        const clipsX = ["hidden", "clip"].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const clipsY = ["hidden", "clip"].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if (clipsX || clipsY)
          found.push(`${name} is clipped (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
      }
    }
    return found;
  });
  expect(problems, label).toEqual([]);
}

test.describe("reflow: 320 px wide and 200 % zoom", () => {
  // Every section laid out where its fade ends, without scrolling through (see openPainted in support/axe.ts).
  test.use({ reducedMotion: "reduce" });
  for (const path of allPaths) {
    test(path, async ({ page, isMobile }) => {
      // 320 CSS px on a phone; 200 % zoom of the 1280 × 800 desktop window is 640 × 400 CSS px.
      await page.setViewportSize(isMobile ? { width: 320, height: 640 } : { width: 640, height: 400 });
      await page.goto(path);
      await waitForHydration(page);
      await expectNothingCutOff(page, `${path} at ${isMobile ? "320 px" : "200 % zoom"}`);
    });
  }
});

/** The navbar's scrolled state, and the phone menu at 375 px (docs/decisions.md#d22), in this engine. */
import { about } from "../../content/en/about";
import { navigation } from "../../content/en/navigation";
import { byRole, within } from "./support/browse";
import { expect, test } from "./support/fixtures";

const TRANSPARENT = "rgba(0, 0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";
const banner = byRole("banner");

test("the navbar is transparent at the top, and white with a shadow only once scrolled past 20 px", async ({ browse }) => {
  await browse.goto("/");
  await browse.waitForHydration();
  const looks = async () => ({ background: await browse.style(banner, "background-color"), shadow: await browse.style(banner, "box-shadow") });
  // The bar fades between the two (a 300 ms transition): each state is read once it has settled.
  await expect.poll(looks).toEqual({ background: TRANSPARENT, shadow: "none" });

  expect(await browse.scrollTo(100)).toBeGreaterThan(20);
  await expect.poll(() => browse.style(banner, "background-color")).toBe(WHITE);
  expect(await browse.style(banner, "box-shadow")).not.toBe("none");

  // Exactly 20 px is not past the threshold.
  expect(await browse.scrollTo(20)).toBe(20);
  await expect.poll(looks).toEqual({ background: TRANSPARENT, shadow: "none" });

  expect(await browse.scrollTo(24)).toBeGreaterThan(20);
  await expect.poll(() => browse.style(banner, "background-color")).toBe(WHITE);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, shows every link, and choosing one navigates and closes it", async ({ browse }) => {
    await browse.goto("/");
    await browse.waitForHydration();
    expect(await browse.evaluate(() => innerWidth, undefined)).toBe(375);
    const toggle = within(banner, byRole("button", navigation.menuOpenLabel));
    const aboutLink = within(banner, byRole("link", "About"));
    expect(await browse.attribute(toggle, "aria-expanded")).toBe("false");
    expect(await browse.visible(aboutLink)).toBe(false);

    await browse.click(toggle);
    await expect.poll(() => browse.attribute(within(banner, byRole("button", navigation.menuCloseLabel)), "aria-expanded")).toBe("true");
    for (const link of [...navigation.main, ...navigation.doors, navigation.cta]) {
      expect(await browse.visible(within(banner, byRole("link", link.label))), link.label).toBe(true);
    }

    await browse.click(aboutLink);
    await expect.poll(() => browse.pathname()).toBe("/about");
    await expect.poll(() => browse.text(byRole("heading", undefined, { level: 1 }))).toBe(about.title);
    await expect.poll(() => browse.attribute(toggle, "aria-expanded")).toBe("false");
    expect(await browse.visible(aboutLink)).toBe(false);
  });

  test("Escape closes the open menu and gives focus back to its toggle", async ({ browse }) => {
    await browse.goto("/");
    await browse.waitForHydration();
    await browse.click(within(banner, byRole("button", navigation.menuOpenLabel)));
    const close = within(banner, byRole("button", navigation.menuCloseLabel));
    await expect.poll(() => browse.attribute(close, "aria-expanded")).toBe("true");
    await browse.press("Escape");
    const toggle = within(banner, byRole("button", navigation.menuOpenLabel));
    await expect.poll(() => browse.attribute(toggle, "aria-expanded")).toBe("false");
    expect(await browse.visible(within(banner, byRole("link", "Services")))).toBe(false);
    expect(await browse.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null, undefined)).toBe(navigation.menuOpenLabel);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { about } from "../content/en/about";
import { contact } from "../content/en/contact";
import { home } from "../content/en/home";
import { navigation } from "../content/en/navigation";
import { services } from "../content/en/services";
import { scrollY, waitForHydration } from "./support/page-state";

const TRANSPARENT = "rgba(0, 0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

async function scrollToY(page: Page, y: number): Promise<number> {
  return page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.scrollY;
  }, y);
}

/** Opens the mobile menu once the page has hydrated (before then the toggle has no handler). */
async function openMenu(page: Page): Promise<void> {
  const banner = page.getByRole("banner");
  await waitForHydration(page);
  await banner.getByRole("button", { name: navigation.menuOpenLabel }).click();
  await expect(banner.getByRole("button", { name: navigation.menuCloseLabel })).toHaveAttribute("aria-expanded", "true");
}

/** Follows a header link the way the visitor's screen allows: straight on desktop, through the menu on mobile. */
async function followHeaderLink(page: Page, isMobile: boolean, name: string): Promise<void> {
  if (isMobile) await openMenu(page);
  await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
}

// Pages only read, or a journey that starts with a load of its own: a step each on one browser page, and no service
// worker to answer the next load (D115). The long journey and the scripts held back keep a test each.
test.describe("Navbar", () => {
  test.use({ serviceWorkers: "block" });

  test("its background, and aria-current on the active page's link", { tag: "@both-widths" }, async ({ page, isMobile }) => {
    await test.step("transparent at the top, white with a shadow only once scrolled past 20 px", async () => {
      await page.goto("/");
      const banner = page.getByRole("banner");
      await waitForHydration(page);
      await expect(banner).toHaveCSS("background-color", TRANSPARENT);
      await expect(banner).toHaveCSS("box-shadow", "none");

      expect(await scrollToY(page, 100)).toBeGreaterThan(20);
      await expect(banner).toHaveCSS("background-color", WHITE);
      await expect(banner).not.toHaveCSS("box-shadow", "none");

      // Back to exactly 20 px: not past the threshold, so transparent again.
      expect(await scrollToY(page, 20)).toBeLessThanOrEqual(20);
      await expect(banner).toHaveCSS("background-color", TRANSPARENT);
      await expect(banner).toHaveCSS("box-shadow", "none");

      expect(await scrollToY(page, 24)).toBeGreaterThan(20);
      await expect(banner).toHaveCSS("background-color", WHITE);

      await scrollToY(page, 0);
      await expect(banner).toHaveCSS("background-color", TRANSPARENT);
    });

    await test.step("aria-current marks the active page's link", async () => {
      await page.goto("/about");
      if (isMobile) await openMenu(page);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
      for (const name of ["Home", "Services", "Sign up"]) {
        await expect(banner.getByRole("link", { name, exact: true })).not.toHaveAttribute("aria-current");
      }
    });
  });

  test("Home, About, Services, Sign up and Contact Us navigate", { tag: "@both-widths" }, async ({ page, isMobile }) => {
    await page.goto("/");
    const h1 = page.getByRole("heading", { level: 1 });
    const journey = [
      { name: "About", path: "/about", heading: about.title },
      { name: "Services", path: "/services", heading: services.title },
      { name: "Sign up", path: "/signup", heading: null },
      { name: "Contact Us", path: "/contact", heading: contact.page.title },
      { name: "Home", path: "/", heading: home.hero.headline },
    ];
    expect([...navigation.main, ...navigation.doors, navigation.cta].map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Sign up",
      "Partner With Us",
      "Contact Us",
    ]);
    for (const step of journey) {
      await followHeaderLink(page, isMobile, step.name);
      await expect.poll(() => new URL(page.url()).pathname).toBe(step.path);
      if (step.heading) await expect(h1).toHaveText(step.heading);
    }
  });

  test(
    "desktop: the inline links and their colours on /signup, the skip link, the top of a new page, the footer's Contact link",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await test.step("desktop: links shown inline, no menu toggle", async () => {
        // The inline links exist only on wide screens; narrow screens use the menu.
        await page.goto("/");
        const banner = page.getByRole("banner");
        for (const link of [...navigation.main, ...navigation.doors, navigation.cta]) {
          await expect(banner.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
          await expect(banner.getByRole("link", { name: link.label, exact: true })).toBeVisible();
        }
        await expect(banner.getByRole("button", { name: navigation.menuOpenLabel })).toBeHidden();
      });

      await test.step("desktop: on /signup the links are white and Contact Us is inverted", async () => {
        // The link colours apply to the wide-screen inline links only.
        const banner = page.getByRole("banner");
        const homeLink = banner.getByRole("link", { name: "Home", exact: true });
        const cta = banner.getByRole("link", { name: "Contact Us", exact: true });

        await page.goto("/about");
        await expect(homeLink).not.toHaveCSS("color", WHITE);
        await expect(cta).not.toHaveCSS("background-color", WHITE);

        await page.goto("/signup");
        await waitForHydration(page);
        for (const name of ["Home", "About", "Services", "Sign up"]) {
          await expect(banner.getByRole("link", { name, exact: true })).toHaveCSS("color", WHITE);
        }
        await expect(cta).toHaveCSS("background-color", WHITE);
        await expect(cta).not.toHaveCSS("color", WHITE);

        // Once the bar turns white, the links turn dark again to stay readable.
        await scrollToY(page, 200);
        await expect(banner).toHaveCSS("background-color", WHITE);
        await expect(homeLink).not.toHaveCSS("color", WHITE);
      });

      await test.step("Tab reaches the skip link first, and it moves focus to the main content", async () => {
        await page.goto("/about");
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: navigation.skipLink });
        await expect(skip).toBeFocused();
        await expect(skip).toBeVisible();
        await expect(skip).toBeInViewport();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
      });

      await test.step("a path change starts at the top of the new page", async () => {
        await page.goto("/");
        await waitForHydration(page);
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        expect(await scrollY(page)).toBeGreaterThan(1000);
        await footer.getByRole("link", { name: "About Us" }).click();
        await expect(page).toHaveURL(/\/about$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title);
        await expect.poll(() => scrollY(page)).toBe(0);
      });

      await test.step("the footer's Contact link lands on Home's contact section", async () => {
        await page.goto("/about");
        await waitForHydration(page);
        await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
        await expect(page).toHaveURL(/\/#contact$/);
        await expect(page.getByRole("heading", { name: contact.embedded.title })).toBeInViewport();
      });
    },
  );
});

// The menu toggle exists only on narrow screens.
test.describe("Mobile menu", { tag: "@mobile-only" }, () => {
  test.use({ serviceWorkers: "block" });

  test("the labelled toggle opens the menu, choosing a link navigates and closes it, and Escape closes it", async ({ page }) => {
    const banner = page.getByRole("banner");
    await test.step("the labelled toggle opens the menu, and choosing a link navigates and closes it", async () => {
      await page.goto("/");
      const toggle = banner.getByRole("button", { name: navigation.menuOpenLabel });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(banner.getByRole("link", { name: "About", exact: true })).toBeHidden();

      await openMenu(page);
      for (const link of [...navigation.doors, ...navigation.main, navigation.cta]) {
        await expect(banner.getByRole("link", { name: link.label, exact: true })).toBeVisible();
      }

      await banner.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(banner.getByRole("link", { name: "About", exact: true })).toBeHidden();
    });

    await test.step("Escape closes the menu", async () => {
      await page.goto("/");
      await openMenu(page);
      await page.keyboard.press("Escape");
      await expect(banner.getByRole("button", { name: navigation.menuOpenLabel })).toHaveAttribute("aria-expanded", "false");
      await expect(banner.getByRole("link", { name: "Services", exact: true })).toBeHidden();
    });
  });
});

test.describe("Scrolling before hydration", () => {
  test("a visitor who scrolls before the page has hydrated keeps their place", async ({ page }) => {
    // Hold the page's scripts until the visitor has scrolled, as a slow phone network would.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    // The visitor scrolls the page they see: styled and in its font, so its height is final.
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet) && document.fonts.status === "loaded",
    );
    const place = await scrollToY(page, 1500);
    expect(place).toBe(1500);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    releaseScripts();
    await waitForHydration(page);
    expect(await scrollY(page), "hydration left the page where the visitor had scrolled").toBe(place);
  });
});

// Every page has its own link-preview image (docs/decisions.md#d38): one card per sitemap page, each at its own
// address, with alt text, and with no character the images' fonts cannot draw (Satori would then look for a
// font online, which the build machine cannot reach).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import wawoff2 from "wawoff2";
import { getContent } from "@/content/dictionaries";
import { locales } from "@/content/locales";
import { listedRoles, openRolesIn } from "@/lib/careers";
import { sitePages } from "@/lib/site-pages";
import { SHARE_IMAGE_SIZE, allShareCards, shareCardFor, shareCardText, shareCards, shareImagePath, undrawable } from "@/lib/share-images";
import { titleSize } from "@/components/share-image/share-card-image";
import { addCharacterAlias, characterMap } from "@/lib/font-cmap";

const cards = allShareCards();

describe("link-preview images", () => {
  it("are made for every page of the sitemap, and only for those", () => {
    assert.deepEqual(
      cards.map((card) => card.path),
      sitePages.map((page) => page.path),
    );
  });

  it("each live at their own address, /og/<language>/<path>.png", () => {
    assert.equal(shareImagePath("/"), "/og/en/home.png");
    assert.equal(shareImagePath("/fr"), "/og/fr/home.png");
    assert.equal(shareImagePath("/about"), "/og/en/about.png");
    assert.equal(shareImagePath("/fr/blog/learning-to-earning-pathways"), "/og/fr/blog/learning-to-earning-pathways.png");
    const paths = cards.map((card) => shareImagePath(card.path));
    assert.equal(new Set(paths).size, paths.length, "no two pages share an image");
    const inALanguage = new RegExp(`^/og/(${locales.join("|")})/[a-z0-9/-]+\\.png$`);
    for (const path of paths) assert.match(path, inALanguage);
    assert.deepEqual(SHARE_IMAGE_SIZE, { width: 1200, height: 630 });
  });

  it("say what kind of page they show, its title and the brand, in the page's language", () => {
    for (const locale of locales) {
      const { siteCopy, careers, programmes } = getContent(locale);
      const byPath = new Map(shareCards(locale).map((card) => [card.path, card]));
      const home = byPath.get(getContent(locale).home.meta.path)!;
      assert.equal(home.kind, "home");
      assert.equal(home.alt, siteCopy.ogImageAlt);
      const careersCard = byPath.get(careers.meta.path)!;
      assert.equal(careersCard.eyebrow, siteCopy.shareImage.kinds.careers);
      assert.equal(careersCard.title, careers.title);
      for (const programme of programmes) assert.equal(byPath.get(programme.meta.path)?.eyebrow, siteCopy.shareImage.kinds.programme);
      for (const card of byPath.values()) {
        assert.ok(card.title.length > 0 && card.alt.length > 0, card.path);
        assert.doesNotMatch(card.alt, /\{\w+\}/, `${card.path}: every placeholder of the alt text is filled`);
        if (card.kind !== "home") assert.ok(card.alt.includes(card.title) && card.alt.includes(card.eyebrow), card.alt);
      }
    }
    assert.equal(shareCardFor("/fr/blog").alt, "Talanta AI — Le blog — Carnets du réseau");
    assert.throws(() => shareCardFor("/nowhere"), /No link-preview image is made for \/nowhere/);
  });

  it("give a post the network of its cover on the blog, and the same drawing to a page in both languages", () => {
    const post = cards.find((card) => card.kind === "post")!;
    assert.ok(post.path.endsWith(`/${post.seed}`), "a post's drawing is seeded with its slug, as its cover");
    assert.equal(shareCardFor("/fr/about").seed, shareCardFor("/about").seed);
  });

  it("list the roles open on the day of the build, or say that none is", () => {
    const { careers } = getContent("en");
    const roles = openRolesIn(careers.openRoles);
    const day = roles[0]?.datePosted ?? "2026-12-01";
    const open = shareCards("en", day).find((card) => card.path === careers.meta.path)!;
    const listed = listedRoles(roles, day);
    assert.equal(open.subtitle, listed.length ? listed.map((role) => role.title).join(" · ") : careers.roles.empty.title);
    const later = shareCards("en", "2099-01-01").find((card) => card.path === careers.meta.path)!;
    assert.equal(later.subtitle, careers.roles.empty.title);
  });

  it("use only characters Inter draws (the site's font package, as scripts/build/share-image-fonts.mjs unpacks it)", async () => {
    const files = join(process.cwd(), "node_modules/@fontsource-variable/inter/files");
    const latin = addCharacterAlias(Buffer.from(await wawoff2.decompress(readFileSync(join(files, "inter-latin-wght-normal.woff2")))), 0x202f, 0x2009);
    const extended = Buffer.from(await wawoff2.decompress(readFileSync(join(files, "inter-latin-ext-wght-normal.woff2"))));
    const characters = new Set([...characterMap(latin).keys(), ...characterMap(extended).keys()]);
    for (const card of cards) assert.deepEqual(undrawable(shareCardText(card), characters), [], card.path);
    assert.deepEqual(undrawable("Prêt\u202f? 🚀", characters), ["🚀"], "an emoji would be caught");
  });

  it("set long titles smaller, so the longest fits in four lines", () => {
    assert.ok(titleSize("Careers") > titleSize("Build the borderless AI economy with us"));
    assert.ok(titleSize("Build the borderless AI economy with us") > titleSize("x".repeat(100)));
    const longest = Math.max(...cards.map((card) => [...card.title].length));
    assert.ok(longest <= 110, `the longest title has ${longest} characters`);
  });
});

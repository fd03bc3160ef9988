// Every page's link-preview image (docs/decisions.md#d38), as LinkedIn, WhatsApp or X read it: the served HTML's
// og:image and twitter:image, absolute on the site's origin and the page's own; fetched, a 1200 × 630 PNG under
// 200 KiB; described by alt text; and no two pages share one. Both languages, every page of the sitemap. Bots
// read the HTML without running it, and so does this spec: HTTP only, no browser.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { site } from "../content/site";
import { SHARE_IMAGE_MAX_BYTES, shareCardFor, shareImagePath } from "../lib/share-images";
import { sitePages } from "../lib/site-pages";
import { metaContents, servedHtml } from "./support/served-html";

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The image at an absolute URL of the site, fetched from the server under test. */
async function fetchImage(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  return { status: response.status(), type: response.headers()["content-type"], body: await response.body() };
}

test.describe("Link-preview images", () => {
  for (const { path } of sitePages) {
    test(`${path} shares its own 1200 × 630 PNG under 200 KiB, with alt text`, async ({ request }) => {
      const html = await servedHtml(request, path);
      const meta = (key: string) => metaContents(html, key);
      const expected = `${site.url}${shareImagePath(path)}`;

      expect(meta("og:image"), "one og:image, the page's own").toEqual([expected]);
      expect(meta("twitter:image"), "one twitter:image, the same").toEqual([expected]);
      expect(meta("og:image:width")).toEqual(["1200"]);
      expect(meta("og:image:height")).toEqual(["630"]);
      expect(meta("og:image:type")).toEqual(["image/png"]);
      const alt = shareCardFor(path).alt;
      expect(meta("og:image:alt")).toEqual([alt]);
      expect(meta("twitter:image:alt")).toEqual([alt]);
      expect(alt.trim().length, "the alt text says something").toBeGreaterThan(10);

      const image = await fetchImage(request, expected);
      expect(image.status).toBe(200);
      expect(image.type).toBe("image/png");
      expect(pngSize(image.body), "a PNG of 1200 × 630").toEqual({ width: 1200, height: 630 });
      expect(image.body.length, "under 200 KiB").toBeLessThan(SHARE_IMAGE_MAX_BYTES);
    });
  }

  test("no two pages share an image, by address or by content", async ({ request }) => {
    const hashes = new Map<string, string>();
    for (const { path } of sitePages) {
      const image = await fetchImage(request, `${site.url}${shareImagePath(path)}`);
      const hash = createHash("sha256").update(image.body).digest("hex");
      expect(hashes.get(hash), `${path} has the same image as ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, path);
    }
    expect(new Set(sitePages.map(({ path }) => shareImagePath(path))).size).toBe(sitePages.length);
  });
});

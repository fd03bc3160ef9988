import { allShareCards, shareImagePath } from "@/lib/share-images";
import { renderShareImage } from "@/components/share-image/render";

// Every page's link-preview image, written into the export at build time as /og/<language>/<path>.png
// (docs/decisions.md#d38). One route for all of them: opengraph-image files would need a copy in each of the
// two language trees, and under a static export they are written without a file extension, which hosts then
// serve with no image type.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { image: string[] }[] {
  return allShareCards().map((card) => ({ image: shareImagePath(card.path).split("/").slice(2) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }): Promise<Response> {
  const path = `/og/${(await params).image.join("/")}`;
  const card = allShareCards().find((candidate) => shareImagePath(candidate.path) === path);
  if (!card) return new Response("Not found", { status: 404 });
  const png = await renderShareImage(card);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}

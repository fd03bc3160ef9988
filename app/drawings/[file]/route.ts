import { drawingFile, illustrationNames } from "@/lib/inline-svg";

// Each drawing of components/illustrations/, written into the export at build time as /drawings/<name>.svg, with its
// colours for both schemes (docs/decisions.md#d86). The build fails on a drawing lib/inline-svg.ts refuses. One file
// for every language: a drawing has no words.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return illustrationNames().map((name) => ({ file: `${name}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const name = (await params).file.replace(/\.svg$/, "");
  if (!illustrationNames().includes(name)) return new Response("Not found", { status: 404 });
  return new Response(drawingFile(name), { headers: { "Content-Type": "image/svg+xml" } });
}

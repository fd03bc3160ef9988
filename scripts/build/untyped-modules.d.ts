// Two font tools the build uses have no types of their own: only what the site calls is declared.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"; variationAxes?: Record<string, { min: number; max: number } | number> },
  ): Promise<Buffer>;
}
declare module "wawoff2" {
  const wawoff2: { decompress(font: Uint8Array): Promise<Uint8Array>; compress(font: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}

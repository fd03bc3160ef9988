/**
 * The words a link-preview image draws, carried inside the PNG as an iTXt chunk (UTF-8 text, PNG's standard
 * "Description" keyword), so that `npm run deploy:check` can read what each image shows from the export alone
 * (docs/decisions.md#d55). Written by components/share-image/render.tsx, read by scripts/check/launch-check.mjs.
 */
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const TEXT_KEYWORD = "Description";

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])));
  return Buffer.concat([length, typeBytes, data, crc]);
}

/** The chunks of a PNG, in order. Throws on a file that is not a PNG. */
function chunks(png: Buffer): { type: string; data: Buffer; start: number }[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG file");
  const found: { type: string; data: Buffer; start: number }[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.toString("latin1", at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length), start: at });
    at += 12 + length;
  }
  return found;
}

/** The PNG with `text` added as an uncompressed iTXt chunk just before its end. */
export function withText(png: Buffer, text: string): Buffer {
  const end = chunks(png).find((found) => found.type === "IEND");
  if (!end) throw new Error("PNG without an IEND chunk");
  // keyword, NUL, compression flag 0 and method 0, empty language tag and translated keyword (NUL each), the text.
  const data = Buffer.concat([Buffer.from(TEXT_KEYWORD, "latin1"), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, "utf8")]);
  return Buffer.concat([png.subarray(0, end.start), chunk("iTXt", data), png.subarray(end.start)]);
}

/** The text of every uncompressed iTXt chunk with the Description keyword (what `withText` wrote). */
export function textOf(png: Buffer): string[] {
  const prefix = Buffer.concat([Buffer.from(TEXT_KEYWORD, "latin1"), Buffer.from([0, 0])]);
  return chunks(png)
    .filter((found) => found.type === "iTXt" && found.data.subarray(0, prefix.length).equals(prefix))
    .map((found) => {
      // After the compression method: language tag NUL, translated keyword NUL, then the text.
      const languageEnd = found.data.indexOf(0, prefix.length + 1);
      const keywordEnd = found.data.indexOf(0, languageEnd + 1);
      return found.data.subarray(keywordEnd + 1).toString("utf8");
    });
}

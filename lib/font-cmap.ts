/**
 * Reads and edits a font's character map, at build time. Gives a TrueType font one more character by pointing it at a
 * glyph the font already draws: Inter as packaged has no U+202F NARROW NO-BREAK SPACE, which French sets before ; ! ?
 * and inside « »; without it the browser takes that space from another font. The thin space (U+2009) is the same width
 * by design. Used by the font steps of the build (scripts/build/subset-font.mjs, share-image-fonts.mjs) and by the
 * share images, which check that Inter draws every character (components/share-image/render.tsx).
 * Hand-written: no npm package edits the cmap of a variable font without dropping its variation tables.
 */

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

/** Consecutive characters drawn by consecutive glyphs. */
interface Run {
  start: number;
  end: number;
  glyph: number;
}

/**
 * @param font a TrueType (glyf) or OpenType font, not compressed
 * @param codePoint the character to add
 * @param sameAs an existing character whose glyph it takes
 * @returns the font with a rebuilt cmap and fresh checksums
 */
export function addCharacterAlias(font: Buffer, codePoint: number, sameAs: number): Buffer {
  const tables = readTableDirectory(font);
  const cmap = tables.find((table) => table.tag === "cmap");
  if (!cmap) throw new Error("The font has no cmap table.");
  const mapping = readCmap(font.subarray(cmap.offset, cmap.offset + cmap.length));
  const glyph = mapping.get(sameAs);
  if (glyph === undefined) throw new Error(`The font has no glyph for U+${sameAs.toString(16).toUpperCase()}.`);
  mapping.set(codePoint, glyph);
  return writeFont(
    font,
    tables.map((table) => ({ tag: table.tag, data: table.tag === "cmap" ? writeCmap(mapping) : font.subarray(table.offset, table.offset + table.length) })),
  );
}

/**
 * Every character the font maps to a glyph, with its glyph id.
 * @param font a TrueType or OpenType font, not compressed
 */
export function characterMap(font: Buffer): Map<number, number> {
  const cmap = readTableDirectory(font).find((table) => table.tag === "cmap");
  if (!cmap) throw new Error("The font has no cmap table.");
  return readCmap(font.subarray(cmap.offset, cmap.offset + cmap.length));
}

function readTableDirectory(font: Buffer): TableRecord[] {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) => {
    const record = 12 + index * 16;
    return { tag: font.toString("latin1", record, record + 4), offset: font.readUInt32BE(record + 8), length: font.readUInt32BE(record + 12) };
  });
}

/** Every character → glyph pair of the Unicode subtables (format 12 when present, else format 4). */
function readCmap(cmap: Buffer): Map<number, number> {
  const mapping = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  const offsets = Array.from({ length: count }, (_, index) => cmap.readUInt32BE(4 + index * 8 + 4));
  const formats = offsets.map((offset) => ({ offset, format: cmap.readUInt16BE(offset) }));
  const format12 = formats.find((subtable) => subtable.format === 12);
  const format4 = formats.find((subtable) => subtable.format === 4);
  if (format12) {
    const groups = cmap.readUInt32BE(format12.offset + 12);
    for (let group = 0; group < groups; group++) {
      const at = format12.offset + 16 + group * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let code = start; code <= end; code++) mapping.set(code, glyph + code - start);
    }
  } else if (format4) {
    const base = format4.offset;
    const segments = cmap.readUInt16BE(base + 6) / 2;
    const ends = base + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment++) {
      const start = cmap.readUInt16BE(starts + segment * 2);
      const end = cmap.readUInt16BE(ends + segment * 2);
      const delta = cmap.readInt16BE(deltas + segment * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph = (code + delta) & 0xffff;
        if (rangeOffset) {
          const raw = cmap.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
          glyph = raw ? (raw + delta) & 0xffff : 0;
        }
        if (glyph) mapping.set(code, glyph);
      }
    }
  } else {
    throw new Error("The font's cmap has no Unicode subtable of format 4 or 12.");
  }
  return mapping;
}

/**
 * Runs of consecutive characters with consecutive glyphs.
 * @param pairs sorted by character
 */
function runs(pairs: [number, number][]): Run[] {
  const result: Run[] = [];
  for (const [code, glyph] of pairs) {
    const last = result.at(-1);
    if (last && code === last.end + 1 && glyph === last.glyph + (code - last.start)) last.end = code;
    else result.push({ start: code, end: code, glyph });
  }
  return result;
}

/**
 * A cmap with a format 4 subtable (the Basic Multilingual Plane) for platforms 0/3 and 3/1, and a format 12
 * subtable (every plane) for 3/10 when the font maps anything beyond the BMP.
 */
function writeCmap(mapping: Map<number, number>): Buffer {
  const pairs = [...mapping].sort((a, b) => a[0] - b[0]);
  const bmp = runs(pairs.filter(([code]) => code < 0xffff));
  bmp.push({ start: 0xffff, end: 0xffff, glyph: 0 }); // the required last segment
  const segments = bmp.length;
  const format4 = Buffer.alloc(16 + segments * 8);
  const power = 2 ** Math.floor(Math.log2(segments));
  format4.writeUInt16BE(4, 0);
  format4.writeUInt16BE(format4.length, 2);
  format4.writeUInt16BE(segments * 2, 6);
  format4.writeUInt16BE(power * 2, 8);
  format4.writeUInt16BE(Math.log2(power), 10);
  format4.writeUInt16BE(segments * 2 - power * 2, 12);
  bmp.forEach((run, index) => {
    format4.writeUInt16BE(run.end, 14 + index * 2);
    format4.writeUInt16BE(run.start, 16 + segments * 2 + index * 2);
    format4.writeUInt16BE((run.glyph - run.start + 0x10000) & 0xffff, 16 + segments * 4 + index * 2);
    // idRangeOffset stays 0: every run maps by delta.
  });

  const wide = pairs.some(([code]) => code > 0xffff);
  const all = runs(pairs);
  const format12 = Buffer.alloc(wide ? 16 + all.length * 12 : 0);
  if (wide) {
    format12.writeUInt16BE(12, 0);
    format12.writeUInt32BE(format12.length, 4);
    format12.writeUInt32BE(all.length, 12);
    all.forEach((run, index) => {
      format12.writeUInt32BE(run.start, 16 + index * 12);
      format12.writeUInt32BE(run.end, 20 + index * 12);
      format12.writeUInt32BE(run.glyph, 24 + index * 12);
    });
  }

  const records = wide ? 3 : 2;
  const header = Buffer.alloc(4 + records * 8);
  header.writeUInt16BE(records, 2);
  const format4At = header.length;
  /** Platform, encoding, subtable offset. */
  const encodings: [number, number, number][] = [
    [0, 3, format4At],
    [3, 1, format4At],
  ];
  if (wide) encodings.push([3, 10, format4At + format4.length]);
  encodings.forEach(([platform, encoding, offset], index) => {
    header.writeUInt16BE(platform, 4 + index * 8);
    header.writeUInt16BE(encoding, 6 + index * 8);
    header.writeUInt32BE(offset, 8 + index * 8);
  });
  return Buffer.concat([header, format4, format12]);
}

function checksum(data: Buffer): number {
  let sum = 0;
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** The font again, from its tables: directory, 4-byte aligned tables, checksums and head's adjustment. */
function writeFont(original: Buffer, tables: { tag: string; data: Buffer }[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const directory = Buffer.alloc(12 + sorted.length * 16);
  original.copy(directory, 0, 0, 12);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  sorted.forEach((table, index) => {
    const data = table.tag === "head" ? Buffer.from(table.data) : table.data;
    if (table.tag === "head") data.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    const record = 12 + index * 16;
    directory.write(table.tag, record, "latin1");
    directory.writeUInt32BE(checksum(data), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(data.length, record + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    bodies.push(data, padding);
    offset += data.length + padding.length;
  });
  const font = Buffer.concat([directory, ...bodies]);
  const head = sorted.findIndex((table) => table.tag === "head");
  if (head >= 0) {
    const headOffset = directory.readUInt32BE(12 + head * 16 + 8);
    font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  }
  return font;
}

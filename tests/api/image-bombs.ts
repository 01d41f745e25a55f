import { zlibSync } from "fflate";

/**
 * Small image files built byte by byte for the decompression-bomb tests: what a
 * header declares and what the data holds are chosen apart, as an attacker would.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

/**
 * A PNG of `width`×`height` (8-bit grey unless `colourType`/`depth` say else) whose
 * image data inflates to `dataBytes` zero bytes (what the IHDR needs when left out);
 * `extra` chunks go before the image data.
 */
export function png({ width, height, colourType = 0, depth = 8, dataBytes, extra = [] }: { width: number; height: number; colourType?: number; depth?: number; dataBytes?: number; extra?: [string, Uint8Array][] }) {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colourType]!;
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr[8] = depth;
  ihdr[9] = colourType;
  const needed = height * (1 + Math.ceil((width * channels * depth) / 8));
  const data = zlibSync(new Uint8Array(dataBytes ?? needed), { level: 9 });
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...extra.map(([type, body]) => chunk(type, body)),
    chunk("IDAT", data),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/**
 * A GIF with a `screen` logical screen and one frame per entry of `frames`
 * (position and size as declared), each with a few bytes of LZW data: the
 * decoder fills the declared frame whatever the data holds.
 */
export function gif(screen: { width: number; height: number }, frames: { x?: number; y?: number; width: number; height: number }[]) {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const bytes = [
    ..."GIF89a".split("").map((c) => c.charCodeAt(0)),
    ...u16(screen.width),
    ...u16(screen.height),
    0x80, // a global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
  ];
  for (const f of frames) {
    // image descriptor, no local colour table; LZW minimum code size 2; one data block: clear code, a pixel, end
    bytes.push(0x2c, ...u16(f.x ?? 0), ...u16(f.y ?? 0), ...u16(f.width), ...u16(f.height), 0, 2, 2, 0x44, 0x01, 0);
  }
  bytes.push(0x3b);
  return Uint8Array.from(bytes);
}

/** The bytes of a data URL of `type` (the profile image is sent so). */
export const dataUrl = (type: string, bytes: Uint8Array) => {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return `data:${type};base64,${btoa(text)}`;
};

/**
 * A real PNG of RGBA pixels (8 bits), each row written with `filter` (0–4, PNG §9),
 * Adam7-interlaced when asked; with `palette` as an indexed PNG (PLTE and tRNS)
 * of the image's colours (at most 256).
 */
export function filteredPng(width: number, height: number, rgba: Uint8Array, { filter = 0, interlaced = false, palette = false } = {}) {
  const colours: number[] = [];
  const indexOf = new Map<number, number>();
  const pixel = (x: number, y: number) => rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4);
  if (palette) {
    for (let i = 0; i < width * height; i++) {
      const v = new DataView(rgba.buffer, rgba.byteOffset + i * 4, 4).getUint32(0);
      if (!indexOf.has(v)) indexOf.set(v, colours.push(v) - 1);
    }
  }
  const bpp = palette ? 1 : 4;
  const passes = interlaced
    ? [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]]
    : [[0, 0, 1, 1]];
  const out: number[] = [];
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    let prev: number[] | null = null;
    for (let y = y0; y < height; y += dy) {
      const row: number[] = [];
      for (let x = x0; x < width; x += dx) {
        const p = pixel(x, y);
        if (palette) row.push(indexOf.get(new DataView(p.buffer, p.byteOffset, 4).getUint32(0))!);
        else row.push(...p);
      }
      if (!row.length) continue;
      out.push(filter);
      row.forEach((v, i) => {
        const a = i >= bpp ? row[i - bpp]! : 0;
        const b = prev ? prev[i]! : 0;
        const c = prev && i >= bpp ? prev[i - bpp]! : 0;
        const p = a + b - c;
        const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
        const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
        out.push((v - predicted) & 0xff);
      });
      prev = row;
    }
  }
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, height);
  ihdr.set([8, palette ? 3 : 6, 0, 0, interlaced ? 1 : 0], 8);
  const extra: Uint8Array[] = palette
    ? [chunk("PLTE", Uint8Array.from(colours.flatMap((v) => [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff]))), chunk("tRNS", Uint8Array.from(colours.map((v) => v & 0xff)))]
    : [];
  return concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...extra,
    chunk("IDAT", zlibSync(Uint8Array.from(out))),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

// A small PNG writer for the demo's banner creatives (RGB, 8 bits, no filter):
// real images that browsers show and image tools open, drawn from a function of
// the pixel, without a graphics library. The compression is fflate's zlib.
import { zlibSync } from "fflate";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const u32 = (n) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
function chunk(type, data) {
  const typed = new Uint8Array([...type].map((ch) => ch.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/**
 * A PNG of `width`×`height` whose pixel (x, y) has the colour `paint(x, y)` ([r, g, b]).
 * @param {number} width
 * @param {number} height
 * @param {(x: number, y: number) => [number, number, number]} paint
 * @returns {Uint8Array}
 */
export function png(width, height, paint) {
  const raw = new Uint8Array(height * (width * 3 + 1));
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[i++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[i++] = r;
      raw[i++] = g;
      raw[i++] = b;
    }
  }
  const header = [...u32(width), ...u32(height), 8, 2, 0, 0, 0];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk("IHDR", header), ...chunk("IDAT", zlibSync(raw, { level: 9 })), ...chunk("IEND", [])]);
}

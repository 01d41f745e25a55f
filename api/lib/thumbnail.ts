import jpeg from "jpeg-js";
import { decode as decodePng } from "fast-png";
import { GifReader } from "omggif";

/**
 * Thumbnails of the entry's images, made in the Worker with plain JavaScript
 * decoders (JPEG, PNG, GIF's first frame): scaled down to fit a box by averaging
 * the pixels each thumbnail pixel covers, laid on white, written as JPEG. An
 * image of more than MAX_PIXELS is refused before it is decoded, so a small file
 * that unpacks to a huge picture cannot exhaust the Worker's memory.
 */
export const MAX_PIXELS = 25_000_000;

export class ImageUnreadable extends Error {}

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Width and height from the file's header, or null when it has none that can be read. */
export function imageSize(bytes: Uint8Array, type: string): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === "image/png" && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (type === "image/gif" && bytes.length >= 10) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (type === "image/jpeg") {
    // the first start-of-frame marker (SOF0–SOF15 without DHT, JPG and DAC) holds the size
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      i += 2 + length;
    }
  }
  return null;
}

function decode(bytes: Uint8Array, type: string): Rgba {
  const size = imageSize(bytes, type);
  if (!size || !size.width || !size.height) throw new ImageUnreadable("no size");
  if (size.width * size.height > MAX_PIXELS) throw new ImageUnreadable("too many pixels");
  if (type === "image/jpeg") {
    const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 256 });
    return { width: img.width, height: img.height, data: img.data };
  }
  if (type === "image/gif") {
    const reader = new GifReader(bytes);
    const data = new Uint8Array(reader.width * reader.height * 4);
    reader.decodeAndBlitFrameRGBA(0, data);
    return { width: reader.width, height: reader.height, data };
  }
  if (type === "image/png") {
    const png = decodePng(bytes);
    const { width, height, channels, palette } = png;
    const src = png.data;
    const shift = png.depth === 16 ? 8 : 0;
    const data = new Uint8Array(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      let r: number, g: number, b: number, a = 255;
      if (palette) {
        const entry = palette[src[p]!] ?? [0, 0, 0];
        [r, g, b] = entry as [number, number, number];
        a = (entry as number[])[3] ?? 255;
      } else if (channels <= 2) {
        r = g = b = src[p * channels]! >> shift;
        if (channels === 2) a = src[p * 2 + 1]! >> shift;
      } else {
        r = src[p * channels]! >> shift;
        g = src[p * channels + 1]! >> shift;
        b = src[p * channels + 2]! >> shift;
        if (channels === 4) a = src[p * 4 + 3]! >> shift;
      }
      data.set([r, g, b, a], p * 4);
    }
    return { width, height, data };
  }
  throw new ImageUnreadable(type);
}

/** The largest square in the middle of the image (a profile picture's frame). */
function centreSquare(img: Rgba): Rgba {
  const side = Math.min(img.width, img.height);
  const left = Math.floor((img.width - side) / 2);
  const top = Math.floor((img.height - side) / 2);
  const data = new Uint8Array(side * side * 4);
  for (let y = 0; y < side; y++) {
    const from = ((top + y) * img.width + left) * 4;
    data.set(img.data.subarray(from, from + side * 4), y * side * 4);
  }
  return { width: side, height: side, data };
}

/** The image scaled down (up too, with `upscale`) to fit `box`×`box`, on white. */
function fit(img: Rgba, box: number, upscale = false): Rgba {
  const scale = upscale ? box / Math.max(img.width, img.height) : Math.min(1, box / Math.max(img.width, img.height));
  const width = Math.max(1, Math.round(img.width * scale));
  const height = Math.max(1, Math.round(img.height * scale));
  const out = new Uint8Array(width * height * 4);
  const fx = img.width / width;
  const fy = img.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let r = 0, g = 0, b = 0, n = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * img.width + sx) * 4;
          const a = img.data[i + 3]! / 255;
          // laid on white: transparent parts become white, not black
          r += img.data[i]! * a + 255 * (1 - a);
          g += img.data[i + 1]! * a + 255 * (1 - a);
          b += img.data[i + 2]! * a + 255 * (1 - a);
          n++;
        }
      }
      out.set([r / n, g / n, b / n, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data: out };
}

/** A JPEG thumbnail that fits `box` (default 320 px); ImageUnreadable when the image cannot be decoded. */
export function thumbnail(bytes: Uint8Array, type: string, box = 320): { bytes: Uint8Array; width: number; height: number } {
  let img: Rgba;
  try {
    img = decode(bytes, type);
  } catch (e) {
    throw e instanceof ImageUnreadable ? e : new ImageUnreadable(String(e));
  }
  const small = fit(img, box);
  return { bytes: new Uint8Array(jpeg.encode(small, 82).data), width: small.width, height: small.height };
}

/** A square JPEG of exactly `side`×`side` from the middle of the image (spec §9: the profile image thumbnail is 200×200). */
export function squareThumbnail(bytes: Uint8Array, type: string, side = 200): Uint8Array {
  let img: Rgba;
  try {
    img = decode(bytes, type);
  } catch (e) {
    throw e instanceof ImageUnreadable ? e : new ImageUnreadable(String(e));
  }
  return new Uint8Array(jpeg.encode(fit(centreSquare(img), side, true), 82).data);
}

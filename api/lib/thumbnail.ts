import jpeg from "jpeg-js";
import { Unzlib } from "fflate";
import { GifReader } from "omggif";

/**
 * Thumbnails of the entry's images and the profile image (spec §7 updateMedia,
 * spec §9: 200×200), made in the Worker in plain JavaScript (jpeg-js, omggif
 * for GIF's first frame, PNG here with fflate's inflate): scaled to fit a box by
 * averaging a bounded sample of the pixels each thumbnail pixel covers, laid on
 * white, written as JPEG.
 *
 * A small file can declare or unpack to a huge picture (a decompression bomb),
 * and decoding blocks every other request of the isolate. So before any pixel
 * is decoded, `checkImage` reads what the file declares and refuses:
 * - more than MAX_PIXELS: in a JPEG every frame header, in a GIF the logical
 *   screen and every frame (a frame must lie inside its screen), in a PNG the
 *   IHDR (and its sample bytes: a 16-bit RGBA PNG needs 8 bytes a pixel);
 * - a PNG whose image data inflates beyond what its IHDR needs (its rows and
 *   their filter bytes): the data is inflated in small pieces into a buffer of
 *   exactly that size, and stops at the first byte over; no other chunk is
 *   inflated (an iCCP profile or compressed text could unpack without bound);
 * - a JPEG of more than MAX_JPEG_SCANS scans (each progressive scan walks the
 *   whole image again).
 */

/**
 * The largest image taken: 13 million pixels. A phone camera's photo is 12 to
 * 12.5 MP (4032 × 3024, 4000 × 3000, 4080 × 3072; the 48–200 MP sensors save
 * 12 MP by default), so photos straight from the phone are taken; a thumbnail
 * of 320 px (an image in the entry is shown at most about 1200 px wide) needs
 * no more. Decoding it costs about 1–3 s of CPU (the former cap of 25 MP took
 * 4–17 s). Memory is the tighter bound: jpeg-js keeps 256 bytes a block of
 * 8 × 8 samples, so a 12 MP photo takes about 120 MB (4:2:0, as cameras write)
 * to 210 MB (4:4:4), near or over the 128 MB of a Worker; a cap that fits would
 * refuse the photos people take. Shrinking the image in the browser before the
 * upload, or Cloudflare Images, would lift both bounds.
 */
export const MAX_PIXELS = 13_000_000;
/** The most scans of a JPEG (libjpeg writes 10 for a progressive JPEG, mozjpeg about 12). */
export const MAX_JPEG_SCANS = 50;
/** At most this many source pixels a side are averaged into one thumbnail pixel (a 16-sample box: smooth enough at 320 px). */
const SAMPLES = 4;

export class ImageUnreadable extends Error {}
/** More pixels than MAX_PIXELS (an ImageUnreadable too, so every caller that refuses one refuses the other). */
export class ImageTooLarge extends ImageUnreadable {}

/** German answers for the upload forms. */
export const IMAGE_TOO_LARGE_MESSAGE = `Das Bild hat zu viele Pixel: höchstens ${MAX_PIXELS / 1e6} Megapixel (zum Beispiel 4000 × 3000 Pixel). Bitte verkleinern Sie es und laden Sie es erneut hoch.`;
export const IMAGE_UNREADABLE_MESSAGE = "Das Bild kann nicht gelesen werden. Bitte speichern Sie es neu als JPG oder PNG und laden Sie es dann hoch.";
/** The message for a refused image. */
export const imageMessage = (e: ImageUnreadable) => (e instanceof ImageTooLarge ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_UNREADABLE_MESSAGE);

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

function checkPixels(width: number, height: number) {
  if (!width || !height) throw new ImageUnreadable("no size");
  if (width * height > MAX_PIXELS) throw new ImageTooLarge(`${width}×${height}`);
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Every frame header of a JPEG and the number of its scans, walking its markers (and over each scan's coded data). */
function checkJpeg(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) throw new ImageUnreadable("no marker");
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) break; // end of image
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) break;
    const length = view.getUint16(i + 2);
    if (isSof(marker)) {
      if (i + 9 > bytes.length) throw new ImageUnreadable("short frame header");
      const frame = { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      checkPixels(frame.width, frame.height);
      size ??= frame;
    }
    i += 2 + length;
    if (marker === 0xda) {
      if (++scans > MAX_JPEG_SCANS) throw new ImageUnreadable("too many scans");
      // the coded data ends at the first marker other than a stuffed 0xFF00 or a restart marker
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0 && !(bytes[i + 1]! >= 0xd0 && bytes[i + 1]! <= 0xd7))) i++;
    }
  }
  if (!size) throw new ImageUnreadable("no frame");
  return size;
}

/** The logical screen and every frame of a GIF: each frame lies inside the screen. */
function checkGif(bytes: Uint8Array): { width: number; height: number; reader: GifReader } {
  if (bytes.length < 10) throw new ImageUnreadable("short");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkPixels(view.getUint16(6, true), view.getUint16(8, true));
  const reader = new GifReader(bytes);
  const { width, height } = reader;
  for (let f = 0; f < reader.numFrames(); f++) {
    const frame = reader.frameInfo(f);
    checkPixels(frame.width, frame.height);
    if (frame.x + frame.width > width || frame.y + frame.height > height) throw new ImageUnreadable("frame outside the screen");
  }
  if (!reader.numFrames()) throw new ImageUnreadable("no frame");
  return { width, height, reader };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column and row, column and row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** A PNG's header, palette and transparency, and its image data inflated (with `keep`) or only counted. */
interface Png {
  width: number;
  height: number;
  depth: number;
  channels: number;
  colourType: number;
  interlaced: boolean;
  palette: Uint8Array | null;
  /** alpha by palette index, or the one transparent grey / RGB value (in the sample's own depth) */
  transparency: Uint8Array | null;
  /** the inflated rows, each with its filter byte first (each pass's rows when interlaced) */
  data: Uint8Array | null;
}

/** The rows of each pass (one pass when not interlaced): where they start in the data, their size in pixels and bytes. */
function pngPasses(width: number, height: number, channels: number, depth: number, interlaced: boolean) {
  const passes = (interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const)).map(([x0, y0, dx, dy]) => {
    const w = Math.ceil(Math.max(0, width - x0) / dx);
    const h = Math.ceil(Math.max(0, height - y0) / dy);
    return { x0, y0, dx, dy, w, h, rowBytes: Math.ceil((w * channels * depth) / 8), offset: 0 };
  });
  let offset = 0;
  for (const pass of passes) {
    pass.offset = offset;
    if (pass.w && pass.h) offset += pass.h * (1 + pass.rowBytes);
  }
  return { passes, size: offset };
}

/** The bytes of a PNG's inflated image data: each row's samples and its filter byte (each pass's rows when interlaced). */
export const pngDataSize = (width: number, height: number, channels: number, depth: number, interlaced: boolean) =>
  pngPasses(width, height, channels, depth, interlaced).size;

/**
 * IHDR, then the image data inflated in pieces of 4 KB up to exactly what the
 * IHDR needs (refused at the first byte over). Only IHDR, PLTE, tRNS, IDAT and
 * IEND are read: a colour profile (iCCP) or compressed text is never inflated.
 */
/** Thrown inside the inflater once the image data is complete: stops it there. */
const FULL = Symbol("image data complete");
/** Inflated bytes past the image data that are let pass (and not used). */
const PNG_SLACK_BYTES = 1024;

function readPng(bytes: Uint8Array, keep: boolean): Png {
  if (bytes.length < 33 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) throw new ImageUnreadable("no PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = (at: number) => String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
  if (chunkType(8) !== "IHDR" || view.getUint32(8) !== 13) throw new ImageUnreadable("no IHDR");
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24]!;
  const colourType = bytes[25]!;
  const channels = PNG_CHANNELS[colourType];
  const allowed = colourType === 0 ? [1, 2, 4, 8, 16] : colourType === 3 ? [1, 2, 4, 8] : [8, 16];
  if (!channels || !allowed.includes(depth) || bytes[26] !== 0 || bytes[27] !== 0 || bytes[28]! > 1) throw new ImageUnreadable("bad IHDR");
  checkPixels(width, height);
  // the inflated rows are held whole (a 16-bit RGBA pixel is 8 bytes)
  if ((width * height * channels * depth) / 8 > MAX_PIXELS * 4) throw new ImageTooLarge("too many sample bytes");
  const interlaced = bytes[28] === 1;
  const needed = pngDataSize(width, height, channels, depth, interlaced);

  const data = keep ? new Uint8Array(needed) : null;
  let inflated = 0;
  // A few bytes beyond what the IHDR needs are ignored, as browsers do (some encoders write them);
  // more is refused at the first piece over: a bomb costs no more than its declared size.
  let full = false;
  let beyond = 0;
  const inflator = new Unzlib((chunk) => {
    const take = Math.min(chunk.length, needed - inflated);
    data?.set(chunk.subarray(0, take), inflated);
    inflated += take;
    beyond += chunk.length - take;
    if (beyond > PNG_SLACK_BYTES) throw new ImageUnreadable("image data beyond its size");
    if (inflated === needed && beyond > 0) {
      full = true;
      throw FULL;
    }
  });
  const push = (piece: Uint8Array, last = false) => {
    if (full) return;
    try {
      inflator.push(piece, last);
    } catch (e) {
      if (e !== FULL) throw e;
    }
  };
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  let at = 8;
  for (let end = false; !end; ) {
    if (at + 12 > bytes.length) throw new ImageUnreadable("truncated");
    const length = view.getUint32(at);
    const type = chunkType(at);
    if (at + 12 + length > bytes.length) throw new ImageUnreadable("truncated");
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IDAT") {
      for (let from = 0; from < length && !full; from += 4096) push(body.subarray(from, from + 4096));
    } else if (type === "PLTE") {
      palette = body;
    } else if (type === "tRNS") {
      transparency = body;
    }
    end = type === "IEND";
    at += 12 + length;
  }
  push(new Uint8Array(0), true);
  if (inflated !== needed) throw new ImageUnreadable("image data short of its size");
  if (colourType === 3 && !palette) throw new ImageUnreadable("no palette");
  return { width, height, depth, channels, colourType, interlaced, palette, transparency, data };
}

/** Undoes the rows' filters (PNG §9), in place: each row is read against the row above, already undone. */
function unfilter(png: Png) {
  const data = png.data!;
  const bpp = Math.max(1, (png.channels * png.depth) / 8);
  for (const pass of pngPasses(png.width, png.height, png.channels, png.depth, png.interlaced).passes) {
    if (!pass.w || !pass.h) continue;
    const stride = pass.rowBytes + 1;
    for (let r = 0; r < pass.h; r++) {
      const row = pass.offset + r * stride + 1;
      const up = r ? row - stride : -1;
      const filter = data[row - 1]!;
      if (filter > 4) throw new ImageUnreadable("bad filter");
      for (let i = 0; i < pass.rowBytes; i++) {
        const a = i >= bpp ? data[row + i - bpp]! : 0;
        const b = up >= 0 ? data[up + i]! : 0;
        const c = up >= 0 && i >= bpp ? data[up + i - bpp]! : 0;
        let add = 0;
        if (filter === 1) add = a;
        else if (filter === 2) add = b;
        else if (filter === 3) add = (a + b) >> 1;
        else if (filter === 4) {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        data[row + i] = data[row + i]! + add;
      }
    }
  }
}

/** The image data checked and decoded, read pixel by pixel from the unfiltered rows (no copy of the image). */
function pngPixels(bytes: Uint8Array): Pixels {
  const png = readPng(bytes, true);
  unfilter(png);
  const { width, height, channels, depth, palette, transparency, colourType } = png;
  const data = png.data!;
  const { passes } = pngPasses(width, height, channels, depth, png.interlaced);
  // the pass of each pixel by its place in an 8 × 8 tile (all pass 0 when not interlaced)
  const passOf = new Uint8Array(64);
  if (png.interlaced) {
    for (let i = 0; i < 64; i++) passOf[i] = passes.findIndex((p) => (i % 8) >= p.x0 && ((i % 8) - p.x0) % p.dx === 0 && (i >> 3) >= p.y0 && ((i >> 3) - p.y0) % p.dy === 0);
  }
  const max = 2 ** Math.min(depth, 8) - 1;
  // sample c of pixel (x, y), as stored (16-bit samples by their high byte)
  const sample = (x: number, y: number, c: number) => {
    const pass = passes[passOf[((y & 7) << 3) | (x & 7)]!]!;
    const row = pass.offset + ((y - pass.y0) / pass.dy) * (pass.rowBytes + 1) + 1;
    const i = ((x - pass.x0) / pass.dx) * channels + c;
    if (depth === 8) return data[row + i]!;
    if (depth === 16) return data[row + 2 * i]!;
    const bit = i * depth;
    return (data[row + (bit >> 3)]! >> (8 - depth - (bit & 7))) & max;
  };
  const level = (v: number) => (depth < 8 ? Math.round((v * 255) / max) : v);
  // the one transparent colour of a grey or RGB PNG, compared at the stored depth (by its high byte at 16 bits)
  const key = transparency && colourType !== 3 ? Array.from({ length: channels }, (_, c) => (transparency[2 * c + (depth === 16 ? 0 : 1)] ?? -1) & (depth === 16 ? 0xff : max)) : null;
  return {
    width,
    height,
    read: (x, y, out) => {
      if (palette) {
        const index = sample(x, y, 0);
        out[0] = palette[index * 3] ?? 0;
        out[1] = palette[index * 3 + 1] ?? 0;
        out[2] = palette[index * 3 + 2] ?? 0;
        out[3] = transparency?.[index] ?? 255;
        return;
      }
      const grey = channels <= 2;
      out[0] = level(sample(x, y, 0));
      out[1] = grey ? out[0] : level(sample(x, y, 1));
      out[2] = grey ? out[0] : level(sample(x, y, 2));
      out[3] = channels === 2 || channels === 4 ? level(sample(x, y, channels - 1)) : 255;
      if (key && key.every((k, c) => sample(x, y, c) === k)) out[3] = 0;
    },
  };
}

/**
 * What the file declares, checked before any pixel is decoded (cheap: headers,
 * and a PNG's data inflated once without keeping it): its width and height;
 * ImageTooLarge over MAX_PIXELS, ImageUnreadable when it is malformed.
 */
export function checkImage(bytes: Uint8Array, type: string): { width: number; height: number } {
  try {
    const checked = type === "image/jpeg" ? checkJpeg(bytes) : type === "image/gif" ? checkGif(bytes) : type === "image/png" ? readPng(bytes, false) : null;
    if (checked) return { width: checked.width, height: checked.height };
  } catch (e) {
    throw e instanceof ImageUnreadable ? e : new ImageUnreadable(String(e));
  }
  throw new ImageUnreadable(type);
}

/** A decoded image: `read(x, y, out)` puts the pixel's red, green, blue and alpha (0–255) into `out`. */
interface Pixels {
  width: number;
  height: number;
  read: (x: number, y: number, out: number[]) => void;
}

function decode(bytes: Uint8Array, type: string): Pixels {
  if (type === "image/jpeg") {
    checkJpeg(bytes);
    // RGB, 3 bytes a pixel (RGBA would need a third more); jpeg-js counts about 230 MB for 13 MP at 4:4:4
    const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 256 });
    const { width, data } = img;
    return {
      width,
      height: img.height,
      read: (x, y, out) => {
        const i = (y * width + x) * 3;
        out[0] = data[i]!;
        out[1] = data[i + 1]!;
        out[2] = data[i + 2]!;
        out[3] = 255;
      },
    };
  }
  if (type === "image/gif") {
    const { width, height, reader } = checkGif(bytes);
    const data = new Uint8Array(width * height * 4);
    reader.decodeAndBlitFrameRGBA(0, data);
    return {
      width,
      height,
      read: (x, y, out) => {
        const i = (y * width + x) * 4;
        out[0] = data[i]!;
        out[1] = data[i + 1]!;
        out[2] = data[i + 2]!;
        out[3] = data[i + 3]!;
      },
    };
  }
  if (type === "image/png") return pngPixels(bytes);
  throw new ImageUnreadable(type);
}

/** The largest square in the middle of the image (a profile picture's frame). */
function centreSquare(img: Pixels): Pixels {
  const side = Math.min(img.width, img.height);
  const left = Math.floor((img.width - side) / 2);
  const top = Math.floor((img.height - side) / 2);
  return { width: side, height: side, read: (x, y, out) => img.read(left + x, top + y, out) };
}

/**
 * The image scaled down (up too, with `upscale`) to fit `box`×`box`, on white:
 * each thumbnail pixel is the mean of up to SAMPLES×SAMPLES pixels spread over
 * the area it covers, so the work is bounded by the thumbnail, not the image.
 */
function fit(img: Pixels, box: number, upscale = false): { width: number; height: number; data: Uint8Array } {
  const scale = upscale ? box / Math.max(img.width, img.height) : Math.min(1, box / Math.max(img.width, img.height));
  const width = Math.max(1, Math.round(img.width * scale));
  const height = Math.max(1, Math.round(img.height * scale));
  const out = new Uint8Array(width * height * 4);
  const fx = img.width / width;
  const fy = img.height / height;
  const px = [0, 0, 0, 0];
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    const sy = Math.max(1, (y1 - y0) / SAMPLES);
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      const sx = Math.max(1, (x1 - x0) / SAMPLES);
      let r = 0, g = 0, b = 0, n = 0;
      for (let v = y0 + (sy - 1) / 2; v < y1; v += sy) {
        for (let u = x0 + (sx - 1) / 2; u < x1; u += sx) {
          img.read(Math.floor(u), Math.floor(v), px);
          const a = px[3]! / 255;
          // laid on white: transparent parts become white, not black
          r += px[0]! * a + 255 * (1 - a);
          g += px[1]! * a + 255 * (1 - a);
          b += px[2]! * a + 255 * (1 - a);
          n++;
        }
      }
      const o = (y * width + x) * 4;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

function decoded(bytes: Uint8Array, type: string): Pixels {
  try {
    return decode(bytes, type);
  } catch (e) {
    throw e instanceof ImageUnreadable ? e : new ImageUnreadable(String(e));
  }
}

/** A JPEG thumbnail that fits `box` (default 320 px); ImageUnreadable (ImageTooLarge) when the image cannot (may not) be decoded. */
export function thumbnail(bytes: Uint8Array, type: string, box = 320): { bytes: Uint8Array; width: number; height: number } {
  const small = fit(decoded(bytes, type), box);
  return { bytes: new Uint8Array(jpeg.encode(small, 82).data), width: small.width, height: small.height };
}

/** A square JPEG of exactly `side`×`side` from the middle of the image (spec §9: the profile image thumbnail is 200×200). */
export function squareThumbnail(bytes: Uint8Array, type: string, side = 200): Uint8Array {
  return new Uint8Array(jpeg.encode(fit(centreSquare(decoded(bytes, type)), side, true), 82).data);
}

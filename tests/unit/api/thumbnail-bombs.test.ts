import { describe, expect, it } from "vitest";
import jpeg from "jpeg-js";
import { zlibSync } from "fflate";
import { checkImage, ImageTooLarge, ImageUnreadable, MAX_JPEG_SCANS, MAX_PIXELS, squareThumbnail, thumbnail } from "../../../api/lib/thumbnail";
import { encode as encodePng } from "fast-png";
import { filteredPng, gif, png } from "../../api/image-bombs";
import { CPU_HEAVY_MS } from "../../cpu-budget";

/**
 * Decompression bombs in the images that get thumbnails (spec §7 updateMedia,
 * spec §9 the 200×200 profile image): what a file declares is checked before
 * any pixel is decoded, so a few bytes cannot keep the Worker busy for seconds.
 */

describe("the pixel cap (spec §9: a thumbnail of at most 320 px needs no more)", { timeout: CPU_HEAVY_MS }, () => {
  it("takes a phone camera's photo (4032 × 3024, 12.2 MP) and refuses 14 MP", () => {
    // 1-bit grey keeps the test's image data small; the cap counts pixels
    expect(checkImage(png({ width: 4032, height: 3024, depth: 1 }), "image/png")).toEqual({ width: 4032, height: 3024 });
    expect(4000 * 3500).toBeGreaterThan(MAX_PIXELS);
    expect(() => checkImage(png({ width: 4000, height: 3500, depth: 1 }), "image/png")).toThrow(ImageTooLarge);
  });
});

describe("GIF: every frame, not only the logical screen", { timeout: CPU_HEAVY_MS }, () => {
  it("refuses a 1×1 screen whose first frame declares 16 000 × 16 000 pixels (35 bytes)", () => {
    const bomb = gif({ width: 1, height: 1 }, [{ width: 16_000, height: 16_000 }]);
    expect(bomb.length).toBeLessThan(40);
    expect(() => checkImage(bomb, "image/gif")).toThrow(ImageTooLarge);
    expect(() => thumbnail(bomb, "image/gif")).toThrow(ImageTooLarge);
    expect(() => squareThumbnail(bomb, "image/gif")).toThrow(ImageTooLarge);
  });

  it("refuses a later frame that reaches outside the screen, and a screen over the cap", () => {
    const later = gif({ width: 100, height: 100 }, [{ width: 100, height: 100 }, { x: 50, y: 0, width: 200, height: 10 }]);
    expect(() => thumbnail(later, "image/gif")).toThrow(ImageUnreadable);
    expect(() => thumbnail(gif({ width: 65_000, height: 65_000 }, [{ width: 1, height: 1 }]), "image/gif")).toThrow(ImageTooLarge);
  });

  it("still reads a GIF whose frames lie inside its screen", () => {
    const t = thumbnail(gif({ width: 40, height: 20 }, [{ width: 40, height: 20 }, { x: 10, y: 5, width: 5, height: 5 }]), "image/gif");
    expect([t.width, t.height]).toEqual([40, 20]);
  });
});

describe("PNG: the image data inflates to what the IHDR needs, no more", { timeout: CPU_HEAVY_MS }, () => {
  it("refuses a 1×1 PNG whose data inflates to 8 MB", () => {
    const bomb = png({ width: 1, height: 1, dataBytes: 8 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(20_000);
    expect(() => checkImage(bomb, "image/png")).toThrow(ImageUnreadable);
    expect(() => thumbnail(bomb, "image/png")).toThrow(ImageUnreadable);
  });

  it("reads a PNG with a few bytes past its image data, as browsers do (some encoders write them)", () => {
    // 2×2 RGB: 14 bytes of rows, 22 inflated
    const loose = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMJgCsYBAH7ZB/lr2o4zAAAAAElFTkSuQmCC", "base64"));
    expect(checkImage(loose, "image/png")).toEqual({ width: 2, height: 2 });
    expect(thumbnail(loose, "image/png").width).toBe(2);
  });

  it("refuses a 16-bit RGBA PNG whose samples need more memory than the cap allows, before inflating", () => {
    // 9 MP is under the pixel cap, but at 8 bytes a pixel the decoder would hold 72 MB twice
    const header = png({ width: 3000, height: 3000, colourType: 6, depth: 16, dataBytes: 1 });
    expect(() => checkImage(header, "image/png")).toThrow(ImageTooLarge);
  });

  it("leaves out a colour profile (iCCP) instead of inflating it", () => {
    // a profile whose compressed data is no zlib stream: the decoder would fail on it
    const profile = new Uint8Array([..."icc".split("").map((c) => c.charCodeAt(0)), 0, 0, 0xde, 0xad, 0xbe, 0xef]);
    const t = thumbnail(png({ width: 8, height: 4, extra: [["iCCP", profile]] }), "image/png");
    expect([t.width, t.height]).toEqual([8, 4]);
  });

  it("reads interlaced PNGs and packed grey samples by their real sizes", () => {
    const interlaced = png({ width: 13, height: 7, dataBytes: 0 });
    interlaced[28] = 1; // Adam7: the data above is the plain size, not the passes'
    expect(() => checkImage(interlaced, "image/png")).toThrow(ImageUnreadable);
    // 1-bit grey, 10 × 3: rows of 2 bytes and a filter byte; all zero is black
    const t = thumbnail(png({ width: 10, height: 3, depth: 1 }), "image/png");
    const img = jpeg.decode(t.bytes, { useTArray: true });
    expect(img.data[0]).toBeLessThan(10);
  });
});

describe("PNG decoding (the rows inflated once and unfiltered in place)", { timeout: CPU_HEAVY_MS }, () => {
  // a 37 × 23 picture of gradients and a half-transparent stripe, in a few colours (so it can be indexed too)
  const width = 37;
  const height = 23;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgba.set([(x * 7) & 0xe0, (y * 11) & 0xe0, ((x + y) * 5) & 0xc0, y % 5 === 0 ? 128 : 255], (y * width + x) * 4);
  }
  // the same pixels read by fast-png's encoder (no filter, not interlaced): the thumbnail to match byte for byte
  const expected = thumbnail(encodePng({ width, height, data: rgba, channels: 4, depth: 8 }), "image/png", 64).bytes;

  it.each([0, 1, 2, 3, 4])("reads rows written with filter %i, plain and interlaced (Adam7)", (filter) => {
    expect(thumbnail(filteredPng(width, height, rgba, { filter }), "image/png", 64).bytes).toEqual(expected);
    expect(thumbnail(filteredPng(width, height, rgba, { filter, interlaced: true }), "image/png", 64).bytes).toEqual(expected);
  });

  it("reads an indexed PNG with transparency, and 16-bit samples", () => {
    expect(thumbnail(filteredPng(width, height, rgba, { palette: true, filter: 4 }), "image/png", 64).bytes).toEqual(expected);
    const wide = Uint16Array.from(rgba, (v) => v * 257);
    expect(thumbnail(encodePng({ width, height, data: wide, channels: 4, depth: 16 }), "image/png", 64).bytes).toEqual(expected);
  });
});

describe("JPEG: every frame header and the number of scans", { timeout: CPU_HEAVY_MS }, () => {
  const small = () => new Uint8Array(jpeg.encode({ width: 16, height: 16, data: new Uint8Array(16 * 16 * 4).fill(128) }, 80).data);

  it("refuses a JPEG whose frame declares more than the cap", () => {
    const bomb = small();
    // the baseline frame header (FF C0): height, then width
    const sof = bomb.findIndex((b, i) => b === 0xff && bomb[i + 1] === 0xc0);
    new DataView(bomb.buffer).setUint16(sof + 5, 3500);
    new DataView(bomb.buffer).setUint16(sof + 7, 4000);
    expect(() => thumbnail(bomb, "image/jpeg")).toThrow(ImageTooLarge);
  });

  it(`refuses more than ${MAX_JPEG_SCANS} scans (each progressive scan walks the whole image again)`, () => {
    const file = small();
    const sos = file.findIndex((b, i) => b === 0xff && file[i + 1] === 0xda);
    const scan = file.subarray(sos, file.length - 2); // up to EOI
    const many = new Uint8Array(sos + scan.length * (MAX_JPEG_SCANS + 1) + 2);
    many.set(file.subarray(0, sos));
    for (let i = 0; i <= MAX_JPEG_SCANS; i++) many.set(scan, sos + i * scan.length);
    many.set([0xff, 0xd9], many.length - 2);
    expect(() => checkImage(many, "image/jpeg")).toThrow(ImageUnreadable);
    expect(checkImage(file, "image/jpeg")).toEqual({ width: 16, height: 16 });
  });
});

it("a zlib stream of zeros stays small (the bombs above are built in the test)", { timeout: CPU_HEAVY_MS }, () => {
  expect(zlibSync(new Uint8Array(1024 * 1024), { level: 9 }).length).toBeLessThan(2_000);
});

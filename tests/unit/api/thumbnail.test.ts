import { describe, expect, it } from "vitest";
import jpeg from "jpeg-js";
import { encode as encodePng } from "fast-png";
import { ImageUnreadable, imageSize, MAX_PIXELS, thumbnail } from "../../../api/lib/thumbnail";
import { CPU_HEAVY_MS } from "../../cpu-budget";

/** Thumbnails of the entry's images (spec §7 updateMedia). */

/** An RGBA image of one colour. */
const solid = (width: number, height: number, rgba: [number, number, number, number]) => {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, i * 4);
  return { width, height, data };
};
const jpegOf = (w: number, h: number) => new Uint8Array(jpeg.encode(solid(w, h, [200, 30, 30, 255]), 90).data);
const pixel = (thumb: Uint8Array, x: number, y: number) => {
  const img = jpeg.decode(thumb, { useTArray: true });
  const i = (y * img.width + x) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
};
const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 8);

describe("thumbnail", { timeout: CPU_HEAVY_MS }, () => {
  it("scales a JPEG down to fit the box, keeping its proportions and colour", () => {
    const t = thumbnail(jpegOf(800, 600), "image/jpeg");
    expect([t.width, t.height]).toEqual([320, 240]);
    expect(imageSize(t.bytes, "image/jpeg")).toEqual({ width: 320, height: 240 });
    expect(near(pixel(t.bytes, 100, 100), [200, 30, 30])).toBe(true);
  });

  it("never scales a small image up", () => {
    const t = thumbnail(jpegOf(100, 40), "image/jpeg");
    expect([t.width, t.height]).toEqual([100, 40]);
  });

  it("lays a transparent PNG on white, and reads an RGB PNG", () => {
    const transparent = encodePng({ ...solid(400, 400, [0, 0, 0, 0]), channels: 4, depth: 8 });
    const t = thumbnail(transparent, "image/png", 200);
    expect([t.width, t.height]).toEqual([200, 200]);
    expect(near(pixel(t.bytes, 50, 50), [255, 255, 255])).toBe(true);
    const rgb = encodePng({ width: 10, height: 10, data: new Uint8Array(300).fill(90), channels: 3, depth: 8 });
    expect(near(pixel(thumbnail(rgb, "image/png").bytes, 5, 5), [90, 90, 90])).toBe(true);
  });

  it("reads a GIF's first frame", () => {
    // a 1×1 GIF, one white pixel
    const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs="), (c) => c.charCodeAt(0));
    const t = thumbnail(gif, "image/gif");
    expect([t.width, t.height]).toEqual([1, 1]);
    expect(near(pixel(t.bytes, 0, 0), [255, 255, 255])).toBe(true);
  });

  it("refuses an image that would unpack to more than MAX_PIXELS (13 million pixels) before decoding it", () => {
    const small = encodePng({ width: 2, height: 2, data: new Uint8Array(16), channels: 4, depth: 8 });
    // the same file claiming 10 000 × 10 000 pixels in its header
    const bomb = small.slice();
    new DataView(bomb.buffer).setUint32(16, 10_000);
    new DataView(bomb.buffer).setUint32(20, 10_000);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_PIXELS);
    expect(() => thumbnail(bomb, "image/png")).toThrow(ImageUnreadable);
  });

  it("refuses what cannot be decoded", () => {
    const broken = jpegOf(50, 50).slice(0, 200);
    expect(() => thumbnail(broken, "image/jpeg")).toThrow(ImageUnreadable);
    expect(() => thumbnail(new Uint8Array([0x89, 0x50]), "image/png")).toThrow(ImageUnreadable);
  });
});

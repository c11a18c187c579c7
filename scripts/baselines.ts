// Visual baselines stored light: each picture is kept at half its size (each 2×2 block of the
// capture averaged into one pixel) as a palette PNG (at most 256 colours, libimagequant through
// sharp, no dithering): together about a tenth of the weight of the full-colour capture. Text,
// layout, colours and spacing still show; what a half-size picture loses is a 1-pixel nuance that a
// change of its neighbours would show anyway.
//
// - `pnpm baselines:shrink` rewrites every full-colour baseline (a new one Vitest has just written)
//   as a half-size palette PNG; `pnpm check:baselines` fails on one left full-colour.
// - The comparator halves a capture the same way before comparing it with a half-size baseline.
// - The stories' comparator (`baseline`, vitest.config.ts) compares the capture with the baseline as
//   Vitest's own would (pixelmatch, threshold 0.1, anti-aliasing ignored, no pixel allowed to
//   differ), two ways: the capture as taken, and the capture in the baseline's palette (each pixel
//   becomes the baseline's own colour where quantising could have given it, else the nearest
//   colour). A pixel differs only when it differs both ways. An unchanged story passes, even with
//   the few levels of noise Chromium's anti-aliasing has from run to run; a changed pixel lands on
//   another colour and fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';

/** Pixels as Vitest hands them to a comparator: RGBA, four bytes a pixel. */
export interface Picture {
  metadata: { width: number; height: number };
  data: Uint8Array | Uint8ClampedArray | Buffer;
}

/** The settings every baseline is written with: changing one means shrinking every baseline again. */
const PALETTE = { palette: true, quality: 100, effort: 10, compressionLevel: 9, dither: 0 } as const;

const bytesOf = (data: Picture['data']): Buffer => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * The picture at half its size: each output pixel the average of its 2×2 block of the input (of the
 * 1 or 2 pixels there are at an odd width's or height's edge). The comparator and the shrink step
 * both use it, so a capture halved matches the baseline it was made from.
 */
export function halve(picture: Picture): Picture {
  const { width, height } = picture.metadata;
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const src = picture.data;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const sums = [0, 0, 0, 0];
      let n = 0;
      for (let dy = 0; dy < 2 && 2 * y + dy < height; dy++) {
        for (let dx = 0; dx < 2 && 2 * x + dx < width; dx++) {
          const i = ((2 * y + dy) * width + 2 * x + dx) * 4;
          for (let c = 0; c < 4; c++) sums[c] = (sums[c] ?? 0) + (src[i + c] ?? 0);
          n += 1;
        }
      }
      const o = (y * w + x) * 4;
      for (let c = 0; c < 4; c++) out[o + c] = Math.round((sums[c] ?? 0) / n);
    }
  }
  return { metadata: { width: w, height: h }, data: out };
}

/** Whether `reference` is `actual` at half size (a stored baseline, against a capture). */
const isHalfOf = (reference: Picture, actual: Picture): boolean =>
  reference.metadata.width === Math.ceil(actual.metadata.width / 2) &&
  reference.metadata.height === Math.ceil(actual.metadata.height / 2) &&
  reference.metadata.width !== actual.metadata.width;

/** The picture as the palette PNG a baseline is stored as (callers halve a capture first). */
export function quantise(picture: Picture): Promise<Buffer> {
  const { width, height } = picture.metadata;
  return sharp(bytesOf(picture.data), { raw: { width, height, channels: 4 } })
    .png(PALETTE)
    .toBuffer();
}

export function decode(png: Buffer): Picture {
  const { data, width, height } = PNG.sync.read(png);
  return { metadata: { width, height }, data };
}

/** Whether a PNG file is palette-coded (IHDR colour type 3). */
export const isPalette = (png: Buffer): boolean => png.length > 25 && png[25] === 3;

const THRESHOLD = 0.1;

/**
 * The capture in the baseline's colours. Each pixel becomes the baseline's own pixel when that is
 * (about) as near to it as the nearest colour of the baseline's palette — the pixel, quantised
 * against that palette, could have given the baseline — and the nearest colour otherwise.
 */
function inPaletteOf(baseline: Picture, capture: Picture): Buffer {
  const ref = bytesOf(baseline.data);
  const rgbAt = (b: Buffer, i: number) => ((b[i] ?? 0) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
  const distance = (x: number, y: number) => {
    const dr = ((x >> 16) & 255) - ((y >> 16) & 255);
    const dg = ((x >> 8) & 255) - ((y >> 8) & 255);
    const db = (x & 255) - (y & 255);
    return Math.sqrt(dr * dr + dg * dg + db * db);
  };
  const palette = new Set<number>();
  for (let i = 0; i < ref.length; i += 4) palette.add(rgbAt(ref, i));
  const colours = [...palette];
  const nearest = new Map<number, { colour: number; distance: number }>();
  const out = Buffer.from(bytesOf(capture.data));
  for (let i = 0; i < out.length; i += 4) {
    const rgb = rgbAt(out, i);
    let best = nearest.get(rgb);
    if (!best) {
      best = { colour: rgb, distance: Infinity };
      for (const colour of colours) {
        const d = distance(colour, rgb);
        if (d < best.distance) best = { colour, distance: d };
      }
      nearest.set(rgb, best);
    }
    const own = rgbAt(ref, i);
    // libimagequant measures nearness its own way: within a quarter (and 3 levels) of the nearest counts.
    const chosen = distance(own, rgb) <= best.distance * 1.25 + 3 ? own : best.colour;
    out[i] = chosen >> 16;
    out[i + 1] = (chosen >> 8) & 255;
    out[i + 2] = chosen & 255;
  }
  return out;
}

const DIFF_COLOUR: [number, number, number] = [255, 0, 0];
const AA_COLOUR: [number, number, number] = [0, 0, 255];

/** Vitest's comparator signature: reference (the baseline), actual (the capture). */
export function compareToBaseline(
  reference: Picture,
  capture: Picture,
  { createDiff }: { createDiff: boolean },
): { pass: boolean; diff: Buffer | null; message: string | null } {
  const { width, height } = reference.metadata;
  // A stored baseline is half the capture's size; two captures (Vitest's check that the page is
  // still) are compared as taken.
  const actual = isHalfOf(reference, capture) ? halve(capture) : capture;
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  /** The pixels `other` differs from the baseline at, as a mask (red where it differs). */
  const mask = (other: Buffer) => {
    const out = Buffer.alloc(width * height * 4);
    const n = pixelmatch(bytesOf(reference.data), other, out, width, height, {
      threshold: THRESHOLD,
      diffMask: true,
      diffColor: DIFF_COLOUR,
      aaColor: AA_COLOUR,
    });
    return { n, out };
  };
  // Most captures match as taken: counted without drawing a mask (no buffer of the picture's size).
  if (pixelmatch(bytesOf(reference.data), bytesOf(actual.data), undefined, width, height, { threshold: THRESHOLD }) === 0) {
    return { pass: true, diff: null, message: null };
  }
  const taken = mask(bytesOf(actual.data));
  const others = [mask(inPaletteOf(reference, actual))];
  const diff = Buffer.alloc(width * height * 4);
  let differing = 0;
  const red = (m: Buffer, i: number) => m[i] === 255 && m[i + 1] === 0 && m[i + 2] === 0 && m[i + 3] === 255;
  for (let i = 0; i < diff.length; i += 4) {
    if (red(taken.out, i) && others.every((o) => red(o.out, i))) {
      differing += 1;
      diff.set([...DIFF_COLOUR, 255], i);
    }
  }
  return {
    pass: differing === 0,
    diff: createDiff ? diff : null,
    message: differing === 0 ? null : `${differing} pixels (ratio ${(differing / (width * height)).toFixed(4)}) differ.`,
  };
}

/** Every baseline in the work tree (committed or new): `…/__screenshots__/<Name>.stories.tsx/<Story>-1-chromium-linux.png`. */
export function baselineFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\/__screenshots__\/[^/]+\.stories\.tsx\/[^/]+-chromium-linux\.png$/.test(f) && fs.existsSync(path.join(root, f)));
}

/** Rewrites the full-colour baselines as palette PNGs; prints the weight before and after. */
async function shrinkAll(root: string): Promise<void> {
  let before = 0;
  let after = 0;
  let shrunk = 0;
  for (const file of baselineFiles(root)) {
    const full = path.join(root, file);
    const png = fs.readFileSync(full);
    if (isPalette(png)) continue;
    const light = await quantise(halve(decode(png)));
    fs.writeFileSync(full, light);
    before += png.length;
    after += light.length;
    shrunk += 1;
  }
  console.log(
    shrunk
      ? `${shrunk} baselines shrunk (half size, palette): ${(before / 1e6).toFixed(2)} MB → ${(after / 1e6).toFixed(2)} MB.`
      : 'Every baseline is already a palette PNG.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await shrinkAll(path.resolve(import.meta.dirname, '..'));
}

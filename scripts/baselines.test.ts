import { describe, expect, it } from 'vitest';
import { compareToBaseline, decode, halve, isPalette, quantise, type Picture } from './baselines.ts';

/** A 64×48 picture with what screenshots hold: a flat background, a soft gradient and hard edges. */
function picture(): Picture {
  const width = 64;
  const height = 48;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const shade = y < 16 ? 40 + x : 246;
      const ink = y >= 24 && y < 30 && x % 8 < 5;
      data[i] = ink ? 30 : shade;
      data[i + 1] = ink ? 30 : shade;
      data[i + 2] = ink ? 36 : shade + 4;
      data[i + 3] = 255;
    }
  }
  return { metadata: { width, height }, data };
}

describe('palette baselines', () => {
  it('stores a picture as a palette PNG', async () => {
    const png = await quantise(picture());
    expect(isPalette(png)).toBe(true);
    expect(decode(png).metadata).toEqual({ width: 64, height: 48 });
  });

  it('passes the capture a baseline was made from', async () => {
    const baseline = decode(await quantise(picture()));
    expect(compareToBaseline(baseline, picture(), { createDiff: true })).toMatchObject({ pass: true, message: null });
  });

  it('passes a capture with a few levels of anti-aliasing noise', async () => {
    const baseline = decode(await quantise(picture()));
    const noisy = picture();
    for (let i = 0; i < noisy.data.length; i += 4 * 7) noisy.data[i] = Math.min(255, (noisy.data[i] ?? 0) + 5);
    expect(compareToBaseline(baseline, noisy, { createDiff: false }).pass).toBe(true);
  });

  it('fails on every pixel that changed, with a diff', async () => {
    const baseline = decode(await quantise(picture()));
    const changed = picture();
    for (const [x, y] of [
      [40, 40],
      [41, 40],
      [42, 41],
    ] as const) {
      changed.data.set([200, 0, 0, 255], (y * 64 + x) * 4);
    }
    const result = compareToBaseline(baseline, changed, { createDiff: true });
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/^3 pixels/);
    expect(result.diff?.length).toBe(64 * 48 * 4);
  });

  it('fails on a picture of another size', async () => {
    const baseline = decode(await quantise(picture()));
    const wider: Picture = { metadata: { width: 48, height: 64 }, data: picture().data };
    expect(compareToBaseline(baseline, wider, { createDiff: false }).message).toMatch(/64×48px, but received 48×64px/);
  });
});

describe('half-size baselines', () => {
  /** The baseline as the shrink step stores it: the capture halved, then palette-coded. */
  const stored = async (capture: Picture) => decode(await quantise(halve(capture)));

  it('averages each 2×2 block, and the edge pixels of an odd size', () => {
    const data = new Uint8Array(3 * 1 * 4);
    data.set([0, 0, 0, 255, 100, 200, 50, 255, 30, 30, 30, 255]);
    const half = halve({ metadata: { width: 3, height: 1 }, data });
    expect(half.metadata).toEqual({ width: 2, height: 1 });
    expect([...half.data]).toEqual([50, 100, 25, 255, 30, 30, 30, 255]);
  });

  it('passes the capture a half-size baseline was made from, and one with anti-aliasing noise', async () => {
    const baseline = await stored(picture());
    expect(baseline.metadata).toEqual({ width: 32, height: 24 });
    expect(compareToBaseline(baseline, picture(), { createDiff: true })).toMatchObject({ pass: true, message: null });
    const noisy = picture();
    for (let i = 0; i < noisy.data.length; i += 4 * 7) noisy.data[i] = Math.min(255, (noisy.data[i] ?? 0) + 5);
    expect(compareToBaseline(baseline, noisy, { createDiff: false }).pass).toBe(true);
  });

  it('fails when a word changes: a short stroke of ink where there was none', async () => {
    const baseline = await stored(picture());
    const changed = picture();
    // Two pixels of dark ink on the light background (a stroke of a character).
    for (const [x, y] of [
      [40, 40],
      [40, 41],
    ] as const) {
      changed.data.set([30, 30, 36, 255], (y * 64 + x) * 4);
    }
    const result = compareToBaseline(baseline, changed, { createDiff: true });
    expect(result.pass).toBe(false);
    expect(result.diff?.length).toBe(32 * 24 * 4);
  });

  it('fails when a colour changes', async () => {
    const baseline = await stored(picture());
    const changed = picture();
    for (let y = 24; y < 30; y++) for (let x = 0; x < 64; x++) if (x % 8 < 5) changed.data.set([200, 40, 40, 255], (y * 64 + x) * 4);
    expect(compareToBaseline(baseline, changed, { createDiff: false }).pass).toBe(false);
  });
});

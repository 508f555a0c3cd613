// What every specimen picture shares: a seeded random source, the camera's grain, PNG encoding of raw pixels.
import sharp from 'sharp';

/** A small deterministic generator (mulberry32): the same seed gives the same pixels on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy with independent grain of up to ±3 levels in each colour channel (alpha, if any, untouched). */
export function withGrain(pixels: Uint8Array, channels: 3 | 4, seed: number): Uint8Array {
  const random = seededRandom(seed);
  const grained = Uint8Array.from(pixels);
  for (let offset = 0; offset < grained.length; offset += 1) {
    if (offset % channels === 3) continue;
    const value = (grained[offset] ?? 0) + Math.round((random() + random() - 1) * 3);
    grained[offset] = Math.min(255, Math.max(0, value));
  }
  return grained;
}

/** Raw pixels as PNG bytes (the fastest compression level: the pictures are noisy and short-lived). */
export function encodePng(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: 3 | 4,
): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels } })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

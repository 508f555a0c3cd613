import { describe, expect, it } from 'vitest';
import { stubCanvas } from '../test/canvas-fixture';
import { compressImage, fitWithin, readAsDataUrl } from './image-compression';

describe('fitWithin', () => {
  it('scales a large photo down to the 1920×1080 bound, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(fitWithin(3840, 1080)).toEqual({ width: 1920, height: 540 });
    expect(fitWithin(1080, 4000)).toEqual({ width: 292, height: 1080 });
  });

  it('never scales up, and keeps an image already inside the bound', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080 });
  });

  it('keeps at least one pixel on each side, and nothing for an empty image', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 1920, height: 1 });
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 });
  });
});

describe('compressImage', () => {
  it('redraws a file over 819 200 bytes within 1920×1080 as a JPEG of quality 0.5', async () => {
    const jpeg = new Blob(['shrunk'], { type: 'image/jpeg' });
    const drawings = stubCanvas({ width: 4032, height: 3024 }, jpeg);
    const file = new Blob([new Uint8Array(819_201)], { type: 'image/jpeg' });
    expect(await compressImage(file)).toBe(jpeg);
    expect(drawings).toEqual([{ width: 1440, height: 1080, type: 'image/jpeg', quality: 0.5 }]);
  });

  it('sends a file of 819 200 bytes or less as it is', async () => {
    const file = new Blob([new Uint8Array(819_200)], { type: 'image/png' });
    expect(await compressImage(file)).toBe(file);
  });

  it('reads a blob as a data URL', async () => {
    const dataUrl = await readAsDataUrl(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }));
    expect(dataUrl).toBe('data:image/png;base64,iVA=');
  });
});

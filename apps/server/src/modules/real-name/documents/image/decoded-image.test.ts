import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from '../id-card-ocr-provider';
import { decodeImage, withoutMetadata } from './decoded-image';

/** A 40 × 20 JPEG with EXIF (a camera, a GPS note) and orientation 6 (shown turned a quarter clockwise). */
function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Specimen Phone', Model: 'S1', ImageDescription: 'GPS 31.2N 121.4E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('withoutMetadata', () => {
  it('drops EXIF and keeps the picture upright in its own format', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await withoutMetadata(photo);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Specimen Phone'))).toBe(false);
  });

  it('keeps a PNG a PNG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .withExif({ IFD0: { Make: 'Specimen Phone' } })
      .toBuffer();
    const stored = await withoutMetadata(png);
    expect((await sharp(stored).metadata()).format).toBe('png');
    expect(stored.includes(Buffer.from('Specimen Phone'))).toBe(false);
  });

  it('refuses what is no image', async () => {
    await expect(withoutMetadata(Buffer.from('GIF89a?'))).rejects.toBeInstanceOf(DocumentReadError);
  });
});

describe('decodeImage', () => {
  it('answers upright RGB pixels, shrunk when asked', async () => {
    const photo = await photoWithExif();
    const full = await decodeImage(photo);
    expect([full.width, full.height, full.pixels.length]).toEqual([20, 40, 20 * 40 * 3]);
    const small = await decodeImage(photo, 10);
    expect([small.width, small.height]).toEqual([5, 10]);
  });

  it('turns a grey picture into RGB', async () => {
    const grey = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
      .greyscale()
      .png()
      .toBuffer();
    const decoded = await decodeImage(grey);
    expect(decoded.pixels.length).toBe(4 * 4 * 3);
  });
});

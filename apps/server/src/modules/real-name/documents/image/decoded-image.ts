// Image bytes to pixels for the checks (sharp: the OCR package's own decoder), and the copy that is stored.
import sharp from 'sharp';
import { DocumentReadError } from '../id-card-ocr-provider';

/** Pixels in RGB order, three bytes each, rows top to bottom, upright as the EXIF orientation says. */
export interface DecodedImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function undecodable(): never {
  throw new DocumentReadError('the file is no image that can be decoded (JPEG, PNG or WebP)');
}

/** Decodes an image, shrunk to fit `largestSide` when given (never enlarged). */
export async function decodeImage(image: Buffer, largestSide?: number): Promise<DecodedImage> {
  let pipeline = sharp(image).rotate().removeAlpha().toColourspace('srgb');
  if (largestSide) {
    pipeline = pipeline.resize({
      width: largestSide,
      height: largestSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  const { data, info } = await pipeline
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => undecodable());
  if (info.channels !== 3) undecodable();
  return {
    width: info.width,
    height: info.height,
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/**
 * The image re-encoded in its own format without its metadata (EXIF with the place and the phone, XMP, ICC),
 * turned upright first since the orientation tag goes too. What the module stores of an uploaded card.
 */
export async function withoutMetadata(image: Buffer): Promise<Buffer> {
  const { format } = await sharp(image)
    .metadata()
    .catch(() => undecodable());
  // sharp writes no metadata unless asked to (withMetadata / keepExif), so a re-encode drops it all.
  const upright = sharp(image).rotate();
  if (format === 'png') return upright.png().toBuffer();
  if (format === 'webp') return upright.webp({ quality: 92 }).toBuffer();
  if (format === 'jpeg') return upright.jpeg({ quality: 92 }).toBuffer();
  return undecodable();
}

/** Rec. 601 luma of pixel `index` (0–255). */
export function lumaAt(pixels: Uint8Array, index: number): number {
  const offset = index * 3;
  return (
    0.299 * (pixels[offset] ?? 0) + 0.587 * (pixels[offset + 1] ?? 0) + 0.114 * (pixels[offset + 2] ?? 0)
  );
}

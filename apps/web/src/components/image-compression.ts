import { imageCompression, needsImageCompression } from '@simdesk/contract';

/** The size an image is drawn at: scaled down, keeping its shape, to fit the bound; never scaled up. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = imageCompression.maxWidth,
  maxHeight: number = imageCompression.maxHeight,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Spec §5/§9: an image over 819 200 bytes is redrawn at most 1920×1080 as a JPEG of quality 0.5; a smaller one
 * goes as it is. Transparent parts become white, as JPEG has no transparency.
 */
export async function compressImage(file: Blob): Promise<Blob> {
  if (!needsImageCompression(file.size)) return file;
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas to compress the image');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the image could not be compressed'))),
      'image/jpeg',
      imageCompression.quality,
    ),
  );
}

/** A blob as a base64 data URL, as company/edit-logo takes it. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(blob);
  });
}

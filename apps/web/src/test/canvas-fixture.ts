import { onTestFinished, vi } from 'vitest';

/** What the stubbed canvas was asked to draw and encode. */
export interface CanvasDrawing {
  width: number;
  height: number;
  type: string | undefined;
  quality: unknown;
}

/**
 * jsdom has no image decoding and no canvas: a picture decodes to a bitmap of this size, and a canvas encodes
 * to `encoded`, recording what it drew. Undone when the test ends.
 */
export function stubCanvas(bitmap: { width: number; height: number }, encoded: Blob): CanvasDrawing[] {
  const drawings: CanvasDrawing[] = [];
  vi.stubGlobal('createImageBitmap', async () => ({ ...bitmap, close: () => undefined }));
  const context = { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
    quality,
  ) {
    drawings.push({ width: this.width, height: this.height, type, quality });
    callback(encoded);
  });
  onTestFinished(() => {
    getContext.mockRestore();
    toBlob.mockRestore();
  });
  return drawings;
}

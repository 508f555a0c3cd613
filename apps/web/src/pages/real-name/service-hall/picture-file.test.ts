import { describe, expect, it, vi } from 'vitest';
import { base64OfDataUrl, preparePicture } from './picture-file';

describe('preparePicture', () => {
  it('sends the base64 without the data: prefix', () => {
    expect(base64OfDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
  });

  it('sends what the compression gives, and shows it', async () => {
    const compress = vi.fn(async () => new Blob(['shrunk'], { type: 'image/jpeg' }));
    const picture = new Blob([new Uint8Array(819_201)], { type: 'image/jpeg' });
    expect(await preparePicture(picture, compress)).toEqual({
      base64: btoa('shrunk'),
      preview: `data:image/jpeg;base64,${btoa('shrunk')}`,
    });
    expect(compress).toHaveBeenCalledWith(picture);
  });

  it('sends a picture of 819,200 bytes or less as it is', async () => {
    const small = await preparePicture(new Blob(['small'], { type: 'image/png' }));
    expect(small).toEqual({ base64: btoa('small'), preview: `data:image/png;base64,${btoa('small')}` });
  });
});

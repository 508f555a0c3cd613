import { describe, expect, it } from 'vitest';
import { logoMaxBytes } from '@simdesk/contract';
import { AppError } from '../../platform/http/app-error';
import { checkedLogo, detectImageType } from './logo-image';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function refusal(value: string): string {
  try {
    checkedLogo(value);
  } catch (error) {
    if (error instanceof AppError) return error.message;
  }
  return 'accepted';
}

describe('logo image', () => {
  it('knows the types by their first bytes', () => {
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(detectImageType(webp)).toBe('image/webp');
    expect(detectImageType(svg)).toBeUndefined();
  });

  it('accepts an image that is what it says', () => {
    expect(checkedLogo(dataUrl('image/png', png))).toBe(dataUrl('image/png', png));
  });

  it('refuses a script dressed as an image, a type mismatch, an empty and an oversized file', () => {
    expect(refusal(dataUrl('image/png', svg))).toMatch(/not a PNG, JPEG, GIF or WebP/);
    expect(refusal(dataUrl('image/png', jpeg))).toMatch(/is image\/jpeg, not image\/png/);
    expect(refusal('data:image/png;base64,')).toMatch(/empty/);
    const huge = Buffer.concat([png, Buffer.alloc(logoMaxBytes)]);
    expect(refusal(dataUrl('image/png', huge))).toMatch(/larger than 1.5 MB/);
  });
});

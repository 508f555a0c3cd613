import { logoMaxBytes, type LogoImageType } from '@simdesk/contract';
import { badRequest } from '../../platform/http/app-error';

/** The first bytes of each accepted image type; null matches any byte (the RIFF size of WebP). */
const signatures: Record<LogoImageType, readonly (number | null)[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
  'image/webp': [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
};

/** The image type the bytes are, whatever the name or the data URL claims. */
export function detectImageType(bytes: Uint8Array): LogoImageType | undefined {
  return (Object.keys(signatures) as LogoImageType[]).find((type) =>
    signatures[type].every((expected, index) => expected === null || bytes[index] === expected),
  );
}

/**
 * Checks a logo data URL: the bytes must be the image type it declares (S13: magic bytes, never the claim)
 * and no larger than the limit. Answers the data URL to store.
 */
export function checkedLogo(dataUrl: string): string {
  const match = /^data:(image\/[a-z]+);base64,(.*)$/.exec(dataUrl);
  if (!match) throw badRequest('logoBase64: expected a base64 image data URL');
  const [, declared, encoded = ''] = match;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0) throw badRequest('logoBase64: the image is empty');
  if (bytes.length > logoMaxBytes) throw badRequest('logoBase64: the logo is larger than 1.5 MB');
  const actual = detectImageType(bytes);
  if (!actual) throw badRequest('logoBase64: the file is not a PNG, JPEG, GIF or WebP image');
  if (actual !== declared) throw badRequest(`logoBase64: the file is ${actual}, not ${declared}`);
  return `data:${actual};base64,${bytes.toString('base64')}`;
}

import { describe, expect, it } from 'vitest';
import { contentDisposition } from './register-download';

describe('content disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987)', () => {
    expect(contentDisposition('count.csv')).toBe(
      `attachment; filename="count.csv"; filename*=UTF-8''count.csv`,
    );
    expect(contentDisposition('卡片 (1).csv')).toBe(
      `attachment; filename="__ (1).csv"; filename*=UTF-8''%E5%8D%A1%E7%89%87%20%281%29.csv`,
    );
  });

  it('never lets a name break out of the header value', () => {
    const header = contentDisposition('a"; filename="evil.exe\\.csv');
    expect(header.startsWith('attachment; filename="a_; filename=_evil.exe_.csv"; ')).toBe(true);
    expect(header).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe%5C.csv`);
  });
});

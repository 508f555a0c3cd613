import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPersonalDataBox } from './personal-data';

describe('personal data box', () => {
  const box = createPersonalDataBox(randomBytes(32));

  it('seals a value so that only the same key opens it, each time differently', () => {
    const sealed = box.seal('张三');
    expect(sealed).not.toContain('张三');
    expect(box.seal('张三')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('张三');
    expect(() => createPersonalDataBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('indexes equal numbers alike whatever their spacing or case, and kinds apart', () => {
    const index = box.blindIndex('document-number', '11010519491231002x');
    expect(box.blindIndex('document-number', '110105 19491231 002X')).toBe(index);
    expect(box.blindIndex('mobile', '11010519491231002X')).not.toBe(index);
    expect(
      createPersonalDataBox(randomBytes(32)).blindIndex('document-number', '11010519491231002X'),
    ).not.toBe(index);
  });

  it('keeps absence absent', () => {
    expect(box.sealOrNull('')).toBeNull();
    expect(box.sealOrNull(undefined)).toBeNull();
    expect(box.openOrNull(null)).toBeNull();
  });
});

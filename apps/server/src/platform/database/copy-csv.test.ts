import { describe, expect, it } from 'vitest';
import { copyCsv } from './copy-csv';

describe('CSV for COPY', () => {
  it('tells a null (empty field) from empty text (quoted) and quotes every text', () => {
    expect(copyCsv([[null, '', 42]])).toBe(',"",42\n');
    expect(copyCsv([['{fleet,pilot}', 'say "hi"']])).toBe('"{fleet,pilot}","say ""hi"""\n');
  });

  it('writes one line per row and nothing for no rows', () => {
    expect(copyCsv([['a'], ['b']])).toBe('"a"\n"b"\n');
    expect(copyCsv([])).toBe('');
  });
});

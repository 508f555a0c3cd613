import { describe, expect, it } from 'vitest';
import { readVinLines, vinTextOfFile } from './vin-lines';

describe('readVinLines', () => {
  it('reads a card and its VIN per line, by any separator, and numbers the lines it cannot read', () => {
    const read = readVinLines(
      '"89860424000000000074";"lsvau2172n2183295"\n\n1064800000075 LFV2A21K0N3000001\n1064800000075,LFV2A21K0N3000001\nnot a line',
    );
    expect(read.lines).toEqual([
      { cardNumber: '89860424000000000074', vin: 'LSVAU2172N2183295' },
      { cardNumber: '1064800000075', vin: 'LFV2A21K0N3000001' },
    ]);
    expect(read.lineCount).toBe(4);
    expect(read.repeated).toEqual([4]);
    expect(read.malformed).toEqual([5]);
  });

  it('leaves out a file’s header line', () => {
    const csv = '\uFEFFICCID,VIN\r\n89860424000000000074,LSVAU2172N2183295\r\n';
    expect(vinTextOfFile('vins.csv', csv)).toBe('89860424000000000074,LSVAU2172N2183295');
  });
});

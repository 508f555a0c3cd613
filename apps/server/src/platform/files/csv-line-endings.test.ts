import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { crlfLineEnds } from './csv-line-endings';

async function throughLineEnds(chunks: string[]): Promise<string> {
  const output = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(crlfLineEnds());
  return (await buffer(output)).toString('utf8');
}

describe('crlfLineEnds', () => {
  it('ends every line with CRLF', async () => {
    expect(await throughLineEnds(['a,b\nc,d\n'])).toBe('a,b\r\nc,d\r\n');
  });

  it('keeps line feeds inside quoted cells, also across chunks', async () => {
    expect(await throughLineEnds(['1,"two\nlines', '\n and ""more""",x\n2,', 'y\n'])).toBe(
      '1,"two\nlines\n and ""more""",x\r\n2,y\r\n',
    );
  });
});

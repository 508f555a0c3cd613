import { describe, expect, it } from 'vitest';
import { CopyOutFramer } from './copy-out-frames';

/** One backend message: code, length counting itself, content. */
function message(code: string, content: string | Buffer = ''): Buffer {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const header = Buffer.alloc(5);
  header.write(code, 0, 'latin1');
  header.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const copyOutResponse = message('H', Buffer.from([0, 0, 2, 0, 0, 0, 0]));
const copyDone = message('c');
const commandComplete = message('C', 'COPY 3\0');

/**
 * Feeds `bytes` to a framer in chunks of `size` bytes until the copy ends; answers the lines, the rows, and what
 * the driver reads next: the bytes handed back, then the socket's later ones.
 */
function frameInChunks(bytes: Buffer, size: number) {
  const framer = new CopyOutFramer();
  const lines: Buffer[] = [];
  let rows = 0;
  for (let start = 0; start < bytes.length; start += size) {
    const framed = framer.frame(bytes.subarray(start, start + size));
    lines.push(framed.lines);
    rows += framed.rows;
    if (framed.rest) {
      const driverReads = Buffer.concat([framed.rest, bytes.subarray(start + size)]);
      return { text: Buffer.concat(lines).toString('utf8'), rows, driverReads };
    }
  }
  return { text: Buffer.concat(lines).toString('utf8'), rows, driverReads: undefined };
}

describe('CopyOutFramer', () => {
  const rows = ['89860001,Activated,\n', '"Remark with\nline feed",Suspended,\n', '8986,"名称, 中文",\n'];
  const stream = Buffer.concat([
    copyOutResponse,
    ...rows.map((row) => message('d', row)),
    copyDone,
    commandComplete,
  ]);
  const expected = '89860001,Activated,\r\n"Remark with\nline feed",Suspended,\r\n8986,"名称, 中文",\r\n';

  it.each([1, 2, 5, 7, 13, stream.length])(
    'ends each row with CRLF and keeps line feeds inside cells, in chunks of %i bytes',
    (size) => {
      const framed = frameInChunks(stream, size);
      expect(framed.text).toBe(expected);
      expect(framed.rows).toBe(3);
    },
  );

  it.each([1, 9, stream.length])(
    'leaves the driver everything from the end of the copy on, in chunks of %i bytes',
    (size) => {
      expect(frameInChunks(stream, size).driverReads).toEqual(Buffer.concat([copyDone, commandComplete]));
    },
  );

  it('skips notices between rows and stops at an error, handing the error back', () => {
    const failing = Buffer.concat([
      copyOutResponse,
      message('d', 'a,b\n'),
      message('N', 'SNOTICE\0\0'),
      message('d', 'c,d\n'),
      message('E', 'SERROR\0\0'),
    ]);
    const framed = frameInChunks(failing, failing.length);
    expect(framed.text).toBe('a,b\r\nc,d\r\n');
    expect(framed.rows).toBe(2);
    expect(framed.driverReads).toEqual(message('E', 'SERROR\0\0'));
  });
});

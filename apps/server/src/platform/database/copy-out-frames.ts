// The backend's messages during COPY … TO STDOUT (protocol 3): a code byte, a length that counts itself, then
// the content. Every CopyData of a text or CSV copy is exactly one row, ended by a line feed.
const copyData = 0x64; // 'd'
const copyOutResponse = 0x48; // 'H'
const parameterStatus = 0x53; // 'S'
const noticeResponse = 0x4e; // 'N'
const notificationResponse = 0x41; // 'A'
const headerBytes = 5;
const carriageReturn = 0x0d;
const lineFeed = 0x0a;

/** What one chunk from the socket held: its rows as CRLF lines, and, once the copy ended, the bytes after it. */
export interface FramedChunk {
  lines: Buffer;
  rows: number;
  /** Undefined while the copy goes on; then what follows its data (CopyDone or an error, and on), for pg. */
  rest?: Buffer;
}

/**
 * Reads the rows of a COPY … TO STDOUT straight off the connection's bytes and writes each as a line ending in
 * CRLF (RFC 4180), as every CSV file we write does: the row's own line feed becomes CR LF, so a line feed
 * inside a quoted cell is never mistaken for a row's end and nothing scans the cells. One copy per row, into one
 * buffer per chunk (a row is at least 5 header bytes shorter than its message, so the chunk's size holds them).
 */
export class CopyOutFramer {
  private pending: Buffer | undefined;

  frame(chunk: Buffer): FramedChunk {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    const lines = Buffer.allocUnsafe(data.length);
    let written = 0;
    let rows = 0;
    let position = 0;
    while (position + headerBytes <= data.length) {
      const code = data[position];
      const end = position + 1 + data.readUInt32BE(position + 1);
      if (code === copyData) {
        if (end > data.length) break;
        const contentEnd = data[end - 1] === lineFeed ? end - 1 : end;
        written += data.copy(lines, written, position + headerBytes, contentEnd);
        lines[written++] = carriageReturn;
        lines[written++] = lineFeed;
        rows += 1;
      } else if (!isInterspersed(code)) {
        return { lines: lines.subarray(0, written), rows, rest: data.subarray(position) };
      } else if (end > data.length) break;
      position = end;
    }
    if (position < data.length) this.pending = data.subarray(position);
    return { lines: lines.subarray(0, written), rows };
  }
}

/** Messages the backend may send before or between rows; anything else ends the copy. */
function isInterspersed(code: number | undefined): boolean {
  return (
    code === copyOutResponse ||
    code === parameterStatus ||
    code === noticeResponse ||
    code === notificationResponse
  );
}

import { Transform } from 'node:stream';

const quote = 0x22;
const lineFeed = 0x0a;
const carriageReturnLineFeed = Buffer.from('\r\n');

/**
 * Turns the LF line ends of CSV (as PostgreSQL's COPY writes it) into CRLF, as every CSV file we write ends its
 * lines (RFC 4180); a line feed inside a quoted cell is part of the cell and stays as it is.
 */
export function crlfLineEnds(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const parts: Buffer[] = [];
      let start = 0;
      let position = 0;
      let nextQuote = chunk.indexOf(quote);
      for (;;) {
        if (quoted) {
          // Inside a cell: on to its closing quote ("" inside a cell closes and reopens it, which is the same).
          if (nextQuote === -1) break;
          quoted = false;
          position = nextQuote + 1;
          nextQuote = chunk.indexOf(quote, position);
          continue;
        }
        const nextLineFeed = chunk.indexOf(lineFeed, position);
        if (nextLineFeed !== -1 && (nextQuote === -1 || nextLineFeed < nextQuote)) {
          parts.push(chunk.subarray(start, nextLineFeed), carriageReturnLineFeed);
          start = nextLineFeed + 1;
          position = start;
        } else if (nextQuote !== -1) {
          quoted = true;
          position = nextQuote + 1;
          nextQuote = chunk.indexOf(quote, position);
        } else break;
      }
      parts.push(chunk.subarray(start));
      done(null, Buffer.concat(parts));
    },
  });
}

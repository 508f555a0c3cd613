import { Readable } from 'node:stream';
import { CopyOutFramer } from './copy-out-frames';

// The parts of pg's connection a copy reads from: its socket, and pg's own reader of it.
interface CopyConnection {
  stream: NodeJS.ReadableStream & {
    listeners(event: 'data'): ((chunk: Buffer) => void)[];
  };
  query(text: string): void;
}

/**
 * The lines of a `COPY … TO STDOUT` as a stream (CRLF, see CopyOutFramer), run through pg's "submittable"
 * query interface. While the rows flow it reads the socket itself, as pg-copy-streams does, but frames them in
 * one pass (a row there is four calls and a copy, then a second pass turns LF into CRLF: twice the time of
 * this in a 1M-card export); once the copy ends, pg reads the rest (row count, errors, ready).
 * Ends when the connection is ready again, so `rows` is final by then.
 */
export class CopyOutStream extends Readable {
  /** Rows sent so far; the whole copy's once the stream has ended. */
  rows = 0;
  private connection: CopyConnection | undefined;
  private pgReader: ((chunk: Buffer) => void) | undefined;
  private readonly framer = new CopyOutFramer();
  private wanted = false;
  private reading = false;
  private readonly onReadable = () => this.forward();

  constructor(private readonly statement: string) {
    super();
  }

  submit(connection: CopyConnection): void {
    this.connection = connection;
    const [pgReader, ...others] = connection.stream.listeners('data');
    if (!pgReader || others.length > 0) throw new Error('pg reads its socket in an unexpected way');
    this.pgReader = pgReader;
    connection.stream.removeListener('data', pgReader);
    connection.stream.pause();
    connection.stream.on('readable', this.onReadable);
    connection.query(this.statement);
  }

  override _read(): void {
    this.wanted = true;
    this.forward();
  }

  private forward(): void {
    const stream = this.connection?.stream;
    if (this.reading || !this.wanted || !stream || !this.pgReader) return;
    this.reading = true;
    let chunk: Buffer | null;
    while (this.wanted && this.pgReader !== undefined && (chunk = stream.read() as Buffer | null) !== null) {
      const framed = this.framer.frame(chunk);
      this.rows += framed.rows;
      if (framed.lines.length > 0) this.wanted = this.push(framed.lines);
      if (framed.rest) this.handBack(framed.rest);
    }
    this.reading = false;
  }

  /** The copy is over: pg reads the socket again, starting with what followed the rows. */
  private handBack(rest: Buffer): void {
    const { connection, pgReader } = this;
    if (!connection || !pgReader) return;
    this.pgReader = undefined;
    connection.stream.removeListener('readable', this.onReadable);
    connection.stream.on('data', pgReader);
    pgReader(rest);
    // Listening for 'data' resumes a paused socket on the next tick; pg's own reader may have paused it.
    process.nextTick(() => connection.stream.resume());
  }

  handleError(error: Error): void {
    this.destroy(error);
  }

  handleReadyForQuery(): void {
    if (!this.destroyed) this.push(null);
  }

  handleCommandComplete(): void {}
}

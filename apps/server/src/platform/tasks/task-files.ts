import { copyFile, mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { TaskFailure } from './task-failure';

/** Where a task's files live: <data dir>/tasks/<task id>/run-<lease>/…, names chosen by the server only. */
export function taskFolder(dataDir: string, taskId: number): string {
  return path.join(dataDir, 'tasks', String(taskId));
}

export function runFolder(dataDir: string, taskId: number, runId: string): string {
  return path.join(taskFolder(dataDir, taskId), `run-${runId}`);
}

/** The path stored in the task row: relative to the data dir, with forward slashes. */
export function storedPath(dataDir: string, absolute: string): string {
  return path.relative(dataDir, absolute).split(path.sep).join('/');
}

/** The absolute path of a stored task file, or undefined when it points anywhere but under tasks/. */
export function resolveStoredPath(dataDir: string, stored: string): string | undefined {
  const tasksRoot = path.resolve(dataDir, 'tasks');
  const absolute = path.resolve(dataDir, stored);
  return absolute.startsWith(`${tasksRoot}${path.sep}`) ? absolute : undefined;
}

/** A name fit to show and to offer as a download name: no folders, no control characters, not too long. */
export function displayFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters (below 0x20, and 0x7f) could split a header line: dropped.
  const cleaned = [...base]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned.slice(0, 120);
}

/** The extension a stored file keeps ('.csv'), limited to plain letters and digits. */
export function safeExtension(name: string): string {
  const extension = path.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '';
}

export async function removeQuietly(target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
}

/**
 * A file a run appends to, with its length known, so a checkpoint can record it and a resumed run can cut the
 * copy it starts from back to exactly what the checkpoint covered.
 */
export class PartFile {
  private constructor(
    readonly filePath: string,
    private readonly handle: FileHandle,
    private length: number,
  ) {}

  static async create(filePath: string): Promise<PartFile> {
    await mkdir(path.dirname(filePath), { recursive: true });
    return new PartFile(filePath, await open(filePath, 'w'), 0);
  }

  /** Starts from the first `bytes` of a previous run's file; refuses when that file lost data. */
  static async restore(filePath: string, previous: string[], bytes: number): Promise<PartFile> {
    await mkdir(path.dirname(filePath), { recursive: true });
    for (const candidate of previous) {
      const found = await stat(candidate).catch(() => undefined);
      if (!found || found.size < bytes) continue;
      if (candidate !== filePath) await copyFile(candidate, filePath);
      const handle = await open(filePath, 'r+');
      await handle.truncate(bytes);
      return new PartFile(filePath, handle, bytes);
    }
    throw new TaskFailure('the partial file of the interrupted run is missing; start the task again');
  }

  get bytes(): number {
    return this.length;
  }

  async append(content: string | Buffer): Promise<void> {
    const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    await this.handle.write(buffer, 0, buffer.length, this.length);
    this.length += buffer.length;
  }

  /** On disk before a checkpoint that counts these bytes commits. */
  async sync(): Promise<void> {
    await this.handle.datasync();
  }

  async finish(finalPath: string): Promise<void> {
    await this.handle.datasync();
    await this.handle.close();
    await rename(this.filePath, finalPath);
  }

  async close(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

/** R5: content goes to a temporary file that is renamed into place only when complete. */
export async function writeFileAtomically(
  finalPath: string,
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): Promise<number> {
  const temporary = `${finalPath}.tmp`;
  await mkdir(path.dirname(finalPath), { recursive: true });
  const handle = await open(temporary, 'w');
  let bytes = 0;
  try {
    for await (const chunk of chunks) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      await handle.write(buffer);
      bytes += buffer.length;
    }
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, finalPath);
  return bytes;
}

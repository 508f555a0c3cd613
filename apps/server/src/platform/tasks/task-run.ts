import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OperatorContext } from '../auth/operator-context';
import type { Database } from '../database/connect';
import { tasks } from '../database/schema-tasks';
import { csvByteOrderMark, csvLine, type CsvRow } from './csv';
import { TaskFailure, TaskInterrupted, type InterruptReason } from './task-failure';
import { displayFileName, PartFile, runFolder, safeExtension, writeFileAtomically } from './task-files';
import type { ResultContent, TaskContext, TaskRecord } from './task-kind';

/** What a checkpoint holds besides the kind's value: counters and how much of each file it covers. */
const savedStateSchema = z.object({
  value: z.unknown(),
  done: z.number(),
  total: z.number(),
  failed: z.number(),
  /** The run whose folder holds the files. */
  run: z.uuid(),
  result: z.object({ name: z.string(), bytes: z.number() }).optional(),
  errorBytes: z.number().optional(),
});
type SavedState = z.infer<typeof savedStateSchema>;

const errorReportHeader: CsvRow = ['row', 'reason'];

async function* csvChunks(content: { rows: Iterable<CsvRow> | AsyncIterable<CsvRow>; header?: CsvRow }) {
  yield csvByteOrderMark;
  if (content.header) yield csvLine(content.header);
  for await (const row of content.rows) yield csvLine(row);
}

/** One run of one task: holds its lease, counters and files, and is the context its kind works through. */
export class TaskRun {
  readonly abort = new AbortController();
  interruption: InterruptReason | undefined;
  done = 0;
  total = 0;
  failed = 0;
  result: { name: string; part: PartFile } | undefined;
  writtenResult: { name: string; filePath: string } | undefined;
  errors: PartFile | undefined;
  private readonly saved: SavedState | undefined;
  private resumed = false;

  constructor(
    readonly db: Database,
    readonly dataDir: string,
    readonly task: TaskRecord,
    readonly caller: OperatorContext | undefined,
    readonly leaseId: string,
  ) {
    const parsed = savedStateSchema.safeParse(task.checkpoint);
    this.saved = parsed.success ? parsed.data : undefined;
  }

  get folder(): string {
    return runFolder(this.dataDir, this.task.id, this.leaseId);
  }

  get savedValue(): unknown {
    return this.saved?.value;
  }

  /** Stops the kind at its next check; a stronger reason (halt, lease lost) overrides a softer one. */
  interrupt(reason: InterruptReason): void {
    const hard = reason === 'halt' || reason === 'lease-lost';
    if (!this.interruption || hard) this.interruption = reason;
    this.abort.abort();
  }

  /** The context a kind sees; `checkpoint` defined means the counters and files continue from the save. */
  context<Input, Checkpoint>(
    input: Input,
    checkpoint: Checkpoint | undefined,
  ): TaskContext<Input, Checkpoint> {
    if (!this.caller) throw new TaskFailure('the operator who started this task can no longer sign in');
    if (checkpoint !== undefined && this.saved) {
      this.resumed = true;
      ({ done: this.done, total: this.total, failed: this.failed } = this.saved);
    }
    return {
      task: this.task,
      input,
      caller: this.caller,
      checkpoint: this.resumed ? checkpoint : undefined,
      db: this.db,
      signal: this.abort.signal,
      reportProgress: (done, total) => this.reportProgress(done, total),
      isCancelRequested: () => this.isCancelRequested(),
      saveCheckpoint: (value, work) => this.saveCheckpoint(value, work),
      recordRowFailure: (rowNumber, reason) => this.recordRowFailure(rowNumber, reason),
      openResultCsv: (fileName, header) => this.openResultCsv(fileName, header),
      writeResultFile: (fileName, content) => this.writeResultFile(fileName, content),
    };
  }

  /** Throws when the run must stop: interrupted, or (after a write that answered so) cancelled. */
  check(cancelRequested = false): void {
    if (cancelRequested) this.interrupt('cancel');
    if (this.interruption) throw new TaskInterrupted(this.interruption);
  }

  percent(): number {
    return this.total > 0 ? Math.min(99, Math.floor((this.done * 100) / this.total)) : 0;
  }

  counters() {
    return {
      process: this.percent(),
      totalCount: this.total,
      succeededCount: Math.max(0, this.done - this.failed),
      failedCount: this.failed,
    };
  }

  /** Writes to the task row while this run holds it; answers whether a cancel was asked for. */
  async write(values: PgUpdateSetSource<typeof tasks>, executor: Database = this.db): Promise<boolean> {
    const updated = await executor
      .update(tasks)
      .set({ ...values, updateTime: sql`now()` })
      .where(and(eq(tasks.id, this.task.id), eq(tasks.leaseId, this.leaseId)))
      .returning({ cancelRequested: tasks.cancelRequested });
    const row = updated[0];
    if (!row) {
      this.interrupt('lease-lost');
      throw new TaskInterrupted('lease-lost');
    }
    return row.cancelRequested;
  }

  private async reportProgress(done: number, total: number): Promise<void> {
    this.check();
    this.done = Math.max(0, Math.floor(done));
    this.total = Math.max(0, Math.floor(total));
    this.check(await this.write({ ...this.counters(), heartbeatAt: sql`now()` }));
  }

  private async isCancelRequested(): Promise<boolean> {
    this.check();
    const found = await this.db
      .select({ cancelRequested: tasks.cancelRequested, leaseId: tasks.leaseId })
      .from(tasks)
      .where(eq(tasks.id, this.task.id));
    if (found[0]?.leaseId !== this.leaseId) this.interrupt('lease-lost');
    this.check();
    return found[0]?.cancelRequested ?? false;
  }

  private async saveCheckpoint(
    value: unknown,
    work?: (transaction: Database) => Promise<void>,
  ): Promise<void> {
    this.check();
    await this.result?.part.sync();
    await this.errors?.sync();
    const state: SavedState = {
      value,
      done: this.done,
      total: this.total,
      failed: this.failed,
      run: this.leaseId,
      result: this.result ? { name: this.result.name, bytes: this.result.part.bytes } : undefined,
      errorBytes: this.errors?.bytes,
    };
    const values = { ...this.counters(), checkpoint: state, heartbeatAt: sql`now()` };
    const cancelRequested = work
      ? await this.db.transaction(async (transaction) => {
          await work(transaction);
          return this.write(values, transaction);
        })
      : await this.write(values);
    this.check(cancelRequested);
  }

  /** The first `bytes` of a file the saved run wrote, as this run's own part file. */
  private restorePart(name: 'result' | 'errors', bytes: number): Promise<PartFile> {
    const previous = this.saved ? runFolder(this.dataDir, this.task.id, this.saved.run) : this.folder;
    const candidates = [path.join(previous, `${name}.part`), path.join(previous, `${name}.csv`)];
    return PartFile.restore(path.join(this.folder, `${name}.part`), candidates, bytes);
  }

  private async newCsvPart(name: 'result' | 'errors', header: CsvRow): Promise<PartFile> {
    const part = await PartFile.create(path.join(this.folder, `${name}.part`));
    await part.append(csvByteOrderMark + csvLine(header));
    return part;
  }

  async errorsPart(): Promise<PartFile> {
    if (this.errors) return this.errors;
    const bytes = this.resumed ? this.saved?.errorBytes : undefined;
    this.errors =
      bytes === undefined
        ? await this.newCsvPart('errors', errorReportHeader)
        : await this.restorePart('errors', bytes);
    return this.errors;
  }

  private async recordRowFailure(rowNumber: number, reason: string): Promise<void> {
    this.check();
    const part = await this.errorsPart();
    await part.append(csvLine([rowNumber, reason.slice(0, 500)]));
    this.failed += 1;
  }

  private async openResultCsv(fileName: string, header: CsvRow) {
    this.check();
    if (!this.result) {
      const saved = this.resumed ? this.saved?.result : undefined;
      const part = saved
        ? await this.restorePart('result', saved.bytes)
        : await this.newCsvPart('result', header);
      this.result = { name: displayFileName(fileName, 'result.csv'), part };
    }
    const part = this.result.part;
    return {
      append: async (rows: readonly CsvRow[]) => {
        this.check();
        await part.append(rows.map(csvLine).join(''));
      },
      appendLines: async (chunk: Buffer) => {
        this.check();
        await part.append(chunk);
      },
    };
  }

  private async writeResultFile(fileName: string, content: ResultContent): Promise<void> {
    this.check();
    const name = displayFileName(fileName, 'result');
    const filePath = path.join(this.folder, `result${safeExtension(name)}`);
    await writeFileAtomically(filePath, 'rows' in content ? csvChunks(content) : content.stream);
    this.writtenResult = { name, filePath };
  }
}

import type { z } from 'zod';
import type { TaskTypeCode } from '@simdesk/contract';
import type { OperatorContext } from '../auth/operator-context';
import type { Database } from '../database/connect';
import type { tasks } from '../database/schema-tasks';
import type { CsvRow } from './csv';

export type TaskRecord = typeof tasks.$inferSelect;

/** A result file written in one go: CSV rows (with an optional header) or raw chunks (a stream). */
export type ResultContent =
  | { rows: Iterable<CsvRow> | AsyncIterable<CsvRow>; header?: CsvRow }
  | { stream: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> };

/** A CSV result written batch by batch; a resumed run continues it from the last checkpoint. */
export interface ResultCsv {
  append(rows: readonly CsvRow[]): Promise<void>;
  /** Lines written already (CRLF, formula-safe): a COPY TO's output. */
  appendLines(chunk: Buffer): Promise<void>;
}

/** What a task kind's `run` is handed. */
export interface TaskContext<Input, Checkpoint> {
  readonly task: TaskRecord;
  readonly input: Input;
  /** The operator who started the task, reloaded for this run: scope queries with callerScope(caller, …). */
  readonly caller: OperatorContext;
  /** Where an interrupted run stopped; undefined on a first run. */
  readonly checkpoint: Checkpoint | undefined;
  readonly db: Database;
  /** Aborted when the task is cancelled or the server stops: pass it to waits and streams. */
  readonly signal: AbortSignal;
  /** Rows done so far (failed ones included) of `total`; throws to stop the run if it was cancelled. */
  reportProgress(done: number, total: number): Promise<void>;
  /** Checked once per batch; a cancelled task ends as cancelled (5) after the batch. */
  isCancelRequested(): Promise<boolean>;
  /**
   * Commits the point a resumed run continues from, with the counters and the files written so far. `work`
   * runs in the same transaction: a batch's rows and its checkpoint commit together (exactly once).
   */
  saveCheckpoint(value: Checkpoint, work?: (transaction: Database) => Promise<void>): Promise<void>;
  /** One failed input row, for the CSV error report a partly failed task (3) carries. */
  recordRowFailure(rowNumber: number, reason: string): Promise<void>;
  /** Opens (or, resumed, reopens) the CSV result that grows with each batch. */
  openResultCsv(fileName: string, header: CsvRow): Promise<ResultCsv>;
  /** Writes the whole result at once, to a temporary file renamed into place (R5). */
  writeResultFile(fileName: string, content: ResultContent): Promise<void>;
}

/** A kind of task: declared once by the module that owns the work, registered at app build time. */
export interface TaskKind<InputSchema extends z.ZodType, Checkpoint> {
  /** Unique handler name stored in the task row, e.g. 'sim-card-export'. */
  name: string;
  taskType: TaskTypeCode;
  /** Checked when the task starts (a '400' for bad input) and again when it runs. */
  input: InputSchema;
  /** Needed to continue where a run stopped; without it (or when it does not parse) a run starts over. */
  checkpoint?: z.ZodType<Checkpoint>;
  /**
   * Whether a run cut short by a server stop may continue (from its checkpoint, or from the start when it
   * keeps none). Not resumable: such a task ends failed with a reason instead.
   */
  resumable: boolean;
  run(context: TaskContext<z.output<InputSchema>, Checkpoint>): Promise<void>;
}

export function defineTaskKind<InputSchema extends z.ZodType, Checkpoint = never>(
  kind: TaskKind<InputSchema, Checkpoint>,
): TaskKind<InputSchema, Checkpoint> {
  return kind;
}

/** What the runner needs to start a run of any kind, with the kind's own types kept inside. */
export interface RunnableKind {
  name: string;
  taskType: TaskTypeCode;
  resumable: boolean;
  run(build: ContextBuilder, task: TaskRecord, savedCheckpoint: unknown): Promise<void>;
}

/** Makes the context of one run; a defined checkpoint means "continue", undefined "start from the top". */
export type ContextBuilder = <Input, Checkpoint>(
  input: Input,
  checkpoint: Checkpoint | undefined,
) => TaskContext<Input, Checkpoint>;

export function runnableKind<InputSchema extends z.ZodType, Checkpoint>(
  kind: TaskKind<InputSchema, Checkpoint>,
): RunnableKind {
  return {
    name: kind.name,
    taskType: kind.taskType,
    resumable: kind.resumable,
    async run(build, task, savedCheckpoint) {
      const input = kind.input.parse(task.input);
      const parsed =
        savedCheckpoint === undefined || !kind.checkpoint
          ? undefined
          : kind.checkpoint.safeParse(savedCheckpoint);
      await kind.run(build(input, parsed?.success ? parsed.data : undefined));
    },
  };
}

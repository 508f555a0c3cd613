import { z } from 'zod';
import { cardImportFormats, defaultLocale, taskType, type LocaleCode } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { AppError } from '../../../platform/http/app-error';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { removeQuietly, resolveStoredPath } from '../../../platform/tasks/task-files';
import { defineTaskKind, type TaskContext } from '../../../platform/tasks/task-kind';
import { headerReader } from './import-columns';
import { ImportFileProblem, readImportFile, type ImportHeaderReader } from './import-file-reader';

/** One row of an import file read to the value it stands for, or the reason it is refused. */
export type ParsedRow<Value> = { value: Value } | { problem: string };

/** An import of one record per row, declared by the module that owns the records. */
export interface RowImport<Column extends string, Value> {
  /** The task kind's name, e.g. 'binding-import'. */
  name: string;
  /** The columns in template order. */
  columns: readonly Column[];
  /** A file whose header lacks any of these is refused whole. */
  requiredColumns: readonly Column[];
  /** A column's header text in a locale: a header is recognised in any locale. */
  titleOf: (locale: LocaleCode, column: Column) => string;
  parseRow(cells: Partial<Record<Column, string>>): ParsedRow<Value>;
  /** What a failed row's reason starts with (its ICCID, its VIN). */
  labelOf(value: Value): string;
  /** Applies one row in its own savepoint; an AppError refuses the row (reported) and undoes what it wrote. */
  applyRow(transaction: Database, caller: OperatorContext, value: Value): Promise<void>;
}

const rowImportInputSchema = z.strictObject({
  /** The uploaded file, relative to the data dir (under tasks/uploads/). */
  upload: z.string().min(1).max(300),
  format: z.enum(cardImportFormats),
});

const checkpointSchema = z.object({ rowsRead: z.number().int().min(0) });
type RowImportCheckpoint = z.infer<typeof checkpointSchema>;

/** Rows applied per checkpoint: a resumed task goes on after the last batch it committed. */
const batchSize = 200;

/** The header reader of an import: each cell matched in any locale, the file refused without a required column. */
export function rowImportHeader<Column extends string>(
  rowImport: Pick<RowImport<Column, unknown>, 'columns' | 'requiredColumns' | 'titleOf'>,
): ImportHeaderReader<Column> {
  const read = headerReader(rowImport.columns, rowImport.titleOf);
  const names = (columns: readonly Column[]) =>
    columns
      .map((column) => rowImport.titleOf(defaultLocale, column))
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1');
  return (cells) => {
    const header = read(cells);
    const missing = rowImport.requiredColumns.filter((column) => !header.includes(column));
    if (missing.length > 0) {
      throw new ImportFileProblem(
        `the first row must name the ${names(rowImport.requiredColumns)} columns (${names(missing)} missing): use the import template`,
      );
    }
    return header;
  };
}

/** Applies one batch with its checkpoint in one transaction; answers the rows it refused. */
async function applyBatch<Column extends string, Value>(
  rowImport: RowImport<Column, Value>,
  context: TaskContext<unknown, RowImportCheckpoint>,
  batch: readonly { rowNumber: number; value: Value }[],
  rowsRead: number,
): Promise<[number, string][]> {
  const failures: [number, string][] = [];
  await context.saveCheckpoint({ rowsRead }, async (transaction) => {
    for (const row of batch) {
      await transaction
        .transaction((savepoint) => rowImport.applyRow(savepoint, context.caller, row.value))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          failures.push([row.rowNumber, `${rowImport.labelOf(row.value)}: ${error.message}`]);
        });
    }
  });
  return failures;
}

/**
 * The task kind of a row import: the uploaded file read row by row, each good row applied, batches committed
 * with a checkpoint (exactly once), every refused row in the task's error report by its row number.
 */
export function defineRowImportKind<Column extends string, Value>(
  dataDir: string,
  rowImport: RowImport<Column, Value>,
) {
  const headerOf = rowImportHeader(rowImport);
  return defineTaskKind({
    name: rowImport.name,
    taskType: taskType.byName.import,
    input: rowImportInputSchema,
    checkpoint: checkpointSchema,
    resumable: true,
    async run(context) {
      const filePath = resolveStoredPath(dataDir, context.input.upload);
      if (!filePath) throw new TaskFailure('the uploaded file is not where an upload belongs');
      const skip = context.checkpoint?.rowsRead ?? 0;
      let seen = 0;
      let pending: { rowNumber: number; value: Value }[] = [];
      const commit = async () => {
        const failures = await applyBatch(rowImport, context, pending, seen);
        pending = [];
        for (const [rowNumber, reason] of failures) await context.recordRowFailure(rowNumber, reason);
        await context.reportProgress(seen, seen + 1);
      };
      try {
        const reader = await readImportFile(filePath, context.input.format, headerOf);
        for await (const record of reader.rows) {
          seen += 1;
          if (seen <= skip) continue;
          const parsed = record.problem ? { problem: record.problem } : rowImport.parseRow(record.cells);
          if ('problem' in parsed) await context.recordRowFailure(record.rowNumber, parsed.problem);
          else pending.push({ rowNumber: record.rowNumber, value: parsed.value });
          if (pending.length >= batchSize) {
            if (await context.isCancelRequested()) return;
            await commit();
          }
        }
        await commit();
        await context.reportProgress(seen, seen);
      } catch (error) {
        if (error instanceof ImportFileProblem) {
          await removeQuietly(filePath);
          throw new TaskFailure(error.message);
        }
        throw error;
      }
      await removeQuietly(filePath);
    },
  });
}

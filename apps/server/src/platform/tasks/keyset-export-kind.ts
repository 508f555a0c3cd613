import { and, desc, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { taskType, type ExportFormat, type LocaleCode } from '@simdesk/contract';
import type { OperatorContext } from '../auth/operator-context';
import type { Database } from '../database/connect';
import type { KeysetSource } from '../database/keyset-page';
import { exportTranslator, type ExportTranslate } from './export-texts';
import { openExportWriter } from './export-writer';
import type { GuardedCallInput } from '../http/call-handler';
import type { AppServices } from '../services';
import { startFileExport } from './start-task';
import { defineTaskKind, type TaskContext } from './task-kind';

const batchSize = 1000;

/** One column of a list's file: its header text key ('namespace:path') and its cell, code texts translated. */
export type ExportColumn<Row> = readonly [
  headerKey: string,
  cell: (row: Row, translate: ExportTranslate) => string | number | null,
];

/** What an export request carries: the list's filter, the format, the language of headers and code texts. */
type ExportRequestSchema = z.ZodType<{ filter: unknown; format: ExportFormat; locale: LocaleCode }>;
type FilterOf<InputSchema extends ExportRequestSchema> = z.output<InputSchema>['filter'];

/** A list exported through the same source and conditions as its keyset pages, so a file holds what the page shows. */
export interface KeysetExport<InputSchema extends ExportRequestSchema, Row> {
  /** The task kind's name, e.g. 'real-name-registration-export'. */
  name: string;
  input: InputSchema;
  /** The list's source; a function of the caller where its rows are completed for the caller. */
  source: KeysetSource<Row> | ((caller: OperatorContext) => KeysetSource<Row>);
  /** The caller's scope and the filter, as the list call applies them. */
  conditions: (
    db: Database,
    caller: OperatorContext,
    filter: FilterOf<InputSchema>,
  ) => Promise<SQL | undefined>;
  columns: readonly ExportColumn<Row>[];
  /** The text key of the spreadsheet's sheet name. */
  sheetNameKey: string;
  /** The file's name when the task has none, without the extension. */
  fileStem: string;
}

/** Rows below `belowId` are still to write. */
const exportCheckpointSchema = z.object({
  belowId: z.number().int().nullable(),
  done: z.number().int().min(0),
});
type ExportCheckpoint = z.infer<typeof exportCheckpointSchema>;

/**
 * A task kind writing a list's rows in keyset batches (newest first, like the list) as CSV or XLSX. A CSV grows
 * in the task's files and a resumed run continues below its checkpoint; an XLSX is written whole, so it starts
 * over.
 */
export function defineKeysetExportKind<InputSchema extends ExportRequestSchema, Row>(
  list: KeysetExport<InputSchema, Row>,
) {
  async function run(context: TaskContext<z.output<InputSchema>, ExportCheckpoint>): Promise<void> {
    const { filter, format, locale } = context.input;
    const where = await list.conditions(context.db, context.caller, filter);
    const translate = exportTranslator(locale);
    const layout = {
      sheetName: translate(list.sheetNameKey),
      header: list.columns.map(([headerKey]) => translate(headerKey)),
    };
    const fileName = context.task.fileName ?? `${list.fileStem}.${format}`;
    const writer = await openExportWriter(context, format, fileName, layout);
    const source = typeof list.source === 'function' ? list.source(context.caller) : list.source;
    let { belowId, done } = (format === 'csv' ? context.checkpoint : undefined) ?? { belowId: null, done: 0 };
    for (;;) {
      if (await context.isCancelRequested()) return writer.abandon(new Error('the export was cancelled'));
      const pageWhere = belowId === null ? where : and(where, lt(source.key, belowId));
      const batch = await source.readPage(context.db, pageWhere, desc(source.key), batchSize);
      await writer.addRows(batch.map((row) => list.columns.map(([, cell]) => cell(row, translate))));
      done += batch.length;
      const last = batch.at(-1);
      const more = last !== undefined && batch.length === batchSize;
      await context.reportProgress(done, more ? done + batchSize : done);
      if (!more) break;
      belowId = source.keyOf(last);
      if (format === 'csv') await context.saveCheckpoint({ belowId, done });
    }
    await writer.finish();
  }

  const kind = defineTaskKind({
    name: list.name,
    taskType: taskType.byName.export,
    input: list.input,
    checkpoint: exportCheckpointSchema,
    resumable: true,
    run,
  });
  return Object.assign(kind, { list });
}

/**
 * The handler of a list's export call: the filter checked against the caller's scope now (an org or company
 * outside it is refused here, not in the task), then the task started; answers the task's id.
 */
export function keysetExportCall<InputSchema extends ExportRequestSchema, Row>(
  services: Pick<AppServices, 'db' | 'tasks' | 'clock'>,
  kind: ReturnType<typeof defineKeysetExportKind<InputSchema, Row>>,
) {
  return async ({ obj, caller }: GuardedCallInput<z.output<InputSchema>>) => {
    await kind.list.conditions(services.db, caller, obj.filter);
    // The parsed request is a valid input as well: the task parses it again when it starts and when it runs.
    const input = obj as z.input<InputSchema>;
    return startFileExport(services, caller, kind, kind.list.fileStem, input, obj.format);
  };
}

import { z } from 'zod';
import { cardImportFormats, taskType } from '@simdesk/contract';
import { imeiSchema } from '@simdesk/contract/modules/security';
import { AppError } from '../../platform/http/app-error';
import { TaskFailure } from '../../platform/tasks/task-failure';
import { removeQuietly, resolveStoredPath } from '../../platform/tasks/task-files';
import { defineTaskKind } from '../../platform/tasks/task-kind';
import { findScopedCardByIccid, ImportFileProblem, readImportFile } from '../sim-cards';
import { bindCard } from './binding-changes';
import { bindingHeader } from './binding-template';

const bindingImportInputSchema = z.strictObject({
  /** The uploaded file, relative to the data dir (under tasks/uploads/). */
  upload: z.string().min(1).max(300),
  format: z.enum(cardImportFormats),
});

const checkpointSchema = z.object({ rowsRead: z.number().int().min(0) });

/** Rows bound per checkpoint: a resumed task goes on after the last batch it committed. */
const batchSize = 200;

/** The 'binding-import' task: each row binds one card of the caller's scope; the others are reported. */
export function createBindingImportKind(dataDir: string) {
  return defineTaskKind({
    name: 'binding-import',
    taskType: taskType.byName.import,
    input: bindingImportInputSchema,
    checkpoint: checkpointSchema,
    resumable: true,
    async run(context) {
      const { input, caller } = context;
      const filePath = resolveStoredPath(dataDir, input.upload);
      if (!filePath) throw new TaskFailure('the uploaded file is not where an upload belongs');
      let rowsRead = context.checkpoint?.rowsRead ?? 0;
      const skip = rowsRead;
      let seen = 0;
      let pending: { rowNumber: number; iccid: string; imei: string }[] = [];
      const commit = async () => {
        const batch = pending;
        pending = [];
        const failures: [number, string][] = [];
        await context.saveCheckpoint({ rowsRead: seen }, async (transaction) => {
          for (const row of batch) {
            const cardId = await findScopedCardByIccid(transaction, caller, row.iccid);
            if (cardId === undefined) failures.push([row.rowNumber, `${row.iccid}: no such card`]);
            else
              await bindCard(transaction, caller, { cardId, imei: row.imei }).catch((error: unknown) => {
                if (!(error instanceof AppError)) throw error;
                failures.push([row.rowNumber, `${row.iccid}: ${error.message}`]);
              });
          }
        });
        for (const [rowNumber, reason] of failures) await context.recordRowFailure(rowNumber, reason);
        rowsRead = seen;
        await context.reportProgress(rowsRead, rowsRead + 1);
      };
      try {
        const reader = await readImportFile(filePath, input.format, bindingHeader);
        for await (const record of reader.rows) {
          seen += 1;
          if (seen <= skip) continue;
          const iccid = record.cells.iccid ?? '';
          const imei = imeiSchema.safeParse(record.cells.imei ?? '');
          if (record.problem) await context.recordRowFailure(record.rowNumber, record.problem);
          else if (!iccid || !imei.success) {
            await context.recordRowFailure(
              record.rowNumber,
              `${iccid}: the IMEI is not 15 digits with its check digit`,
            );
          } else pending.push({ rowNumber: record.rowNumber, iccid, imei: imei.data });
          if (pending.length >= batchSize) {
            if (await context.isCancelRequested()) return;
            await commit();
          }
        }
        await commit();
        await context.reportProgress(rowsRead, rowsRead);
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

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cardImportFormats, taskType } from '@simdesk/contract';
import { isWithinScope } from '../../../platform/auth/data-scope';
import { organizations } from '../../../platform/database/schema';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { removeQuietly, resolveStoredPath } from '../../../platform/tasks/task-files';
import { defineTaskKind } from '../../../platform/tasks/task-kind';
import { importCards } from './card-import-core';
import { ImportFileProblem, readImportFile } from './import-file-reader';

const cardImportInputSchema = z.strictObject({
  /** The uploaded file, relative to the data dir (under tasks/uploads/). */
  upload: z.string().min(1).max(300),
  format: z.enum(cardImportFormats),
  carrier: z.number().int(),
  carrierAccountId: z.number().int().nullable(),
  /** Where rows without an org go. */
  orgId: z.number().int().positive(),
});
export type CardImportInput = z.input<typeof cardImportInputSchema>;

const cardImportCheckpointSchema = z.object({ rowsRead: z.number().int().min(0) });

/** The row count of a streamed file is known at its end; until then it is estimated from the bytes read. */
function estimatedRows(rowsRead: number, fractionRead: number): number {
  return Math.max(rowsRead + 1, Math.round(rowsRead / Math.max(fractionRead, 0.001)));
}

/** The 'sim-card-import' task: one file, read as a stream, landed batch by batch with its checkpoint. */
export function createCardImportKind(dataDir: string) {
  return defineTaskKind({
    name: 'sim-card-import',
    taskType: taskType.byName.import,
    input: cardImportInputSchema,
    checkpoint: cardImportCheckpointSchema,
    resumable: true,
    async run(context) {
      const { input, caller } = context;
      const filePath = resolveStoredPath(dataDir, input.upload);
      if (!filePath) throw new TaskFailure('the uploaded file is not where an upload belongs');
      const [org] = await context.db
        .select({ id: organizations.id, companyId: organizations.companyId, path: organizations.path })
        .from(organizations)
        .where(eq(organizations.id, input.orgId));
      if (!org || !isWithinScope(caller, { companyId: org.companyId, orgPath: org.path })) {
        throw new TaskFailure('the org chosen for the import is no longer one you manage');
      }
      let stopped = false;
      try {
        const reader = await readImportFile(filePath, input.format);
        const summary = await importCards(
          context.db,
          reader.rows,
          { caller, carrier: input.carrier, carrierAccountId: input.carrierAccountId, defaultOrg: org },
          {
            skipRows: context.checkpoint?.rowsRead ?? 0,
            recordFailure: (rowNumber, reason) => context.recordRowFailure(rowNumber, reason),
            commit: (rowsRead, work) => context.saveCheckpoint({ rowsRead }, work),
            progress: (rowsRead, finished) =>
              context.reportProgress(
                rowsRead,
                finished ? rowsRead : estimatedRows(rowsRead, reader.fractionRead()),
              ),
            shouldStop: async () => (stopped = await context.isCancelRequested()),
          },
        );
        // Cancelled: the committed batches stay; the runner ends the task as cancelled.
        if (stopped) return;
        await context.writeResultFile('card-import-result.csv', {
          header: ['rows', 'imported', 'updated', 'skipped', 'refused'],
          rows: [[summary.rowsRead, summary.inserted, summary.updated, summary.skipped, summary.failed]],
        });
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

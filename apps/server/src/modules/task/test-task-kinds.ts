import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { taskType } from '@simdesk/contract';
import { TaskFailure } from '../../platform/tasks/task-failure';
import { defineTaskKind, type TaskContext } from '../../platform/tasks/task-kind';
import type { TaskRunner } from '../../platform/tasks/task-runner';

/*
 * Task kinds that exercise the runner: registered only with SIMDESK_ENABLE_TEST_TASKS=1 (tests), never in
 * production. They count from 1 to `count` in batches, writing each number and its square to a CSV result.
 */

const countInputSchema = z.strictObject({
  count: z.number().int().min(0).max(1_000_000),
  batchSize: z.number().int().min(1).max(10_000).default(10),
  /** Numbers divisible by this fail, into the error report. */
  failEvery: z.number().int().min(1).optional(),
  /** The run throws a failure the user reads once it passes this number. */
  failAfter: z.number().int().min(1).optional(),
  delayMilliseconds: z.number().int().min(0).max(10_000).default(20),
  /** Also records every counted number in test_task_counter, in the checkpoint's transaction. */
  counterTable: z.boolean().default(false),
});
export type CountInput = z.input<typeof countInputSchema>;

const countCheckpointSchema = z.object({ next: z.number().int().min(1) });
type CountCheckpoint = z.infer<typeof countCheckpointSchema>;

/** The table the counter option writes to; tests create it (it is not part of the schema). */
export const testCounterTableSql =
  'create table if not exists test_task_counter (task_id integer, n integer)';

async function count(
  context: TaskContext<z.output<typeof countInputSchema>, CountCheckpoint>,
): Promise<void> {
  const { input } = context;
  const result = await context.openResultCsv('count.csv', ['number', 'square']);
  let next = context.checkpoint?.next ?? 1;
  while (next <= input.count) {
    if (await context.isCancelRequested()) return;
    const end = Math.min(input.count, next + input.batchSize - 1);
    const rows: [number, number][] = [];
    for (let number = next; number <= end; number++) {
      if (input.failEvery && number % input.failEvery === 0) {
        await context.recordRowFailure(number, `${number} is divisible by ${input.failEvery}`);
      } else {
        rows.push([number, number * number]);
      }
    }
    await result.append(rows);
    // Rows written but not yet checkpointed: a crash here must not leave them in the result twice.
    await sleep(input.delayMilliseconds, undefined, { signal: context.signal });
    if (input.failAfter !== undefined && end >= input.failAfter) {
      throw new TaskFailure(`stopped after ${input.failAfter} as the test asked`);
    }
    await context.reportProgress(end, input.count);
    const [first, last, taskId] = [next, end, context.task.id];
    next = end + 1;
    await context.saveCheckpoint(
      { next },
      input.counterTable
        ? async (transaction) => {
            await transaction.execute(
              sql`insert into test_task_counter (task_id, n) select ${taskId}::int, generate_series(${first}::int, ${last}::int)`,
            );
          }
        : undefined,
    );
  }
}

export const testCountKind = defineTaskKind({
  name: 'test-count',
  taskType: taskType.byName.systemTest,
  input: countInputSchema,
  checkpoint: countCheckpointSchema,
  resumable: true,
  run: count,
});

/** The same work, declared as unable to resume: a server stop ends it failed. */
export const testCountOnceKind = defineTaskKind({
  name: 'test-count-once',
  taskType: taskType.byName.systemTest,
  input: countInputSchema,
  checkpoint: countCheckpointSchema,
  resumable: false,
  run: count,
});

export function registerTestTaskKinds(runner: TaskRunner): void {
  runner.register(testCountKind);
  runner.register(testCountOnceKind);
}

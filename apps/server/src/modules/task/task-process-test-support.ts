import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../platform/database/connect';
import { startTask } from '../../platform/tasks/start-task';
import { loadTaskConfig } from '../../platform/tasks/task-config';
import { createTaskRunner } from '../../platform/tasks/task-runner';
import { seedDemoIfEmpty } from '../../platform/demo/demo-seed';
import { serverModules } from '../index';
import { callerOf } from './task-test-support';
import { testCounterTableSql, testCountKind } from './test-task-kinds';

/*
 * The database side of the server-kill test, run as its own process (`prepare <data dir> <password>` or
 * `count <data dir>`), so the test process itself never opens the embedded database the servers use.
 */

async function prepare(dataDir: string, password: string): Promise<unknown> {
  const database = await openDatabase({ pgliteDir: `${dataDir}/pglite` });
  await seedDemoIfEmpty(database.db, password, serverModules);
  await database.db.execute(sql.raw(testCounterTableSql));
  const config = { ...loadTaskConfig({}), enableTestKinds: true };
  const runner = createTaskRunner(database, config, dataDir, Fastify({ logger: false }).log);
  runner.register(testCountKind);
  // The queue only: this process queues the task, the server runs it.
  await runner.queue.start();
  const caller = await callerOf(database.db, 'demo.company');
  const input = { count: 400, batchSize: 10, delayMilliseconds: 25, counterTable: true };
  const task = await startTask({ db: database.db, tasks: runner }, caller, { kind: testCountKind, input });
  await runner.queue.stop();
  await database.close();
  return { taskId: task.id };
}

async function count(dataDir: string): Promise<unknown> {
  const database = await openDatabase({ pgliteDir: `${dataDir}/pglite` });
  const result = await database.db.execute(
    sql`select count(*)::int as total, count(distinct n)::int as "distinctNumbers" from test_task_counter`,
  );
  await database.close();
  return (result as unknown as { rows: unknown[] }).rows[0];
}

const [command = '', dataDir = '', password = ''] = process.argv.slice(2);
const answer = command === 'prepare' ? await prepare(dataDir, password) : await count(dataDir);
process.stdout.write(`${JSON.stringify(answer)}\n`);

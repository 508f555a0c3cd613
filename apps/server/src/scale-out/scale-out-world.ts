import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ProcessRole } from '../platform/config/process-role';
import { createTestSim, type TestSim } from '../../../carrier-sim/src/test/test-sim';
import { adminQuery, databaseUrlNamed } from '../test/seeded-template';
import { startServerProcess, type ServerProcess } from '../test/server-process';

/** Calls per second to one carrier account that the processes of the scale-out test share. */
export const sharedCarrierLimit = 4;
export const scaleOutPassword = 'Scale-out-2026';

export interface RunningProcess extends ServerProcess {
  role: ProcessRole;
}

/**
 * A database of its own on the test PostgreSQL server, a carrier simulator that notes when each call arrives,
 * and server processes started by role against them, sharing one data folder (task files) as a deployment
 * shares a network folder.
 */
export interface ScaleOutWorld {
  /** When each /v1 call reached the simulator (milliseconds since the epoch). */
  carrierArrivals: number[];
  query<Row>(statement: string, values?: unknown[]): Promise<Row[]>;
  start(role: ProcessRole): Promise<RunningProcess>;
  close(): Promise<void>;
}

async function startCountingSim(arrivals: number[]): Promise<{ sim: TestSim; baseUrl: string }> {
  const sim = await createTestSim();
  sim.app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/')) arrivals.push(Date.now());
  });
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sim.app.server.address() as AddressInfo;
  return { sim, baseUrl: `http://127.0.0.1:${port}` };
}

async function stopProcess(server: ServerProcess): Promise<void> {
  // A stop that hangs must not hang the suite: past the deadline the process is killed.
  const deadline = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.stop();
  clearTimeout(deadline);
}

export async function startScaleOutWorld(serverUrl: string): Promise<ScaleOutWorld> {
  const databaseName = `simdesk_scale_out_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const databaseUrl = databaseUrlNamed(serverUrl, databaseName);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-scale-out-'));
  const carrierArrivals: number[] = [];
  const { sim, baseUrl } = await startCountingSim(carrierArrivals);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  const processes: RunningProcess[] = [];

  return {
    carrierArrivals,
    async query<Row>(statement: string, values: unknown[] = []) {
      return (await client.query(statement, values)).rows as Row[];
    },
    async start(role) {
      const server = await startServerProcess({
        DATABASE_URL: databaseUrl,
        SIMDESK_PROCESS_ROLE: role,
        SIMDESK_DATA_DIR: dataDir,
        SIMDESK_DATABASE_POOL_SIZE: '5',
        SIMDESK_DEMO_PASSWORD: scaleOutPassword,
        SIMDESK_WEB_DIST: path.join(dataDir, 'no-console'),
        SIMDESK_LOG_LEVEL: 'error',
        SIMDESK_TASK_POLL_MS: '100',
        SIMDESK_USAGE_SYNC_AT: 'off',
        SIMDESK_CARRIER_SIM_URL: baseUrl,
        SIMDESK_CARRIER_REQUESTS_PER_SECOND: String(sharedCarrierLimit),
      });
      const running = Object.assign(server, { role });
      processes.push(running);
      return running;
    },
    async close() {
      await Promise.allSettled(processes.map(stopProcess));
      await client.end().catch(() => undefined);
      await sim.close();
      await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real carrier simulator as `npm start` runs it, in a child process on a free port of 127.0.0.1 with a
 * throwaway database folder; answered once /health says ok.
 */
export async function startCarrierSim(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'simdesk-e2e-carrier-sim-'));
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/carrier-sim/src/main.ts')],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        CARRIER_SIM_PORT: String(port),
        CARRIER_SIM_HOST: '127.0.0.1',
        CARRIER_SIM_DATA_DIR: dataDir,
        CARRIER_SIM_SEED_CARDS: '3',
        CARRIER_SIM_LOG_LEVEL: 'warn',
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, close };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error('the carrier simulator did not start');
}

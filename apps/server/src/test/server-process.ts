import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The server package folder: where `src/main.ts` runs from, as `npm start` runs it. */
export const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<void>;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
}

const startLimitMilliseconds = 90_000;

/** Starts `src/main.ts` as its own process on a free port and waits until it answers. */
export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: { ...process.env, PORT: String(port), ...environment },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  // Several processes starting together on a busy machine wait for each other's migrations: a generous limit,
  // and a process that never answers fails here with what it printed, not later with "connection refused".
  const deadline = Date.now() + startLimitMilliseconds;
  for (;;) {
    // The health check answers in every process role (a worker answers nothing else).
    const ready = await fetch(`http://127.0.0.1:${port}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (hasExited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the server process ${hasExited ? 'ended' : `did not answer within ${startLimitMilliseconds / 1000} s`}; it printed:\n${output}`,
      );
    }
    await sleep(100);
  }
  return {
    child,
    port,
    output: () => output,
    exited,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** POSTs { obj } to a call of a running server. */
export async function postCall<Row>(port: number, callPath: string, obj: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/ec/v0/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ obj }),
  });
  return (await response.json()) as { status: string; rows: Row[] };
}

/** Signs in over HTTP as the web does (password encrypted with the served public key). */
export async function loginOverHttp(port: number, account: string, password: string) {
  const key = await postCall<{ publicKey: string }>(port, 'utility/public-key', {});
  const encrypted = publicEncrypt(
    { key: String(key.rows[0]?.publicKey), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  return postCall<{ token: string }>(port, 'operator/password-login', { account, password: encrypted });
}

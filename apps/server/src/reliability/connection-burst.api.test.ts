import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '@simdesk/contract';
import { loginOverHttp, startServerProcess, type ServerProcess } from '../test/server-process';

// A real server process on the embedded database (the fresh console's default) meets 100 clients at once.
const clients = 100;
const burstMilliseconds = 6_000;
/** Past this a request counts as unanswered; before the request gate some waited 15 s and more. */
const answerLimitMilliseconds = 10_000;
const password = 'Connection-burst-2026';
let dataDir = '';
let server: ServerProcess | undefined;
let token = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-burst-'));
  server = await startServerProcess({
    DATABASE_URL: '',
    SIMDESK_DATA_DIR: dataDir,
    SIMDESK_DEMO_PASSWORD: password,
    SIMDESK_LOG_LEVEL: 'error',
  });
  token = (await loginOverHttp(server.port, 'admin', password)).rows[0]?.token ?? '';
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  milliseconds: number;
  status: string;
}

/** One POST on a kept-alive connection of `agent`; an answer that does not come in time counts as none. */
function post(agent: http.Agent, port: number, callPath: string): Promise<Answer> {
  const body = JSON.stringify({ obj: {}, page: { pageIndex: 1, pageSize: 20 } });
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `${apiBasePath}/${callPath}`,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const status = (JSON.parse(text) as { status: string }).status;
          resolve({ milliseconds: Date.now() - started, status });
        });
      },
    );
    request.setTimeout(answerLimitMilliseconds, () => {
      request.destroy();
      resolve({ milliseconds: Date.now() - started, status: 'no answer' });
    });
    request.on('error', () => resolve({ milliseconds: Date.now() - started, status: 'connection error' }));
    request.end(body);
  });
}

describe('a burst of clients on the embedded database', () => {
  it('serves every client while the load lasts and answers every request', async () => {
    const port = server?.port ?? 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    const calls = ['simcard-list/list', 'operator/list', 'task/list', 'operation-log/list'];
    const answers: Answer[] = [];
    const firstAnswerAfter: number[] = [];
    const start = Date.now();
    const end = start + burstMilliseconds;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let round = client; Date.now() < end; round++) {
          answers.push(await post(agent, port, calls[round % calls.length] ?? 'operator/current'));
          if (round === client) firstAnswerAfter.push(Date.now() - start);
        }
      }),
    );
    agent.destroy();
    const unanswered = answers.filter((answer) => answer.status !== '0' && answer.status !== '429');
    expect(unanswered).toEqual([]);
    // Without turns the server accepted a new connection every 200 ms or so while it was busy: the last
    // clients of the burst got their first answer only once the others stopped.
    expect(Math.max(...firstAnswerAfter)).toBeLessThan(burstMilliseconds);
  }, 60_000);
});

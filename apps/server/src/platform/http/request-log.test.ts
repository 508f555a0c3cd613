import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log';

async function linesOf(send: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLineRequestLog() });
  app.post('/call', async () => ({ status: '0' }));
  app.post('/fails', async () => {
    throw new Error('broken');
  });
  await app.ready();
  await send(app);
  await app.close();
  return lines.filter((line) => line.reqId !== undefined);
}

describe('the request log', () => {
  it('writes one line per request, with the request, its status and its time', async () => {
    const lines = await linesOf((app) => app.inject({ method: 'POST', url: '/call?x=1' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/call?x=1' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('keeps the error of a failed request', async () => {
    const lines = await linesOf((app) => app.inject({ method: 'POST', url: '/fails' }));
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ res: { statusCode: 500 } });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(lines.some((line) => JSON.stringify(line).includes('broken'))).toBe(true);
  });
});

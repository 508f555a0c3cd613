import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../database/connect';
import { refuseAllButHealth, registerHealthRoute } from './health-route';

/** Just enough of a database for the health check: `select 1` answers, or fails. */
function databaseThat(answers: boolean): Database {
  const execute = async () => {
    if (!answers) throw new Error('connection refused');
    return { rows: [{ '?column?': 1 }] };
  };
  return { execute } as unknown as Database;
}

describe('the health check', () => {
  it('answers ok with the role while the database answers, and 503 once it does not', async () => {
    const app = Fastify({ logger: false });
    registerHealthRoute(app, databaseThat(true), 'api');
    const ok = await app.inject({ method: 'GET', url: '/health' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok', role: 'api' }]);
    expect(ok.headers['cache-control']).toBe('no-store');

    const down = Fastify({ logger: false });
    registerHealthRoute(down, databaseThat(false), 'worker');
    const refused = await down.inject({ method: 'GET', url: '/health' });
    expect([refused.statusCode, refused.json()]).toEqual([
      503,
      { status: 'database unavailable', role: 'worker' },
    ]);
  });

  it('fails while draining, so a load balancer stops sending before the stop', async () => {
    const app = Fastify({ logger: false });
    const health = registerHealthRoute(app, databaseThat(true), 'all');
    health.startDraining();
    const answer = await app.inject({ method: 'GET', url: '/health' });
    expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'stopping', role: 'all' }]);
  });

  it('leaves a worker answering the health check alone', async () => {
    const app = Fastify({ logger: false });
    registerHealthRoute(app, databaseThat(true), 'worker');
    refuseAllButHealth(app);
    app.post('/api/ec/v0/operator/current', async () => ({ status: '0', rows: [] }));
    expect((await app.inject({ method: 'GET', url: '/health?probe=1' })).statusCode).toBe(200);
    const call = await app.inject({ method: 'POST', url: '/api/ec/v0/operator/current', payload: {} });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toMatchObject({ status: '404', rows: [] });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseProcessRole, runsBackgroundWork, servesCalls } from './process-role';

describe('the process role', () => {
  it('is all by default, and api or worker when asked', () => {
    expect(loadConfig({}).processRole).toBe('all');
    expect(loadConfig({ SIMDESK_PROCESS_ROLE: 'api' }).processRole).toBe('api');
    expect(parseProcessRole(' worker ')).toBe('worker');
  });

  it('refuses a role it does not know, naming the ones it does', () => {
    expect(() => parseProcessRole('scheduler')).toThrow(/one of all, api, worker, got "scheduler"/);
  });

  it('splits serving calls from running background work', () => {
    expect([servesCalls({ processRole: 'all' }), runsBackgroundWork({ processRole: 'all' })]).toEqual([
      true,
      true,
    ]);
    expect([servesCalls({ processRole: 'api' }), runsBackgroundWork({ processRole: 'api' })]).toEqual([
      true,
      false,
    ]);
    expect([servesCalls({ processRole: 'worker' }), runsBackgroundWork({ processRole: 'worker' })]).toEqual([
      false,
      true,
    ]);
  });

  it('believes forwarded client addresses only from the proxies named', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ SIMDESK_TRUST_PROXY: '1' }).trustProxy;
    if (typeof oneHop !== 'function') throw new Error('a hop count should make a function');
    expect([oneHop('10.0.0.2', 0), oneHop('10.0.0.3', 1)]).toEqual([true, false]);
    expect(loadConfig({ SIMDESK_TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
  });

  it('reads the shared carrier limit and the pool size', () => {
    const defaults = loadConfig({});
    expect(defaults.carrier.requestsPerSecond).toBe(8);
    expect(defaults.databasePoolSize).toBe(20);
    const set = loadConfig({ SIMDESK_CARRIER_REQUESTS_PER_SECOND: '4', SIMDESK_DATABASE_POOL_SIZE: '5' });
    expect([set.carrier.requestsPerSecond, set.databasePoolSize]).toEqual([4, 5]);
  });
});

// Times the account-wide reads of the connectivity endpoints on an already seeded database:
// `npx tsx apps/carrier-sim/scripts/measure-connectivity.mjs --data-dir DIR [--month YYYY-MM]` (PGlite folder of a
// seeded simulator; the month's bill is issued unless it was already).
import { parseArgs } from 'node:util';
import { buildCarrierSimApp } from '../src/app.ts';
import { testCarrierSimConfig } from '../src/config.ts';
import { openSimDatabase } from '../src/database/database.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, month: { type: 'string' } } });
const database = await openSimDatabase({ dataDir: values['data-dir'] });
const config = testCarrierSimConfig({ rateLimitPerSecond: 0 });
const { app } = await buildCarrierSimApp({ config, database });
const token = (
  await app.inject({
    method: 'POST',
    url: '/v1/auth/token',
    payload: { appId: 'simdesk-demo', password: config.demoPassword },
  })
).json().token;
const headers = { authorization: `Bearer ${token}` };
const month = values.month ?? new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 7);
const from = new Date(Date.now() - 86_400_000).toISOString();

async function timed(label, url) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  const milliseconds = Math.round(performance.now() - started);
  console.log(`${label}: HTTP ${response.statusCode} in ${milliseconds} ms (${response.body.length} bytes)`);
  return response.json();
}

const pools = await timed('GET /v1/pools', '/v1/pools');
const poolId = pools.pools[0].poolId;
await timed('GET /v1/pools/:poolId', `/v1/pools/${poolId}`);
await timed('GET /v1/pools/:poolId/members (50)', `/v1/pools/${poolId}/members`);
await timed('GET /v1/pools/:poolId/usage/daily (31 days)', `/v1/pools/${poolId}/usage/daily?days=31`);
await timed('GET /v1/pools/:poolId/usage/monthly (6 months)', `/v1/pools/${poolId}/usage/monthly`);
await timed('GET /v1/cdrs account page (500, one day)', `/v1/cdrs?from=${from}`);
await timed(`GET /v1/bills/${month}/cards (50)`, `/v1/bills/${month}/cards`);
// A large bill is issued in the background: ask again until it is ready, as a gateway would.
const issueStarted = performance.now();
while ((await app.inject({ method: 'GET', url: `/v1/bills/${month}`, headers })).statusCode === 409) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
console.log(`GET /v1/bills/${month}: issued after ${Math.round(performance.now() - issueStarted)} ms`);
await timed(`GET /v1/bills/${month} (kept)`, `/v1/bills/${month}`);
await app.close();
await database.close();

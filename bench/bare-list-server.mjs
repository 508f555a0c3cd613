// The baseline of bench/list-throughput.mjs, run as its own process (`node --import tsx`): a bare fastify + pg
// endpoint answering the card list's first page with the same SQL as the console (rawList of
// card-list-scenarios.mjs: page, capped count, estimate) for a fixed caller, in the same envelope. No sign-in,
// no access check, no logging; a pool as large as the console's.
import Fastify from 'fastify';
import pg from 'pg';
import { rawList, scoped } from './card-list-scenarios.mjs';

const caller = JSON.parse(process.env.BENCH_CALLER ?? '{}');
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

app.post('/list', async () => ({ status: '0', msg: 'success', rows: [await rawList(pool, scoped(caller))] }));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The parent waits for this line to learn the port.
process.stdout.write(`listening ${new URL(address).port}\n`);
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});

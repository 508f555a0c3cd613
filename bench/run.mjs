// `npm run bench [-- --cards N] [-- --skip-<part>]`: the bundle sizes, the server's start-up, Lighthouse over the
// console, then the database benchmarks at N cards (default 1,000,000; bench/card-list.mjs starts its own
// PostgreSQL cluster and takes minutes). Parts: bundle, start, lighthouse, database (all of the following),
// latency, throughput, load, export, import; bills (bench/bill-computation.mjs, on a cluster of its own); and ocr
// (bench/ocr-accuracy.mjs: ID card reading and checks on generated specimen cards, about two minutes).
// At 10,000,000 cards and more only latency runs; --database-url seeds and measures a kept PostgreSQL database
// (seed it once, measure later). --call-records N (opt-in: loading ten million records takes minutes) adds the
// received call detail records list at N records.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const folder = path.dirname(fileURLToPath(import.meta.url));
const databaseParts = ['latency', 'throughput', 'load', 'export', 'import'];
const { values } = parseArgs({
  options: {
    ...Object.fromEntries(
      ['bundle', 'start', 'lighthouse', 'database', 'bills', 'ocr', ...databaseParts].map((part) => [
        `skip-${part}`,
        { type: 'boolean', default: false },
      ]),
    ),
    cards: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    'call-records': { type: 'string' },
  },
});

function run(command, args) {
  const result = spawnSync(command, args, { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsx = path.join(folder, '../node_modules/.bin/tsx');
if (!values['skip-bundle']) run(process.execPath, ['bundle-size.mjs']);
if (!values['skip-start']) run(process.execPath, ['server-start.mjs']);
if (!values['skip-lighthouse']) run(tsx, ['lighthouse.mjs']);
const skipped = databaseParts.filter((part) => values[`skip-${part}`]);
if (!values['skip-database'] && skipped.length < databaseParts.length) {
  const options = ['--cards', values.cards, '--requests', values.requests];
  if (values['database-url']) options.push('--database-url', values['database-url']);
  run(tsx, ['card-list.mjs', ...options, ...skipped.map((part) => `--skip-${part}`)]);
}
if (!values['skip-bills']) run(tsx, ['bill-computation.mjs', '--cards', values.cards]);
if (!values['skip-ocr']) run(tsx, ['ocr-accuracy.mjs']);
if (values['call-records']) {
  const options = ['--records', values['call-records'], '--requests', values.requests];
  if (values['database-url']) options.push('--database-url', values['database-url']);
  run(tsx, ['call-record-list.mjs', ...options]);
}

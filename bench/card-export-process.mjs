// One export of bench/card-export.mjs, in its own process (bundled like the server) so its peak RSS is its own:
// BENCH_EXPORT = { mode, filePath, account, belowId? } with mode 'csv' or 'xlsx' (the console's export core,
// exportCardsToFile, as `account` with every column) or 'copy' (raw COPY of the same columns TO STDOUT into a
// file). Both modes load the same modules, so the base memory is the same. Prints one JSON line:
// { rows, seconds, peakRssMegabytes }.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { simCardColumnKeys } from '@simdesk/contract';
import { loadOperatorContext } from '../apps/server/src/platform/auth/operator-context.ts';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import { exportCardsToFile } from '../apps/server/src/modules/sim-cards/export/export-cards-to-file.ts';

// What the raw COPY selects for each export column: the stored value, codes as codes.
const rawColumns = {
  iccid: 's.iccid',
  msisdn: 's.msisdn',
  imsi: 's.imsi',
  cardStatus: 's.card_status',
  realNameStatus: 's.real_name_status',
  carrier: 's.carrier',
  company: 'c.name',
  org: 'o.name',
  imei: 's.imei',
  vin: 's.vin',
  vehicleStatus: 's.vehicle_status',
  ratePlan: 's.rate_plan',
  activatedAt: 's.activated_at',
  openedAt: 's.opened_at',
  dataUsedMonth: 's.data_used_month_kb',
  tags: 's.tags',
  remark: 's.remark',
};

const { mode, filePath, account, belowId } = JSON.parse(process.env.BENCH_EXPORT ?? '{}');
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
const client = database.client;
const [operator] = (await client.query('SELECT id FROM operators WHERE account = $1', [account])).rows;
const caller = await loadOperatorContext(database.db, operator.id, 0);
// The raw side has no scope condition: it must select what the export selects.
if (!caller.crossCompany) throw new Error(`${account} is not carrier staff: the raw COPY would see more`);

const started = performance.now();
let rows;
if (mode === 'copy') {
  const connection = await client.connect();
  const keyset = belowId === undefined ? '' : `WHERE s.id < ${Number(belowId)}`;
  const query = `SELECT ${simCardColumnKeys.map((key) => rawColumns[key]).join(', ')}
    FROM sim_cards s LEFT JOIN companies c ON c.id = s.company_id LEFT JOIN organizations o ON o.id = s.org_id
    ${keyset} ORDER BY s.id DESC`;
  const copy = connection.query(copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT csv, HEADER)`));
  await pipeline(copy, createWriteStream(filePath));
  rows = copy.rowCount;
  connection.release();
} else {
  rows = await exportCardsToFile({
    db: database.db,
    caller,
    selection: { filter: {} },
    columns: simCardColumnKeys,
    locale: 'en-US',
    format: mode,
    filePath,
    ...(belowId === undefined ? {} : { from: { belowId, done: 0, total: 0 } }),
  });
}
const seconds = (performance.now() - started) / 1000;
await database.close();
// maxRSS is in kilobytes (Linux).
const peakRssMegabytes = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ rows, seconds, peakRssMegabytes })}\n`);

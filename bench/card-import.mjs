// Import benchmark (part of bench/card-list.mjs, on its database after the list is measured): an N-row card CSV
// through the console's import core (apps/server/src/modules/card-import: read, check, COPY per batch) against
// raw COPY FROM of the same rows into sim_cards. Both land new cards beside the seeded ones (own number plans).
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { carrier, cardStatus } from '@simdesk/contract';
import { cardNumbers } from '@simdesk/carrier-sim/demo-cards';
import { importCards } from '../apps/server/src/modules/sim-cards/import/card-import-core.ts';
import { readImportFile } from '../apps/server/src/modules/sim-cards/import/import-file-reader.ts';

// Number plans no seeded card uses: one for the import, one for the raw COPY.
const importPlan = { iccidPrefix: '8986042498', msisdnPrefix: '10646', imsiPrefix: '4600498' };
const copyPlan = { iccidPrefix: '8986042499', msisdnPrefix: '10647', imsiPrefix: '4600499' };
const ratePlan = 'IoT Vehicle 1 GB/month';

/** Writes `lines(index)` for every row to a file, streaming (a million rows never sit in memory). */
async function writeLines(filePath, header, rows, line) {
  function* text() {
    if (header) yield `${header}\n`;
    for (let start = 0; start < rows; start += 10_000) {
      const chunk = [];
      for (let index = start; index < Math.min(rows, start + 10_000); index += 1) chunk.push(line(index));
      yield `${chunk.join('\n')}\n`;
    }
  }
  await pipeline(text, createWriteStream(filePath));
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Measures the import of `rows` cards by the company admin `account`; answers the measurements to record. */
export async function runImportBenchmark({ database, raw, rows, dataDir, account }) {
  const [operator] = (
    await raw.query(
      `SELECT o.id AS "operatorId", o.company_id AS "companyId", g.id AS "orgId", g.path AS "orgPath"
       FROM operators o JOIN organizations g ON g.id = o.org_id WHERE o.account = $1`,
      [account],
    )
  ).rows;
  const [carrierAccount] = (
    await raw.query(
      `SELECT a.id FROM carrier_accounts a JOIN companies c ON c.id = a.company_id
       WHERE c.is_carrier ORDER BY a.id LIMIT 1`,
    )
  ).rows;
  const inventory = cardStatus.byName.inventory;
  const importFile = path.join(dataDir, 'import.csv');
  const copyFile = path.join(dataDir, 'copy.csv');
  await writeLines(importFile, 'iccid,msisdn,imsi,cardStatus,orgId,ratePlan,remark', rows, (index) => {
    const numbers = cardNumbers(importPlan, index);
    return `${numbers.iccid},${numbers.msisdn},${numbers.imsi},${inventory},${operator.orgId},${ratePlan},`;
  });
  await writeLines(copyFile, undefined, rows, (index) => {
    const numbers = cardNumbers(copyPlan, index);
    return [
      operator.companyId,
      operator.orgId,
      operator.orgPath,
      carrierAccount.id,
      carrier.byName.chinaMobile,
      numbers.iccid,
      numbers.msisdn,
      numbers.imsi,
      inventory,
      ratePlan,
    ].join(',');
  });

  const copied = await timed(() =>
    pipeline(
      createReadStream(copyFile),
      raw.query(
        copyFrom(`COPY sim_cards (company_id, org_id, org_path, carrier_account_id, carrier, iccid, msisdn, imsi,
          card_status, rate_plan) FROM STDIN WITH (FORMAT csv)`),
      ),
    ),
  );
  console.log(`  raw COPY of ${rows.toLocaleString('en-US')} rows: ${copied.seconds.toFixed(1)} s`);

  let failed = 0;
  const reader = await readImportFile(importFile, 'csv');
  const imported = await timed(() =>
    importCards(
      database.db,
      reader.rows,
      {
        caller: { ...operator, crossCompany: false },
        carrier: carrier.byName.chinaMobile,
        carrierAccountId: carrierAccount.id,
        defaultOrg: { id: operator.orgId, companyId: operator.companyId, path: operator.orgPath },
      },
      {
        recordFailure: async () => {
          failed += 1;
        },
        commit: (_rowsRead, work) => database.db.transaction((transaction) => work(transaction)),
      },
    ),
  );
  const summary = imported.result;
  console.log(
    `  import of ${rows.toLocaleString('en-US')} rows: ${imported.seconds.toFixed(1)} s ` +
      `(${summary.inserted} inserted, ${summary.updated} updated, ${failed} failed)`,
  );
  if (summary.inserted !== rows) throw new Error(`the import landed ${summary.inserted} of ${rows} rows`);

  const ratio = Math.round((imported.seconds / copied.seconds) * 100) / 100;
  const detail = {
    rows,
    importSeconds: Math.round(imported.seconds * 10) / 10,
    copySeconds: Math.round(copied.seconds * 10) / 10,
    importRowsPerSecond: Math.round(rows / imported.seconds),
    database: 'postgres 15',
  };
  return [
    { name: 'import-1m-ratio', value: ratio, unit: '× COPY', cards: rows, detail },
    {
      name: 'import-1m-seconds',
      value: detail.importSeconds,
      unit: 's',
      baseline: detail.copySeconds,
      cards: rows,
      detail,
    },
  ];
}

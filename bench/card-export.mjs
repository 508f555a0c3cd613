// Export benchmark (part of bench/card-list.mjs, before the import adds cards): every card as CSV through the
// console's export core (exportCardsToFile: cells built in SQL, streamed out of COPY TO on PostgreSQL) against
// raw `COPY (SELECT the same columns …) TO STDOUT` through pg-copy-streams into a file, time and peak RSS, each in
// its own process (card-export-process.mjs, compiled as the server is, so its memory is the export's and not
// tsx's), three runs of each alternated; then the oldest 100,000 cards as XLSX through the same core, against a
// raw COPY of the same rows.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnCompiledBenchScript } from './bench-script.mjs';

const xlsxRows = 100_000;
// Carrier staff: the export selects every card, as the raw COPY does.
const account = 'admin';

/** Runs one export process; answers { rows, seconds, peakRssMegabytes, megabytes } and deletes the file. */
async function exportInProcess(databaseUrl, job) {
  const child = await spawnCompiledBenchScript('card-export-process.mjs', databaseUrl, {
    BENCH_EXPORT: JSON.stringify(job),
  });
  let printed = '';
  for await (const chunk of child.stdout) printed += chunk;
  const exitCode = child.exitCode ?? (await new Promise((resolve) => child.once('exit', resolve)));
  if (exitCode !== 0) throw new Error(`export process (${job.mode}) ended with ${exitCode}`);
  const answer = JSON.parse(printed.trim().split('\n').at(-1));
  const megabytes = Math.round(statSync(job.filePath).size / 2 ** 20);
  rmSync(job.filePath, { force: true });
  return { ...answer, seconds: Math.round(answer.seconds * 100) / 100, megabytes };
}

/** The run of median time among an odd number of runs. */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)];
}

/** Measures the exports on the cluster at `databaseUrl` (`raw`: a pg client on it); answers the results. */
export async function runExportBenchmark({ databaseUrl, raw, dataDir, cards }) {
  const file = (name) => path.join(dataDir, name);
  // Three runs of each, alternated (a shared host's speed drifts within a minute): the medians are compared.
  const runs = { copy: [], csv: [] };
  for (const order of [
    ['copy', 'csv'],
    ['csv', 'copy'],
    ['copy', 'csv'],
  ]) {
    for (const mode of order) {
      runs[mode].push(await exportInProcess(databaseUrl, { mode, filePath: file(`${mode}.csv`), account }));
    }
  }
  const copied = medianRun(runs.copy);
  const csv = {
    ...medianRun(runs.csv),
    peakRssMegabytes: Math.max(...runs.csv.map((run) => run.peakRssMegabytes)),
  };
  const seconds = (mode) => runs[mode].map((run) => run.seconds).join(', ');
  console.log(`  raw COPY TO of ${copied.rows.toLocaleString('en-US')} rows: ${seconds('copy')} s`);
  console.log(
    `  CSV export of ${csv.rows.toLocaleString('en-US')} rows: ${seconds('csv')} s, ${csv.peakRssMegabytes} MB RSS`,
  );
  if (csv.rows !== copied.rows) throw new Error(`the export wrote ${csv.rows} rows, COPY ${copied.rows}`);

  // The oldest 100,000 cards (all, when fewer): the export continues below the id with that many under it.
  const rows = Math.min(xlsxRows, copied.rows);
  const [below] = (await raw.query(`SELECT id FROM sim_cards ORDER BY id OFFSET ${rows} LIMIT 1`)).rows;
  const oldest = below ? { belowId: Number(below.id) } : {};
  const xlsx = await exportInProcess(databaseUrl, {
    mode: 'xlsx',
    filePath: file('export.xlsx'),
    account,
    ...oldest,
  });
  const xlsxCopy = await exportInProcess(databaseUrl, {
    mode: 'copy',
    filePath: file('copy.csv'),
    account,
    ...oldest,
  });
  console.log(
    `  XLSX export of ${xlsx.rows.toLocaleString('en-US')} rows: ${xlsx.seconds} s (raw COPY TO ${xlsxCopy.seconds} s)`,
  );
  if (xlsx.rows !== rows || xlsxCopy.rows !== rows)
    throw new Error(`the XLSX export wrote ${xlsx.rows} rows`);

  const detail = { account, columns: 'all 17', csv, copy: copied, runs, database: 'postgres 15' };
  return [
    {
      name: 'export-1m-ratio',
      value: Math.round((csv.seconds / copied.seconds) * 100) / 100,
      unit: '× COPY',
      cards,
      detail,
    },
    { name: 'export-1m-seconds', value: csv.seconds, unit: 's', baseline: copied.seconds, cards, detail },
    {
      name: 'export-1m-peak-rss-mb',
      value: csv.peakRssMegabytes,
      unit: 'MB',
      baseline: copied.peakRssMegabytes,
      cards,
      detail,
    },
    { name: 'export-100k-xlsx-s', value: xlsx.seconds, unit: 's', cards, detail: { account, xlsx } },
    {
      name: 'export-100k-xlsx-ratio',
      value: Math.round((xlsx.seconds / xlsxCopy.seconds) * 100) / 100,
      unit: '× COPY',
      cards,
      detail: { account, xlsx, copy: xlsxCopy },
    },
  ];
}

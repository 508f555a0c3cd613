// Merges measurements into bench/results/latest.json (an array of { name, value, unit, baseline, ratio, cards, at })
// and writes the same as a markdown table beside it.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const jsonPath = path.join(folder, 'latest.json');

export function recordResults(measurements) {
  const at = new Date().toISOString();
  const previous = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : [];
  const byName = new Map(previous.map((result) => [result.name, result]));
  for (const measurement of measurements) {
    const baseline = measurement.baseline ?? null;
    byName.set(measurement.name, {
      name: measurement.name,
      value: measurement.value,
      unit: measurement.unit,
      baseline,
      ratio: baseline ? Math.round((measurement.value / baseline) * 100) / 100 : null,
      cards: measurement.cards ?? null,
      at,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
      // The machine may be shared: the 1-minute load average when the measure was recorded.
      loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
      ...(measurement.detail ? { detail: measurement.detail } : {}),
    });
  }
  const results = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  writeFileSync(`${jsonPath}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(`${jsonPath}.tmp`, jsonPath);
  const rows = results.map(
    (result) =>
      `| ${result.name} | ${result.value} ${result.unit} | ${result.baseline ?? '—'} | ${result.ratio ?? '—'} | ` +
      `${result.cards?.toLocaleString('en-US') ?? '—'} | ${result.loadAverage ?? '—'} | ${result.at} |`,
  );
  writeFileSync(
    path.join(folder, 'latest.md'),
    [
      '| measure | value | baseline | ratio | cards | load average | at |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}

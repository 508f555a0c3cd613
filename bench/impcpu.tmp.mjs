// CPU (not wall) of the PG backends and this node process for the raw COPY and the import of N rows.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import * as imp from './card-import.mjs';
const url = process.argv[2]; const postmaster = Number(process.argv[4]);
const cpuOf = (pid) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (+f[11] + +f[12]) * 10; } catch { return 0; } };
const pgCpu = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => { try { return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(postmaster); } catch { return false; } }).reduce((t, d) => t + cpuOf(d), 0);
const nodeCpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const database = await openDatabase({ databaseUrl: url });
const raw = new pg.Client(url); await raw.connect();
await raw.query(`DELETE FROM card_status_history WHERE card_id IN (SELECT id FROM sim_cards WHERE iccid LIKE '898604249%')`);
await raw.query(`DELETE FROM sim_cards WHERE iccid LIKE '898604249%'`);
await raw.query('CHECKPOINT');
// Wrap console.log to sample CPU at the phase boundaries printed by the benchmark.
const marks = []; const log = console.log;
console.log = (...a) => { marks.push({ text: String(a[0]).trim().slice(0, 30), pg: pgCpu(), node: nodeCpu() }); log(...a); };
const start = { pg: pgCpu(), node: nodeCpu() };
await imp.runImportBenchmark({ database, raw, rows: Number(process.argv[3] ?? 200000), dataDir: mkdtempSync(path.join(os.tmpdir(), 'imp-')), account: 'demo.company' });
let prev = start;
for (const m of marks) { log(m.text.padEnd(32), 'pg cpu ms', m.pg - prev.pg, 'node cpu ms', Math.round(m.node - prev.node)); prev = m; }
await raw.end(); await database.close();

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { serverFolder } from '../test/server-process';
import type { ListeningSim } from '../modules/carrier-account/testing';

/** A throwaway PostgreSQL cluster of this test alone (scripts/lib/postgres-cluster.mjs). */
export interface RestartableCluster {
  url: string;
  logFile: string;
  /** Stops the server at once, as a crash would; start() brings the same data folder back. */
  stopImmediately(): void;
  start(): void;
  /** Stops and deletes the cluster. */
  stop(): void;
}

interface ClusterModule {
  startPostgresCluster(options: { settings: string[] }): Promise<RestartableCluster>;
}

/**
 * Its own cluster, never the shared one. synchronous_commit on: what the console was told is committed must
 * survive an immediate stop (the shared test cluster turns it off for speed).
 */
export async function startOwnCluster(): Promise<RestartableCluster> {
  const modulePath = path.resolve(serverFolder, '../../scripts/lib/postgres-cluster.mjs');
  const { startPostgresCluster } = (await import(pathToFileURL(modulePath).href)) as ClusterModule;
  return startPostgresCluster({ settings: ['synchronous_commit=on'] });
}

/** Runs one query on a fresh connection (the test's view of the console database). */
export async function queryConsole<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

interface CarrierCard {
  iccid: string;
  status: number;
  history: { orderNumber: string | null }[];
}

/** What the carrier holds for these cards: status, and its change history (orders it carried out). */
export async function carrierCards(
  carrierSim: ListeningSim,
  iccids: string[],
): Promise<Map<string, CarrierCard>> {
  const token = await carrierSim.sim.signIn();
  const cards = new Map<string, CarrierCard>();
  for (let start = 0; start < iccids.length; start += 100) {
    const query = `iccids=${iccids.slice(start, start + 100).join(',')}`;
    const status = await carrierSim.sim.get(`/v1/query/sim-status?${query}`, token);
    const history = await carrierSim.sim.get(`/v1/query/sim-change-history?${query}`, token);
    const histories = new Map(
      history
        .json<{ cards: { iccid: string; history: CarrierCard['history'] }[] }>()
        .cards.map((card) => [card.iccid, card.history]),
    );
    for (const card of status.json<{ cards: { iccid: string; status: number }[] }>().cards) {
      cards.set(card.iccid, { ...card, history: histories.get(card.iccid) ?? [] });
    }
  }
  return cards;
}

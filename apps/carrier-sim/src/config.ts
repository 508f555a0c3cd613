import path from 'node:path';
import { parseFaultConfig, type FaultConfig } from './http/faults';

/** Everything the simulator reads from its environment, with the defaults its README lists. */
export interface CarrierSimConfig {
  port: number;
  host: string;
  /** Folder of the embedded database; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  demoPassword: string;
  /** Guards /admin; absent: the admin endpoints answer 403. */
  adminToken: string | undefined;
  tokenLifetimeSeconds: number;
  /** Requests per second per account unless the account sets its own. */
  rateLimitPerSecond: number;
  /** Time between accepting a change and its effect. */
  orderDelaySeconds: number;
  /** The same kind of change on the same card is refused within this interval. */
  changeIntervalSeconds: number;
  /** Cards the demo account is seeded up to at start (0: none). */
  seedCards: number;
  /** Share of cards (0–1) that move to another device every few weeks. */
  imeiChangeShare: number;
  /** Review time of a work order (PCC white list), counted in working time (Monday to Friday, Beijing). */
  workOrderReviewSeconds: number;
  /** Share of owner registrations (0–1) that a deterministic draw sends to manual review (15–20 minutes). */
  realNameReviewShare: number;
  /** Key of the hash document numbers are kept as; absent: one generated once and kept in the database. */
  documentHashKey: string | undefined;
  faults: FaultConfig;
  logLevel: string;
}

function numberFrom(name: string, value: string | undefined, fallback: number, integer = true): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (integer && !Number.isInteger(parsed))) {
    throw new Error(`${name}: expected a ${integer ? 'whole ' : ''}number of at least 0, got "${value}"`);
  }
  return parsed;
}

export function loadCarrierSimConfig(environment: NodeJS.ProcessEnv = process.env): CarrierSimConfig {
  const read = (name: string, fallback: number, integer = true) =>
    numberFrom(name, environment[name], fallback, integer);
  return {
    port: read('CARRIER_SIM_PORT', 8090),
    host: environment.CARRIER_SIM_HOST || '127.0.0.1',
    dataDir: path.resolve(process.cwd(), environment.CARRIER_SIM_DATA_DIR || './data/carrier-sim'),
    databaseUrl: environment.CARRIER_SIM_DATABASE_URL || undefined,
    demoPassword: environment.CARRIER_SIM_DEMO_PASSWORD || 'carrier-demo-pass',
    adminToken: environment.CARRIER_SIM_ADMIN_TOKEN || undefined,
    tokenLifetimeSeconds: read('CARRIER_SIM_TOKEN_TTL_SECONDS', 7200),
    rateLimitPerSecond: read('CARRIER_SIM_RATE_LIMIT', 10),
    orderDelaySeconds: read('CARRIER_SIM_ORDER_DELAY_SECONDS', 2, false),
    changeIntervalSeconds: read('CARRIER_SIM_CHANGE_INTERVAL_SECONDS', 180, false),
    seedCards: read('CARRIER_SIM_SEED_CARDS', 1000),
    imeiChangeShare: Math.min(1, read('CARRIER_SIM_IMEI_CHANGE_SHARE', 0.03, false)),
    workOrderReviewSeconds: read('CARRIER_SIM_WORK_ORDER_REVIEW_SECONDS', 86_400, false),
    realNameReviewShare: Math.min(1, read('CARRIER_SIM_REAL_NAME_REVIEW_SHARE', 0.1, false)),
    documentHashKey: environment.CARRIER_SIM_DOCUMENT_HASH_KEY || undefined,
    faults: parseFaultConfig(environment.CARRIER_SIM_FAULTS),
    logLevel: environment.CARRIER_SIM_LOG_LEVEL || 'info',
  };
}

/** A configuration for tests: in-memory database, fast orders, no sampled review, the rest at its default. */
export function testCarrierSimConfig(overrides: Partial<CarrierSimConfig> = {}): CarrierSimConfig {
  return {
    ...loadCarrierSimConfig({}),
    seedCards: 0,
    orderDelaySeconds: 0.05,
    realNameReviewShare: 0,
    adminToken: 'test-admin-token',
    logLevel: 'silent',
    ...overrides,
  };
}

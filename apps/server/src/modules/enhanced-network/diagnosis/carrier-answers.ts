import type { CardQuery, CarrierCardRow } from '../../../platform/carrier/carrier-gateway';

/** What the carrier said to one query about the card, and when; or why it could not be asked. */
export type CarrierAnswer = { row: CarrierCardRow; asOf: string } | { failure: string; asOf: string };

/** The queries a diagnosis asks, all at once. */
export const diagnosisQueries = [
  'sim-stop-reason',
  'sim-session',
  'sim-device-state',
  'sim-service-switches',
  'sim-apn',
  'sim-real-name-status',
  'sim-pool',
  'sim-usage-monthly',
] as const satisfies readonly CardQuery[];
export type DiagnosisQuery = (typeof diagnosisQueries)[number];

/** Every query's answer, plus the card's pool usage when the card is in a pool. */
export interface CarrierAnswers {
  byQuery: Record<DiagnosisQuery, CarrierAnswer>;
  pool: CarrierAnswer | undefined;
}

/** A field of a carrier row as a number, or null. */
export function numberField(row: CarrierCardRow, field: string): number | null {
  const value = row[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A field of a carrier row as a string, or null. */
export function textField(row: CarrierCardRow, field: string): string | null {
  const value = row[field];
  return typeof value === 'string' ? value : null;
}

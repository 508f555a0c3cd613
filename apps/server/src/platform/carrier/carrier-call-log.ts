import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import { carrierCallLog } from '../database/schema-carrier';

export interface CarrierCallRecord {
  accountId: number;
  endpoint: string;
  cardCount: number;
  orderNumber: string | null;
  httpStatus: number | null;
  durationMs: number;
  errorCode: string | null;
}

export type CarrierCallRecorder = (record: CarrierCallRecord) => Promise<void>;

/** Writes one row per attempt; a failing log write is reported, never allowed to fail the carrier call. */
export function createCallRecorder(db: Database, logger: FastifyBaseLogger): CarrierCallRecorder {
  return async (record) => {
    try {
      await db.insert(carrierCallLog).values(record);
    } catch (error) {
      logger.error({ err: error, endpoint: record.endpoint }, 'could not write the carrier call log');
    }
  };
}

import type { RegistrationEventRow } from '@simdesk/contract/modules/real-name';
import type { Database } from '../../platform/database/connect';
import { recordHistory, type HistoryEvent } from './history';
import { realNameEvents } from './real-name-schema';

/** One step of a registration as its history records it. */
export type RegistrationEvent = { registrationId: number } & HistoryEvent<RegistrationEventRow['kind']>;

/** Adds steps to registrations' histories, in the transaction of what they record. */
export const recordRegistrationEvents = (db: Database, events: readonly RegistrationEvent[]) =>
  recordHistory(db, realNameEvents, events);

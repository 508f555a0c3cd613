import type { CardChangeEventRow } from '@simdesk/contract/modules/real-name';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { readHistory, recordHistory, type HistoryEvent } from '../history';
import { realNameCardChangeEvents } from './card-change-schema';

/** One step of a card change as its timeline records it. */
export type CardChangeEvent = { changeId: number } & HistoryEvent<CardChangeEventRow['kind']>;

/** Adds steps to changes' timelines, in the transaction of what they record. */
export const recordCardChangeEvents = (db: Database, events: readonly CardChangeEvent[]) =>
  recordHistory(db, realNameCardChangeEvents, events);

/** A change's timeline, oldest first. */
export const cardChangeTimeline = (db: Database, changeId: number) =>
  readHistory<CardChangeEventRow['kind']>(
    db,
    realNameCardChangeEvents,
    eq(realNameCardChangeEvents.changeId, changeId),
  );

import type { RegistrationEventRow } from '@simdesk/contract/modules/real-name';
import type { Database } from '../../platform/database/connect';
import { realNameEvents } from './real-name-schema';

/** One step of a registration as its history records it. */
export interface RegistrationEvent {
  registrationId: number;
  kind: RegistrationEventRow['kind'];
  detail?: string | null;
  operatorId?: number | null;
}

/** Adds steps to registrations' histories, in the transaction of what they record. */
export async function recordRegistrationEvents(
  db: Database,
  events: readonly RegistrationEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(realNameEvents).values(
    events.map((event) => ({
      registrationId: event.registrationId,
      kind: event.kind,
      detail: event.detail ?? null,
      operatorId: event.operatorId ?? null,
    })),
  );
}

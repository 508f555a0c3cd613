import type { Database } from '../../platform/database/connect';
import { vehicleEvents } from './vehicles-schema';

/** One step of a vehicle's life as the timeline records it. */
export interface VehicleEvent {
  vehicleId: number;
  kind: 'created' | 'status' | 'cardFitted' | 'cardRemoved' | 'changeApplied' | 'edited';
  fromValue?: string | null;
  toValue?: string | null;
  reason?: string | null;
  operatorId: number | null;
}

/** Adds a step to a vehicle's timeline, in the transaction of the change it records. */
export async function recordVehicleEvent(db: Database, event: VehicleEvent): Promise<void> {
  await db.insert(vehicleEvents).values({
    vehicleId: event.vehicleId,
    kind: event.kind,
    fromValue: event.fromValue ?? null,
    toValue: event.toValue ?? null,
    reason: event.reason ?? null,
    operatorId: event.operatorId,
  });
}

import {
  vehicleAddCall,
  vehicleChangeListCall,
  vehicleChangeRequestCall,
  vehicleChangeReviewCall,
  vehicleDetailCall,
  vehicleEditCall,
  vehicleExportCall,
  vehicleFilterOptionsCall,
  vehicleFitCardCall,
  vehicleListCall,
  vehicleRemoveCardCall,
  vehicleStatusCall,
} from '@simdesk/contract/modules/vehicles';
import { answerScopeFilterOptions } from '../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../platform/http/keyset-list-call';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import type { CallRegistrar, CallResult, GuardedCallInput } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { keysetExportCall } from '../../platform/tasks/keyset-export-kind';
import { fitCard, removeCard } from './vehicle-cards';
import {
  requestVehicleChange,
  reviewVehicleChange,
  vehicleChangeConditions,
  vehicleChangeSource,
} from './vehicle-changes';
import { vehicleDetail } from './vehicle-detail';
import { vehicleExportKind } from './vehicle-export';
import { vehicleConditions, vehicleSource } from './vehicle-rows';
import { addVehicle, changeVehicleStatus, editVehicle } from './vehicle-store';

/** A change answered with the row it left, and what the audit log names as its target. */
function audited<Obj, Row>(
  db: Database,
  change: (db: Database, caller: OperatorContext, obj: Obj) => Promise<Row>,
  target: (row: Row, obj: Obj) => string,
) {
  return async ({ obj, caller }: GuardedCallInput<Obj>): Promise<CallResult<Row>> => {
    const row = await change(db, caller, obj);
    return { rows: [row], auditTarget: target(row, obj) };
  };
}

/** The vehicle list and its export, the detail: add, edit, status, fit and remove cards. */
export function registerVehicleCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(vehicleExportKind);

  registrar.guardedCall(
    vehicleListCall,
    keysetListCall(db, vehicleSource, 'vehicles', (obj, caller) => vehicleConditions(db, caller, obj)),
  );

  registrar.guardedCall(vehicleFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(vehicleExportCall, keysetExportCall(services, vehicleExportKind));

  registrar.guardedCall(vehicleDetailCall, async ({ obj, caller }) => ({
    rows: [await vehicleDetail(db, caller, obj.id)],
  }));

  registrar.guardedCall(
    vehicleAddCall,
    audited(db, addVehicle, (row) => row.vin),
  );
  registrar.guardedCall(
    vehicleEditCall,
    audited(db, editVehicle, (row) => row.vin),
  );
  registrar.guardedCall(
    vehicleStatusCall,
    audited(db, changeVehicleStatus, (row) => `${row.vin} → ${row.vehicleStatus}`),
  );
  registrar.guardedCall(
    vehicleFitCardCall,
    audited(db, fitCard, (row, obj) => `${obj.iccid} → ${row.vin}`),
  );
  registrar.guardedCall(
    vehicleRemoveCardCall,
    audited(db, removeCard, (row, obj) => `${obj.cardId} ← ${row.vin}`),
  );
}

/** The reviewed changes: the list, a request, a review. */
export function registerVehicleChangeCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(
    vehicleChangeListCall,
    keysetListCall(db, vehicleChangeSource, 'changes', (obj, caller) =>
      vehicleChangeConditions(db, caller, obj),
    ),
  );

  registrar.guardedCall(
    vehicleChangeRequestCall,
    audited(db, requestVehicleChange, (row) => `${row.vin} ${row.field} → ${row.toValue}`),
  );
  registrar.guardedCall(
    vehicleChangeReviewCall,
    audited(db, reviewVehicleChange, (row, obj) => `${row.vin} ${row.field}: ${obj.decision}`),
  );
}

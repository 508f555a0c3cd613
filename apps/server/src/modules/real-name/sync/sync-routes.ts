import {
  notifyDetailCall,
  notifyListCall,
  notifyResendCall,
  syncDetailCall,
  syncFilterOptionsCall,
  syncListCall,
  syncStartCall,
} from '@simdesk/contract/modules/real-name';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { answerRow } from '../../../platform/http/answer-row';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { oneRecordCall } from '../record-calls';
import { notifyDetail, notifyPage, resendNotify } from './notify-view';
import { createSyncKind } from './sync-kind';
import { startSync } from './sync-start';
import { syncDetail, syncPage } from './sync-view';

/** Status sync with the carrier (runs, their differences, a run now) and the notifications to the car maker. */
export function registerSyncCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  const syncKind = createSyncKind(services);
  services.tasks.register(syncKind);
  registrar.guardedCall(syncListCall, answerRow(syncPage.bind(null, db)));
  registrar.guardedCall(syncFilterOptionsCall, answerScopeFilterOptions(db));
  registrar.guardedCall(syncDetailCall, answerRow(syncDetail.bind(null, db)));
  registrar.guardedCall(syncStartCall, async ({ obj, caller }) => {
    const started = await startSync(services, syncKind, caller, obj);
    return { rows: [started], auditTarget: `real-name sync ${started.syncId} (${obj.scope})` };
  });
  registrar.guardedCall(notifyListCall, answerRow(notifyPage.bind(null, db)));
  registrar.guardedCall(notifyDetailCall, oneRecordCall(db, notifyDetail));
  registrar.guardedCall(notifyResendCall, async ({ obj, caller }) => {
    const row = await resendNotify(db, services.webhooks, caller, obj.id);
    return { rows: [row], auditTarget: `real-name notification ${row.eventId}` };
  });
}

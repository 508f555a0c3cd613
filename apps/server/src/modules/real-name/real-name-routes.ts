import {
  enterpriseBatchCardsCall,
  enterpriseBatchDetailCall,
  enterpriseBatchFilterOptionsCall,
  enterpriseBatchListCall,
  enterpriseBatchSubmitCall,
  registrationDetailCall,
  registrationExportCall,
  registrationFilterOptionsCall,
  registrationListCall,
  registrationRevealCall,
} from '@simdesk/contract/modules/real-name';
import { answerScopeFilterOptions } from '../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../platform/http/register-call';
import { oneRecordCall, recordItemsCall } from './record-calls';
import type { AppServices } from '../../platform/services';
import { keysetExportCall } from '../../platform/tasks/keyset-export-kind';
import {
  enterpriseBatchConditions,
  enterpriseBatchRow,
  enterpriseBatchSource,
  submitEnterpriseBatch,
} from './enterprise-batch';
import { registrationDetail, revealRegistration } from './registration-detail';
import { registrationExportKind } from './registration-export';
import { registrationConditions, registrationListHandler, registrationListSource } from './registration-rows';

/** The registration list and its export, a registration's detail and the reveal of its personal data. */
export function registerRegistrationCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, personalData } = services;
  const exportKind = registrationExportKind(personalData);
  services.tasks.register(exportKind);

  registrar.guardedCall(registrationListCall, registrationListHandler(db, personalData));

  registrar.guardedCall(registrationFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(registrationExportCall, keysetExportCall(services, exportKind));

  registrar.guardedCall(registrationDetailCall, async ({ obj, caller }) => ({
    rows: [await registrationDetail(db, personalData, caller, obj.id)],
  }));

  registrar.guardedCall(registrationRevealCall, async ({ obj, caller }) => ({
    rows: [await revealRegistration(db, personalData, caller, obj)],
    // The log names the registration and the reason, never the data shown.
    auditTarget: `registration ${obj.id}: ${obj.reason}`,
  }));
}

/** Enterprise registrations before sale: the list, one batch, a new one. */
export function registerEnterpriseBatchCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, personalData } = services;

  registrar.guardedCall(
    enterpriseBatchListCall,
    keysetListCall(db, enterpriseBatchSource, 'batches', (obj, caller) =>
      enterpriseBatchConditions(db, caller, obj),
    ),
  );

  registrar.guardedCall(enterpriseBatchFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(enterpriseBatchDetailCall, oneRecordCall(db, enterpriseBatchRow));

  registrar.guardedCall(
    enterpriseBatchCardsCall,
    recordItemsCall(db, registrationListSource, 'registrations', enterpriseBatchRow, (obj, caller) =>
      registrationConditions(db, personalData, caller, { batchId: obj.id }),
    ),
  );

  registrar.guardedCall(enterpriseBatchSubmitCall, async ({ obj, caller }) => {
    const row = await submitEnterpriseBatch(services, caller, obj);
    return { rows: [row], auditTarget: `${row.enterpriseName}: ${row.cardCount} card(s)` };
  });
}

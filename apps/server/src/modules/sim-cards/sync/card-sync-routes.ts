import { carrierAccountCardSyncCall } from '@simdesk/contract';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { badRequest } from '../../../platform/http/app-error';
import { startTask } from '../../../platform/tasks/start-task';
import { findVisibleAccount } from '../../carrier-account';
import { defaultCardPlace } from '../import/import-place';
import { createCardSyncKind } from './card-sync-kind';

/** carrier-boss-account/card-sync: starts the sync of one account's cards as a task. */
export function registerCardSyncCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  const syncKind = createCardSyncKind(services.carrier);
  services.tasks.register(syncKind);

  registrar.guardedCall(carrierAccountCardSyncCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    if (!account.enabled) throw badRequest('the carrier account is disabled: enable it to sync its cards');
    const place = await defaultCardPlace(db, caller, account.companyId, obj.orgId);
    const task = await startTask(services, caller, {
      kind: syncKind,
      fileName: `${account.name}.csv`,
      input: { accountId: account.id, orgId: place.id },
    });
    return { rows: [{ taskId: task.id, fileName: task.fileName }], auditTarget: String(account.id) };
  });
}

import {
  separationExportCall,
  separationFilterOptionsCall,
  separationListCall,
} from '@simdesk/contract/modules/security';
import { answerScopeFilterOptions } from '../../platform/auth/scope-filter-options';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { startCsvExport } from '../../platform/tasks/start-task';
import { keysetPage } from '../../platform/database/keyset-page';
import { separationExportKind } from './separation-export-kind';
import { separationConditions, separationSource } from './separation-rows';

/** The separation history: keyset pages with filters, and its export as a task. */
export function registerSeparationCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(separationExportKind);

  registrar.guardedCall(separationListCall, async ({ obj, caller }) => {
    const where = await separationConditions(db, caller, obj);
    const { rows, ...paging } = await keysetPage(db, separationSource, where, obj);
    return { rows: [{ separations: rows, ...paging }] };
  });

  registrar.guardedCall(separationFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(separationExportCall, async ({ obj, caller }) => {
    // Refuses an org or company outside the caller's scope now, not in the task.
    await separationConditions(db, caller, obj);
    return startCsvExport(services, caller, separationExportKind, 'separations', obj);
  });
}

import { formatDateTime } from '@simdesk/contract';
import {
  separationExportCall,
  separationFilterOptionsCall,
  separationListCall,
} from '@simdesk/contract/modules/security';
import { scopeFilterOptions } from '../../platform/auth/scope-filter-options';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { startTask } from '../../platform/tasks/start-task';
import { keysetPage } from './keyset-page';
import { separationExportKind } from './separation-export-kind';
import { separationConditions, separationSource } from './separation-rows';

/** 'separations-20260102-030405.csv', in the server's local time like the file's rows. */
function exportFileName(now: Date): string {
  const stamp = formatDateTime(now).replaceAll('-', '').replaceAll(':', '').replace(' ', '-');
  return `separations-${stamp}.csv`;
}

/** The separation history: keyset pages with filters, and its export as a task. */
export function registerSeparationCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(separationExportKind);

  registrar.guardedCall(separationListCall, async ({ obj, caller }) => {
    const where = await separationConditions(db, caller, obj);
    const { rows, ...paging } = await keysetPage(db, separationSource, where, obj);
    return { rows: [{ separations: rows, ...paging }] };
  });

  registrar.guardedCall(separationFilterOptionsCall, async ({ caller }) => ({
    rows: [await scopeFilterOptions(db, caller)],
  }));

  registrar.guardedCall(separationExportCall, async ({ obj, caller }) => {
    // Refuses an org or company outside the caller's scope now, not in the task.
    await separationConditions(db, caller, obj);
    const task = await startTask(services, caller, {
      kind: separationExportKind,
      fileName: exportFileName(services.clock.now()),
      input: obj,
    });
    return { rows: [{ taskId: task.id }], auditTarget: String(task.id) };
  });
}

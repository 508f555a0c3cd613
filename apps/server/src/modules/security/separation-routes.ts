import {
  separationExportCall,
  separationFilterOptionsCall,
  separationListCall,
} from '@simdesk/contract/modules/security';
import { answerScopeFilterOptions } from '../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { keysetExportCall } from '../../platform/tasks/keyset-export-kind';
import { separationExportKind } from './separation-export-kind';
import { separationConditions, separationSource } from './separation-rows';

/** The separation history: keyset pages with filters, and its export as a task. */
export function registerSeparationCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(separationExportKind);

  registrar.guardedCall(
    separationListCall,
    keysetListCall(db, separationSource, 'separations', (obj, caller) =>
      separationConditions(db, caller, obj),
    ),
  );

  registrar.guardedCall(separationFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(separationExportCall, keysetExportCall(services, separationExportKind));
}

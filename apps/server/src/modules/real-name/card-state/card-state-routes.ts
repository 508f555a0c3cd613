import {
  cardStateDetailCall,
  cardStateExportCall,
  cardStateFilterOptionsCall,
  cardStateListCall,
  cardStateSummaryCall,
} from '@simdesk/contract/modules/real-name';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { answerRow } from '../../../platform/http/answer-row';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { keysetExportCall } from '../../../platform/tasks/keyset-export-kind';
import { oneRecordCall } from '../record-calls';
import { cardStateExportKind } from './card-state-export';
import { cardStateDetail, cardStatePage, cardStateSummary } from './card-state-view';

/** The real-name view of card states: the list, its summary and export, and one card. */
export function registerCardStateCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(cardStateExportKind);
  registrar.guardedCall(cardStateExportCall, keysetExportCall(services, cardStateExportKind));
  registrar.guardedCall(cardStateFilterOptionsCall, answerScopeFilterOptions(db));
  registrar.guardedCall(cardStateDetailCall, oneRecordCall(db, cardStateDetail));
  registrar.guardedCall(cardStateListCall, answerRow(cardStatePage.bind(null, db)));
  registrar.guardedCall(cardStateSummaryCall, answerRow(cardStateSummary.bind(null, db)));
}

import type { CallDefinition } from './define-call';
import * as operatorCalls from './operator-calls';
import * as systemCalls from './system-calls';
import * as taskCalls from './task-calls';
import * as messageCalls from './message-calls';
import * as accountAdminCalls from './account-admin-calls';
import * as organizationCalls from './organization-calls';
import * as settingsCalls from './settings-calls';
import * as homeCalls from './home-calls';
import * as simCardCalls from './sim-card-calls';
import * as carrierAccountCalls from './carrier-account-calls';
import * as cardDetailCalls from './card-detail-calls';
import * as cardChangeCalls from './card-change-calls';
import * as cardFileCalls from './card-file-calls';
import * as cardUsageCalls from './card-usage-calls';

function collectCalls(moduleExports: Record<string, unknown>): CallDefinition[] {
  return Object.values(moduleExports).filter(
    (value): value is CallDefinition =>
      typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'obj' in value,
  );
}

/** Every call the console serves; the server registers exactly these and the tests walk them. */
export const allCalls: readonly CallDefinition[] = [
  ...collectCalls(operatorCalls),
  ...collectCalls(systemCalls),
  ...collectCalls(taskCalls),
  ...collectCalls(messageCalls),
  ...collectCalls(accountAdminCalls),
  ...collectCalls(organizationCalls),
  ...collectCalls(settingsCalls),
  ...collectCalls(homeCalls),
  ...collectCalls(simCardCalls),
  ...collectCalls(carrierAccountCalls),
  ...collectCalls(cardDetailCalls),
  ...collectCalls(cardChangeCalls),
  ...collectCalls(cardFileCalls),
  ...collectCalls(cardUsageCalls),
];

import type { CallDefinition } from './define-call';
import * as operatorCalls from '../modules/operator';
import * as systemCalls from '../modules/system';
import * as taskCalls from '../modules/task';
import * as messageCalls from '../modules/message';
import * as accountAdminCalls from '../modules/account-admin';
import * as organizationCalls from '../modules/organization';
import * as companyCalls from '../modules/company';
import * as homeCalls from '../modules/home';
import * as simCardCalls from '../modules/sim-cards';
import * as carrierAccountCalls from '../modules/carrier-account';

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
  ...collectCalls(companyCalls),
  ...collectCalls(homeCalls),
  ...collectCalls(simCardCalls),
  ...collectCalls(carrierAccountCalls),
];

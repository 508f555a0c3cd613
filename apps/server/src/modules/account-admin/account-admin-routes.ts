import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { registerAppInfoCalls } from './app-info-routes';
import { registerDealerAccountCalls } from './dealer-account-routes';
import { registerDealerCalls } from './dealer-routes';
import { registerOperatorAdminCalls } from './operator-admin-routes';

/** System administration of operators, their app credentials, dealers and dealer accounts. */
export function registerAccountAdminCalls(registrar: CallRegistrar, services: AppServices): void {
  registerOperatorAdminCalls(registrar, services);
  registerAppInfoCalls(registrar, services);
  registerDealerCalls(registrar, services);
  registerDealerAccountCalls(registrar, services);
}

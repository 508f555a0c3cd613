import { isCustomPlatformOperator } from '@simdesk/contract';
import { loadOperatorContext } from '../../platform/auth/operator-context';
import type { AppServices } from '../../platform/services';

/**
 * Whether an enabled account is a custom platform's (spec §6), before it signs in (a forgotten password);
 * signed-in calls declare `onlyFor: 'customPlatform'` and the registrar checks it.
 */
export async function isCustomPlatformAccount(services: AppServices, operatorId: number): Promise<boolean> {
  const context = await loadOperatorContext(services.db, operatorId, 0);
  return context !== undefined && isCustomPlatformOperator(context);
}

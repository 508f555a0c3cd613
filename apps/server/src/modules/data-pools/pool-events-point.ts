import { defineExtensionPoint } from '../../platform/modules/extension-point';

/** What another module does when an account's pools were read again (the rule engine evaluates pool rules). */
export interface PoolEventListener {
  /** Failures are logged, never fail the sync. */
  poolsSynced(accountId: number): Promise<void>;
}

export const poolEventsPoint = defineExtensionPoint<PoolEventListener>('data-pools.pool-events');

import { cardLinkSimPages } from './registry-card-link-sim';
import { cardLinkPages } from './registry-card-link';
import { customPlatformPages } from './registry-custom-platform';
import { enhancedNetworkPages } from './registry-enhanced-network';
import { otherVehicleCardPages } from './registry-other-vehicle-card';
import { ownerCarCardInfoPages } from './registry-owner-car-card-info';
import { ownerCustomerPages } from './registry-owner-customers';
import { ownerFinancePages } from './registry-owner-finance';
import { ownerOperationsPages } from './registry-owner-operations';
import { realnameManagementPages } from './registry-realname-management';
import { realnamePages } from './registry-realname';
import { shellPages } from './registry-shell';
import { situationAwarenessPages } from './registry-situation-awareness';
import { statisticsPages } from './registry-statistics';
import { systemPages } from './registry-system';
import { userPages } from './registry-user';
import type { PageDefinition } from './types';

/**
 * Every route of the console (spec §2). The order is the menu order: children appear in the order
 * they are listed, and a group redirects to its first child.
 */
export const pageRegistry: readonly PageDefinition[] = [
  ...userPages,
  ...shellPages,
  ...cardLinkPages,
  ...cardLinkSimPages,
  ...enhancedNetworkPages,
  ...realnamePages,
  ...realnameManagementPages,
  ...otherVehicleCardPages,
  ...ownerOperationsPages,
  ...ownerCustomerPages,
  ...ownerFinancePages,
  ...ownerCarCardInfoPages,
  ...statisticsPages,
  ...situationAwarenessPages,
  ...systemPages,
  ...customPlatformPages,
];

import type { PageComponents } from '../routing/page-map';
import { operatorPages } from '../pages/operator/operator-pages';
import { homePages } from '../pages/home/home-pages';
import { systemPages } from '../pages/system/system-pages';
import { accountAdminPages } from '../pages/account-admin/account-admin-pages';
import { organizationPages } from '../pages/organization/organization-pages';
import { taskPages } from '../pages/task/task-pages';
import { messagePages } from '../pages/message/message-pages';
import { shellPages } from '../pages/shell/shell-pages';
import { companyPages } from '../pages/company/company-pages';
import { carrierAccountPages } from '../pages/carrier-account/carrier-account-pages';
import { securityPages } from '../pages/security/security-pages';
import { simCardsPages } from '../pages/sim-cards/sim-cards-pages';
import { enhancedNetworkPages } from '../pages/enhanced-network/enhanced-network-pages';
import { rulesPages } from '../pages/rules/rules-pages';
import { dataPoolsPages } from '../pages/data-pools/data-pools-pages';
import { billsPages } from '../pages/bills/bills-pages';
import { callRecordsPages } from '../pages/call-records/call-records-pages';
import { vehiclesPages } from '../pages/vehicles/vehicles-pages';
import { realNamePages } from '../pages/real-name/real-name-pages';

/**
 * The component of every built page, by route name: each module's pages (pages/<module>/<module>-pages.ts),
 * one line per module. A built page without a component, or a component for no built page, does not compile.
 */
export const pageComponents = {
  ...operatorPages,
  ...homePages,
  ...systemPages,
  ...accountAdminPages,
  ...organizationPages,
  ...taskPages,
  ...messagePages,
  ...shellPages,
  ...companyPages,
  ...carrierAccountPages,
  ...simCardsPages,
  ...enhancedNetworkPages,
  ...rulesPages,
  ...securityPages,
  ...dataPoolsPages,
  ...billsPages,
  ...callRecordsPages,
  ...vehiclesPages,
  ...realNamePages,
} satisfies PageComponents;

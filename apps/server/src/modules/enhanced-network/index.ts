import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { organizationModule, orgContentsPoint } from '../organization';
import { simCardsModule } from '../sim-cards';
import { complaintsInOrgs } from './complaints/complaint-org-paths';
import { registerComplaintCalls } from './complaints/complaint-routes';
import { seedDemoComplaints } from './complaints/demo-complaints';

/**
 * Enhanced network tools; complaint tickets about a card first (one sub-folder per tool: the diagnosis, the
 * session reset, remote control and IP certification join beside it).
 */
export const enhancedNetworkModule = defineServerModule({
  name: 'enhanced-network',
  needs: [organizationModule, simCardsModule],
  contributions: [contribute(orgContentsPoint, () => complaintsInOrgs)],
  register: ({ registrar, services }) => {
    registerComplaintCalls(registrar, services);
  },
  seedDemo: seedDemoComplaints,
});

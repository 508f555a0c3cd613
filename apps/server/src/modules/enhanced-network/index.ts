import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { organizationModule, orgContentsPoint } from '../organization';
import { cardChangesFor, simCardsModule } from '../sim-cards';
import { complaintsInOrgs } from './complaints/complaint-org-paths';
import { registerComplaintCalls } from './complaints/complaint-routes';
import { seedDemoComplaints } from './complaints/demo-complaints';
import { registerDiagnosisCalls } from './diagnosis/diagnosis-routes';
import { registerSessionResetCalls } from './session-reset/session-reset-routes';

/**
 * Enhanced network tools, one sub-folder each: complaint tickets about a card, the card diagnosis, data-session
 * resets; remote control and IP certification join beside them.
 */
export const enhancedNetworkModule = defineServerModule({
  name: 'enhanced-network',
  needs: [organizationModule, simCardsModule],
  contributions: [contribute(orgContentsPoint, () => complaintsInOrgs)],
  register: ({ registrar, services }) => {
    registerComplaintCalls(registrar, services);
    const changes = cardChangesFor(services);
    registerDiagnosisCalls(registrar, services, changes);
    registerSessionResetCalls(registrar, services, changes);
  },
  seedDemo: seedDemoComplaints,
});

import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { companyModule } from '../company';
import { organizationModule, orgContentsPoint } from '../organization';
import { cardChangesFor, simCardsModule } from '../sim-cards';
import { complaintsInOrgs } from './complaints/complaint-org-paths';
import { registerComplaintCalls } from './complaints/complaint-routes';
import { seedDemoComplaints } from './complaints/demo-complaints';
import { registerDiagnosisCalls } from './diagnosis/diagnosis-routes';
import { seedDemoDestinationLists } from './ip-certification/demo-destination-lists';
import { registerIpCertificationCalls, workOrderSweep } from './ip-certification/ip-certification-routes';
import { remoteCommandsInOrgs } from './remote-control/command-org-paths';
import { seedDemoRemoteControl } from './remote-control/demo-remote-control';
import { commandSweep, registerRemoteControlCalls } from './remote-control/remote-control-routes';
import { registerSessionResetCalls } from './session-reset/session-reset-routes';

/**
 * Enhanced network tools, one sub-folder per tool: complaint tickets about a card, the card diagnosis,
 * data-session resets, vehicle remote control by SMS and IP certification.
 */
export const enhancedNetworkModule = defineServerModule({
  name: 'enhanced-network',
  needs: [companyModule, organizationModule, simCardsModule],
  contributions: [
    contribute(orgContentsPoint, () => complaintsInOrgs),
    contribute(orgContentsPoint, () => remoteCommandsInOrgs),
  ],
  register: ({ registrar, services, runInBackground }) => {
    registerComplaintCalls(registrar, services);
    const changes = cardChangesFor(services);
    registerDiagnosisCalls(registrar, services, changes);
    registerSessionResetCalls(registrar, services, changes);
    registerRemoteControlCalls(registrar, services);
    registerIpCertificationCalls(registrar, services);
    runInBackground(commandSweep(services));
    runInBackground(workOrderSweep(services));
  },
  seedDemo: async (db, world) => {
    await seedDemoComplaints(db, world);
    await seedDemoRemoteControl(db, world);
    await seedDemoDestinationLists(db, world);
  },
});

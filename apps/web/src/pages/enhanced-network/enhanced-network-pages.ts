import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The enhanced-network module's pages, by route name; each is its own chunk. */
export const enhancedNetworkPages = {
  'enhancedNetwork-complaintEntry': lazyPage(() =>
    import('./complaint-entry/complaint-entry-page').then((module) => module.ComplaintEntryPage),
  ),
  'enhancedNetwork-cardDiagnose': lazyPage(() =>
    import('./card-diagnose/card-diagnose-page').then((module) => module.CardDiagnosePage),
  ),
  'enhancedNetwork-cardStatusReset': lazyPage(() =>
    import('./card-status-reset/card-status-reset-page').then((module) => module.CardStatusResetPage),
  ),
  vehicleRemoteControl: lazyPage(() =>
    import('./remote-control/remote-control-page').then((module) => module.RemoteControlPage),
  ),
  ipCertification: lazyPage(() =>
    import('./ip-certification/ip-certification-page').then((module) => module.IpCertificationPage),
  ),
} satisfies ModulePages;

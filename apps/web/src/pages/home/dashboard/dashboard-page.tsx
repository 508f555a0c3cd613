import { useMemo } from 'react';
import { dashboardSummaryCall, visibleMenuTree } from '@simdesk/contract';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { usePageContext } from '../../../routing/page-context';
import { useRouteGrants } from '../../../session/route-grants';
import { useSession } from '../../../session/session-store';
import { LifecyclePanel } from '../../../shell/lifecycle-panel/lifecycle-panel';
import { AccountSecurityCard } from './account-security-card';
import { DashboardOverview } from './dashboard-overview';
import { ModuleGrid } from './module-grid';
import { WelcomeCard } from './welcome-card';
import './dashboard.css';

/**
 * /vehicleCard/dashboard: the home page — who is signed in, the info panel, the lifecycle shortcuts, where
 * they can go and how safe the account is.
 */
export function DashboardPage() {
  const { page } = usePageContext();
  const { user } = useSession();
  const grantedPageCodes = useRouteGrants();
  const showsOverview = useCallAllowed(dashboardSummaryCall);
  const modules = useMemo(() => visibleMenuTree(grantedPageCodes), [grantedPageCodes]);
  if (!user) return null;
  return (
    <div className="dashboard">
      <WelcomeCard user={user} />
      {showsOverview && <DashboardOverview />}
      <LifecyclePanel />
      <div className="dashboard-columns">
        <ModuleGrid modules={modules} currentPageName={page.name} />
        <AccountSecurityCard user={user} />
      </div>
    </div>
  );
}

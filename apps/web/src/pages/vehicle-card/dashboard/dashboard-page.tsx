import { useMemo } from 'react';
import { visibleMenuTree } from '@simdesk/contract';
import { usePageContext } from '../../../app/page-context';
import { useSession } from '../../../session/session-store';
import { AccountSecurityCard } from './account-security-card';
import { ModuleGrid } from './module-grid';
import { WelcomeCard } from './welcome-card';
import './dashboard.css';

/** /vehicleCard/dashboard: the home page — who is signed in, where they can go, how safe the account is. */
export function DashboardPage() {
  const { page } = usePageContext();
  const { user, grantedPageCodes } = useSession();
  const modules = useMemo(() => visibleMenuTree(grantedPageCodes), [grantedPageCodes]);
  if (!user) return null;
  return (
    <div className="dashboard">
      <WelcomeCard user={user} />
      <div className="dashboard-columns">
        <ModuleGrid modules={modules} currentPageName={page.name} />
        <AccountSecurityCard user={user} />
      </div>
    </div>
  );
}

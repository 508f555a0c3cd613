import { OperatorList } from '../../../features/account-admin/operator-list';
import { AppInfoDrawer } from './app-info-drawer';

/** /sys/userManage: the operators of the caller's company and org subtree, and everything done to them. */
export function UserManagePage() {
  return (
    <OperatorList
      variant="operator"
      appInfo={(operator, close, showOnce) => (
        <AppInfoDrawer operator={operator} onClose={close} onSecret={showOnce} />
      )}
    />
  );
}

import { OperatorList } from '../../../features/account-admin/operator-list';

/** /sys/dealer/account: operators that belong to a dealer, managed with the operator rules. */
export function DealerAccountPage() {
  return <OperatorList variant="dealerAccount" />;
}

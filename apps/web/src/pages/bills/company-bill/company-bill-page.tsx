import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { billDifferenceListCall, ratePlanListCall } from '@simdesk/contract/modules/bills';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CompanyBillList } from './company-bill-list';
import { DifferenceList } from './difference-list';
import { RatePlanList } from './rate-plan-list';

/**
 * /billManagement/companyBill: each company's monthly totals with the last 12 months' chart and a drill-down
 * to its card bills, the company's rate plans, and where the carrier's bill disagrees.
 */
export function CompanyBillPage() {
  const { t } = useTranslation('bills');
  const showDifferences = useCallAllowed(billDifferenceListCall);
  const showPlans = useCallAllowed(ratePlanListCall);
  return (
    <Tabs
      items={[
        { key: 'bills', label: t('tabs.bills'), children: <CompanyBillList /> },
        ...(showPlans ? [{ key: 'ratePlans', label: t('tabs.ratePlans'), children: <RatePlanList /> }] : []),
        ...(showDifferences
          ? [{ key: 'differences', label: t('tabs.differences'), children: <DifferenceList /> }]
          : []),
      ]}
    />
  );
}

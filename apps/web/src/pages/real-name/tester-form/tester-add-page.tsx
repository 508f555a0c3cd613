import { useTranslation } from 'react-i18next';
import { testerAddCall } from '@simdesk/contract/modules/real-name';
import { TesterFields } from './tester-fields';
import { TesterFormCard } from './tester-form-card';
import { toTesterAddObj } from './tester-values';

/** /vehicleCard/realname/testingManagement/testerManagement/add: a new tester of the caller's company and org. */
export function TesterAddPage() {
  const { t } = useTranslation();
  return (
    <TesterFormCard
      call={testerAddCall}
      title={t('realNameTesting:form.addTitle')}
      toObj={toTesterAddObj}
      savedText={(tester) => t('realNameTesting:form.added', { name: tester.testerName })}
    >
      <TesterFields />
    </TesterFormCard>
  );
}
